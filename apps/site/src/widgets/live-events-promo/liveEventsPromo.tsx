import {
  type LiveEventsPromoProps,
  liveEventsPromoContract,
} from '@newsroom/contracts/widgets/live-events-promo';
import { safeHref } from '@newsroom/rules/safe-url';
import { z } from 'zod';
import type { SiteConfig } from '../../content/editorial.ts';
import { defineWidget } from '../types.ts';

export interface LiveEventCard {
  text: string;
  /** A safe link (safeUrl.ts), or null: the card is then shown as text. */
  href: string | null;
}

export interface LiveEventsData {
  title: string;
  subtitle: string;
  cards: LiveEventCard[];
}

const text = z.string().trim().max(300).catch('');
const configSchema = z.object({
  inarticle_events_toggle: z.string().trim().catch(''),
  inarticle_events_title: text,
  inarticle_events_subtitle: text,
});
const CARD = /^inarticle_events_card([1-9]\d{0,2})$/;

/**
 * AR-15: reads the `inarticle_events` config. Null when the toggle is not 1 (the editors turned
 * it off: nothing to report). With the toggle on but no card, a "no data" error, which the
 * region logs as a warning and leaves the widget out (spec §8).
 */
export function readLiveEvents(config: SiteConfig, count: number): LiveEventsData | null {
  const head = configSchema.parse(config);
  if (head.inarticle_events_toggle !== '1') return null;
  const cards = Object.entries(config)
    .flatMap(([name, value]) => {
      const number = CARD.exec(name)?.[1];
      const card = text.parse(value);
      if (!number || card === '') return [];
      return [{ n: Number(number), text: card, href: safeHref(config[`inarticle_events_link${number}`]) }];
    })
    .sort((a, b) => a.n - b.n)
    .slice(0, count)
    .map(({ text, href }) => ({ text, href }));
  if (cards.length === 0) throw new Error('live events: no data (toggle on, no card in inarticle_events)');
  return { title: head.inarticle_events_title, subtitle: head.inarticle_events_subtitle, cards };
}

/** AR-15: the live-events promo; display rules on the page are the layout's. */
export const liveEventsPromo = defineWidget(liveEventsPromoContract, {
  load: async (ctx, { count }) =>
    readLiveEvents(await ctx.content.editorial.config('inarticle_events'), count),
  View({ data }: { props: LiveEventsPromoProps; data: LiveEventsData | null }) {
    if (!data) return null;
    return (
      <aside className="promo promo--events" aria-labelledby="live-events-promo">
        <h2 className="widget__title promo__title" id="live-events-promo">
          {data.title || 'Live events'}
        </h2>
        {data.subtitle && <p className="promo__subtitle">{data.subtitle}</p>}
        <ul className="promo__cards">
          {data.cards.map((card) => (
            <li key={`${card.text}|${card.href ?? ''}`} className="promo__card">
              {card.href ? <a href={card.href}>{card.text}</a> : card.text}
            </li>
          ))}
        </ul>
      </aside>
    );
  },
});
