import { BOND_AMOUNTS, BOND_TENURES, type BondFinderField } from '@newsroom/machines';
import { BondFinder, bondAmountLabels, bondTenureLabels } from '@newsroom/ui';
import type { FormEventHandler } from 'react';
import type { BondsPartner } from './partner.ts';

/** Each range group: its question, its ranges as readers read them, and what to say when it is missing. */
const groups: Record<BondFinderField, { legend: string; labels: Record<string, string>; missing: string }> = {
  amount: {
    legend: 'How much would you invest?',
    labels: bondAmountLabels,
    missing: 'Please choose an amount.',
  },
  tenure: { legend: 'For how long?', labels: bondTenureLabels, missing: 'Please choose a tenure.' },
};
const values: Record<BondFinderField, readonly string[]> = { amount: BOND_AMOUNTS, tenure: BOND_TENURES };

/**
 * AR-14 bond finder: amount and tenure ranges, sent to the partner page in a new tab. The same
 * markup on the server and in the island; without script the browser still submits the form.
 */
export function BondFinderForm({
  partner,
  onSubmit,
}: {
  partner: BondsPartner;
  /** Told of every ask after the machine (stories keep the partner page from opening). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <BondFinder.Root
      className="bond-finder"
      action={partner.action}
      aria-label="Bond finder"
      {...(onSubmit ? { onSubmit } : {})}
    >
      <h3 className="bond-finder__title">Find bonds for you</h3>
      {partner.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {(['amount', 'tenure'] as const).map((field) => (
        <BondFinder.Choices
          key={field}
          field={field}
          legend={groups[field].legend}
          className="bond-finder__group"
        >
          {values[field].map((value) => (
            <BondFinder.Option key={value} value={value} className="bond-finder__option">
              {groups[field].labels[value]}
            </BondFinder.Option>
          ))}
          <BondFinder.Missing className="bond-finder__missing">{groups[field].missing}</BondFinder.Missing>
        </BondFinder.Choices>
      ))}
      <BondFinder.Submit className="bond-finder__submit">
        Find bonds <span className="visually-hidden">(opens the partner’s page in a new tab)</span>
      </BondFinder.Submit>
    </BondFinder.Root>
  );
}
