import type { AnalyticsEvent } from '@newsroom/rules/analytics';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

// a batch of events becomes additions to the day's counts, in one transaction. Hardening
// (issue 26.3): only what the page view has not counted yet is added: an impression or page view
// once per place per view, a click once per slot per view and only after that slot's impression
// in the same view, and nothing once the view has sent ANALYTICS_EVENTS_PER_VIEW events. Each
// check is one conditional write on a primary key, so racing batches of one view count once.

type SlotKey = Extract<AnalyticsEvent, { type: 'impression' | 'click' }>;

/** The page view a batch belongs to: the site's view id and who sent it, and when it ends. */
export interface ViewOfBatch {
  key: string;
  expiresMs: number;
}

/** Thrown inside the transaction to undo the view's charge: the batch passes its bound. */
class ViewFull extends Error {}

const placeOf = (event: AnalyticsEvent) =>
  event.type === 'pageview'
    ? JSON.stringify(['page', event.layout, event.section, event.msid])
    : JSON.stringify(['slot', event.layout, event.region, event.variant, event.slot, event.section]);

/**
 * Counts what of `events` the view has not counted; answers how many were counted, or null when
 * the batch would take the view past `bound` events (then nothing is counted or charged).
 */
export async function recordAnalytics(
  db: Kysely<Database>,
  day: string,
  view: ViewOfBatch,
  events: readonly AnalyticsEvent[],
  options: { nowMs: number; bound: number },
): Promise<number | null> {
  return db
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('analytics_view_places').where('expires_at', '<', options.nowMs).execute();
      await trx.deleteFrom('analytics_views').where('expires_at', '<', options.nowMs).execute();
      const charged = await trx
        .insertInto('analytics_views')
        .values({ view_key: view.key, events: events.length, expires_at: view.expiresMs })
        .onConflict((conflict) =>
          conflict
            .column('view_key')
            .doUpdateSet((eb) => ({ events: eb('analytics_views.events', '+', eb.ref('excluded.events')) }))
            .where((eb) =>
              eb(eb('analytics_views.events', '+', eb.ref('excluded.events')), '<=', options.bound),
            ),
        )
        .returning('events')
        .executeTakeFirst();
      if (!charged || charged.events > options.bound) throw new ViewFull();
      const counted: AnalyticsEvent[] = [];
      for (const event of events) {
        const place = placeOf(event);
        const row =
          event.type === 'click'
            ? await trx
                .updateTable('analytics_view_places')
                .set({ clicked: 1 })
                .where('view_key', '=', view.key)
                .where('place', '=', place)
                .where('clicked', '=', 0)
                .returning('clicked')
                .executeTakeFirst()
            : await trx
                .insertInto('analytics_view_places')
                .values({ view_key: view.key, place, clicked: 0, expires_at: view.expiresMs })
                .onConflict((conflict) => conflict.columns(['view_key', 'place']).doNothing())
                .returning('clicked')
                .executeTakeFirst();
        if (row) counted.push(event);
      }
      await addToDailyCounts(trx, day, counted);
      return counted.length;
    })
    .catch((error: unknown) => {
      if (error instanceof ViewFull) return null;
      throw error;
    });
}

/** Events of the same place are added up first: a handful of upserts a batch, usually. */
async function addToDailyCounts(
  trx: Kysely<Database>,
  day: string,
  events: readonly AnalyticsEvent[],
): Promise<void> {
  const slots = new Map<string, { place: SlotKey; impressions: number; clicks: number }>();
  const views = new Map<string, { layout: string; section: string; msid: string; views: number }>();
  for (const event of events) {
    if (event.type === 'pageview') {
      const key = JSON.stringify([event.layout, event.section, event.msid]);
      const entry = views.get(key) ?? {
        layout: event.layout,
        section: event.section,
        msid: event.msid,
        views: 0,
      };
      entry.views += 1;
      views.set(key, entry);
      continue;
    }
    const key = JSON.stringify([event.layout, event.region, event.variant, event.slot, event.section]);
    const entry = slots.get(key) ?? { place: event, impressions: 0, clicks: 0 };
    if (event.type === 'impression') entry.impressions += 1;
    else entry.clicks += 1;
    slots.set(key, entry);
  }
  for (const { place, impressions, clicks } of slots.values()) {
    await trx
      .insertInto('slot_daily_counts')
      .values({
        day,
        layout: place.layout,
        region: place.region,
        variant: place.variant,
        slot: place.slot,
        section: place.section,
        impressions,
        clicks,
      })
      .onConflict((conflict) =>
        conflict.columns(['day', 'section', 'layout', 'region', 'variant', 'slot']).doUpdateSet((eb) => ({
          impressions: eb('slot_daily_counts.impressions', '+', impressions),
          clicks: eb('slot_daily_counts.clicks', '+', clicks),
        })),
      )
      .execute();
  }
  for (const view of views.values()) {
    await trx
      .insertInto('page_view_daily_counts')
      .values({ day, ...view })
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'section', 'layout', 'msid'])
          .doUpdateSet((eb) => ({ views: eb('page_view_daily_counts.views', '+', view.views) })),
      )
      .execute();
  }
}

export interface SlotReportRow {
  layout: string;
  region: string;
  variant: string;
  slot: string;
  impressions: number;
  clicks: number;
}

export interface PageViewReportRow {
  layout: string;
  msid: string;
  views: number;
}

/**
 * A day's counts for one section (or, with `section` null, every section added up): slots by
 * layout, region, variant and slot; page views by layout and story, the most viewed first.
 */
export async function readAnalyticsReport(
  db: Kysely<Database>,
  day: string,
  section: string | null,
): Promise<{ slots: SlotReportRow[]; pageViews: PageViewReportRow[] }> {
  let slotQuery = db
    .selectFrom('slot_daily_counts')
    .select(['layout', 'region', 'variant', 'slot'])
    .select((eb) => [
      eb.fn.sum<number | string>('impressions').as('impressions'),
      eb.fn.sum<number | string>('clicks').as('clicks'),
    ])
    .where('day', '=', day)
    .groupBy(['layout', 'region', 'variant', 'slot'])
    .orderBy('layout')
    .orderBy('region')
    .orderBy('variant')
    .orderBy('slot');
  let viewQuery = db
    .selectFrom('page_view_daily_counts')
    .select(['layout', 'msid'])
    .select((eb) => eb.fn.sum<number | string>('views').as('views'))
    .where('day', '=', day)
    .groupBy(['layout', 'msid'])
    .orderBy('views', 'desc')
    .orderBy('layout')
    .orderBy('msid')
    .limit(100);
  if (section !== null) {
    slotQuery = slotQuery.where('section', '=', section);
    viewQuery = viewQuery.where('section', '=', section);
  }
  const [slots, pageViews] = await Promise.all([slotQuery.execute(), viewQuery.execute()]);
  return {
    // Clicks never above impressions (Hardening, issue 26.3): rows counted before clicks needed
    // an impression in their view (aside:markets:12 had 3 and 5) show as many clicks as
    // impressions, never a click-through over 100%.
    slots: slots.map((row) => {
      const impressions = Number(row.impressions);
      return { ...row, impressions, clicks: Math.min(Number(row.clicks), impressions) };
    }),
    pageViews: pageViews.map((row) => ({ ...row, views: Number(row.views) })),
  };
}
