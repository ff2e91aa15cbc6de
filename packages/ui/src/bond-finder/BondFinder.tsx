import {
  type BondFinderChoice,
  type BondFinderField,
  type BondFinderState,
  bondFinderMachine,
  selectBondFinderMissing,
  selectBondFinderState,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, createContext, type SubmitEvent, useContext, useId, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';

/**
 * AR-14 bond finder, headless: a GET form whose two radio groups are the machine's choices.
 *
 *   <BondFinder.Root action="https://partner.example/bonds">
 *     <input type="hidden" name="utm_source" value="ledger" />
 *     <BondFinder.Choices field="amount" legend="Amount">
 *       <BondFinder.Option value="upto-10000">Up to ₹10,000</BondFinder.Option> …
 *       <BondFinder.Missing>Please choose an amount.</BondFinder.Missing>
 *     </BondFinder.Choices>
 *     <BondFinder.Choices field="tenure" legend="Tenure">…</BondFinder.Choices>
 *     <BondFinder.Submit>Find bonds</BondFinder.Submit>
 *   </BondFinder.Root>
 *
 * The browser builds the partner address from the form (its fields are the query), so the same
 * markup works before any script runs; once hydrated, an ask with a range missing is held back
 * and the missing range's message shows (linked to its group by aria-describedby). A complete
 * ask opens the form's target (a new tab by default, without an opener). `data-state` carries the
 * machine's state on the root, `data-field`/`data-missing` on groups and `data-state` on options.
 */

type BondFinderActor = ActorRefFrom<typeof bondFinderMachine>;
const RootContext = createContext<BondFinderActor | null>(null);
const ChoicesContext = createContext<{ field: BondFinderField; missingId: string } | null>(null);

function useFinderActor(part: string): BondFinderActor {
  const actor = useContext(RootContext);
  if (!actor) throw new Error(`<BondFinder.${part}> must be rendered inside <BondFinder.Root>.`);
  return actor;
}

function useChoices(part: string) {
  const choices = useContext(ChoicesContext);
  if (!choices) throw new Error(`<BondFinder.${part}> must be rendered inside <BondFinder.Choices>.`);
  return choices;
}

/** The finder's state, for custom parts inside <BondFinder.Root>. */
export function useBondFinder(): { state: BondFinderState; missing: BondFinderField[] } {
  const actor = useFinderActor('useBondFinder');
  const state = useSelector(actor, selectBondFinderState);
  const missing = useSelector(actor, selectBondFinderMissing, sameFields);
  return { state, missing };
}

const sameFields = (a: BondFinderField[], b: BondFinderField[]) => a.join() === b.join();

export interface BondFinderRootProps extends Omit<ComponentProps<'form'>, 'method'> {
  /** The partner page the finder opens; its query comes from the form's fields. */
  action: string;
  /** Told of every accepted ask, before the browser opens the partner page. */
  onOpen?: (choice: BondFinderChoice) => void;
}

function BondFinderRoot({
  onOpen,
  onSubmit,
  target = '_blank',
  rel = 'noopener',
  ...props
}: BondFinderRootProps) {
  const machine = useMemo(
    () => bondFinderMachine.provide({ actions: { open: (_, choice) => onOpen?.(choice) } }),
    [onOpen],
  );
  const actor = useActorRef(machine);
  const state = useSelector(actor, selectBondFinderState);
  return (
    <RootContext value={actor}>
      <form
        {...props}
        method="get"
        target={target}
        rel={rel}
        data-state={state}
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          const before = actor.getSnapshot().context.opened;
          actor.send({ type: 'SUBMIT' });
          if (actor.getSnapshot().context.opened === before) event.preventDefault();
          onSubmit?.(event);
        }}
      />
    </RootContext>
  );
}

export interface BondFinderChoicesProps extends ComponentProps<'fieldset'> {
  field: BondFinderField;
  legend: string;
}

/** One range group (a fieldset with its legend), described by its message while it is missing. */
function BondFinderChoices({ field, legend, children, ...props }: BondFinderChoicesProps) {
  const { missing } = useBondFinder();
  const missingId = `${useId()}-missing`;
  const isMissing = missing.includes(field);
  const value = useMemo(() => ({ field, missingId }), [field, missingId]);
  return (
    <ChoicesContext value={value}>
      <fieldset
        {...props}
        data-field={field}
        data-missing={isMissing || undefined}
        aria-describedby={isMissing ? missingId : undefined}
      >
        <legend>{legend}</legend>
        {children}
      </fieldset>
    </ChoicesContext>
  );
}

export interface BondFinderOptionProps extends Omit<ComponentProps<'label'>, 'htmlFor'> {
  value: string;
}

/** A range: a label wrapping its radio input (named after the group, so the form sends it). */
function BondFinderOption({ value, children, ...props }: BondFinderOptionProps) {
  const actor = useFinderActor('Option');
  const { field } = useChoices('Option');
  const chosen = useSelector(actor, (snapshot) => snapshot.context[field]);
  const checked = chosen === value;
  return (
    <label {...props} data-state={checked ? 'checked' : 'unchecked'}>
      <input
        type="radio"
        name={field}
        value={value}
        checked={checked}
        onChange={() =>
          actor.send(
            field === 'amount'
              ? { type: 'CHOOSE_AMOUNT', amount: value }
              : { type: 'CHOOSE_TENURE', tenure: value },
          )
        }
      />
      {children}
    </label>
  );
}

/** The group's message, shown (as an alert) only after an ask without this range. */
function BondFinderMissing(props: ComponentProps<'p'>) {
  const { missing } = useBondFinder();
  const { field, missingId } = useChoices('Missing');
  if (!missing.includes(field)) return null;
  return <p role="alert" {...props} id={missingId} />;
}

function BondFinderSubmit(props: Omit<ComponentProps<'button'>, 'type'>) {
  const { state } = useBondFinder();
  return <button {...props} type="submit" data-state={state} />;
}

export { BondFinderChoices, BondFinderMissing, BondFinderOption, BondFinderRoot, BondFinderSubmit };

export const BondFinder = {
  Root: BondFinderRoot,
  Choices: BondFinderChoices,
  Option: BondFinderOption,
  Missing: BondFinderMissing,
  Submit: BondFinderSubmit,
} as const;
