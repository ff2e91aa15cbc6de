import type { AnalyticsEvent } from '@newsroom/rules/analytics';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

// a batch of events becomes additions to the day's counts, in one transaction. Events of
// the same slot in a batch are added up first, so a batch of 50 is at most 50 statements and
// usually a handful; each is one upsert, so concurrent batches (several backend instances on one
// PostgreSQL) each count.

type SlotKey = Extract<AnalyticsEvent, { type: 'impression' | 'click' }>;

export async function recordAnalytics(
  db: Kysely<Database>,
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
  await db.transaction().execute(async (trx) => {
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
  });
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
    slots: slots.map((row) => ({ ...row, impressions: Number(row.impressions), clicks: Number(row.clicks) })),
    pageViews: pageViews.map((row) => ({ ...row, views: Number(row.views) })),
  };
}
