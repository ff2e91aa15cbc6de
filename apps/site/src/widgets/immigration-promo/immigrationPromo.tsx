import {
  type ImmigrationPromoProps,
  immigrationPromoContract,
} from '@newsroom/contracts/widgets/immigration-promo';
import { safeHref } from '@newsroom/rules/safe-url';
import { defineWidget } from '../types.ts';

/** AR-19: the 10 wordings, indexed by the last digit of the article id (msid % 10). */
export const immigrationWordings: readonly { headline: string; cta: string }[] = [
  { headline: 'Thinking of moving abroad? See where your profile stands.', cta: 'Take the free assessment' },
  { headline: 'Is your work visa application strong enough?', cta: 'Check your eligibility' },
  { headline: 'Planning for a green card or permanent residency?', cta: 'Assess your chances' },
  { headline: 'H-1B, skilled worker or PR: which route suits you?', cta: 'Find your route' },
  { headline: 'Find out in five minutes if you qualify to emigrate.', cta: 'Start the assessment' },
  { headline: 'Work permit rules keep changing. Know where you stand.', cta: 'Get your free assessment' },
  { headline: 'Canada, Australia, the UK or the US: where could you settle?', cta: 'Compare your options' },
  { headline: 'Your points score decides your visa. What is yours?', cta: 'Calculate your score' },
  { headline: 'Moving your family abroad? Start with an honest assessment.', cta: 'See if you qualify' },
  { headline: 'Before you pay an agent, check your immigration eligibility.', cta: 'Assess for free' },
];

export interface ImmigrationPromoData {
  variant: number;
  headline: string;
  cta: string;
}

/** The wording for an article id: its last digit, 0–9. Null for an id that is not digits. */
export function immigrationWordingFor(msid: string): ImmigrationPromoData | null {
  if (!/^\d+$/.test(msid)) return null;
  const variant = Number(msid.slice(-1));
  const wording = immigrationWordings[variant];
  return wording ? { variant, ...wording } : null;
}

/** AR-19: shown by the layout's rule; the widget only picks the wording for the article. */
export const immigrationPromo = defineWidget(immigrationPromoContract, {
  load: async (ctx) => (ctx.article ? immigrationWordingFor(ctx.article.msid) : null),
  View({
    props: { href, label },
    data,
  }: {
    props: ImmigrationPromoProps;
    data: ImmigrationPromoData | null;
  }) {
    const link = safeHref(href);
    if (!data || !link) return null;
    return (
      <aside
        className="promo promo--immigration"
        aria-labelledby="immigration-promo"
        data-variant={data.variant}
      >
        <p className="promo__label">{label}</p>
        <h2 className="promo__headline" id="immigration-promo">
          {data.headline}
        </h2>
        <a className="promo__cta" href={link}>
          {data.cta}
        </a>
      </aside>
    );
  },
});
