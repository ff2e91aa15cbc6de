import type { Kysely, Transaction } from 'kysely';
import { formatIst } from '../content/ist-time.ts';
import type { Database } from './schema.ts';

// AB-08 adaptive paywall metering: one row per reader, India day and story opened, and a running
// profile per reader. A call is metered in one transaction, so its reads, answers and profile
// change together or not at all; opening a story again the same day answers what the first
// opening did and counts nothing (idempotent per reader, story and India day).

/** A stored story the reader is opening, as the metering sees it. */
export interface OpenedStory {
  msid: number;
  /** prime_blocker 1 or hostid 364: a "paid" read. */
  premium: boolean;
  /** adaptive 1 and hostid 153: the only stories the adaptive gate can close on. */
  adaptive: boolean;
  /** Written by the bureau: counted in the lifetime bureau count. */
  bureau: boolean;
}

/** The reader's figures for this India month, counting the story being opened. */
export interface ReaderFigures {
  readsThisMonth: number;
  paidReadsThisMonth: number;
  daysActiveThisMonth: number;
  /** Different adaptive stories let through this month before this one. */
  adaptiveLetThroughThisMonth: number;
  /** This very story was let through earlier this month. */
  storyOpenedThisMonth: boolean;
  signedIn: boolean;
  isPrime: boolean;
}

export interface MeterRequest {
  /** `reader:{id}` or `anon:{id}`. */
  reader: string;
  signedIn: boolean;
  isPrime: boolean;
  nowMs: number;
  stories: readonly OpenedStory[];
  /** The paywall rule (routes/paywall-rule.ts); the store only counts. */
  decide(story: OpenedStory, figures: ReaderFigures): { hit: boolean; score: number };
  /** Profiles idle longer than this are deleted. */
  profileRetentionDays: number;
}

export interface MeteredStory {
  msid: number;
  hit: boolean;
  /** 0..100. */
  score: number;
  /** Opened earlier the same India day: answered as then, nothing counted. */
  repeat: boolean;
}

/** The userProfileDto's figures: lifetime ones from the profile, the rest from this month's reads. */
export interface ReaderProfile {
  lifetimePaid: number;
  lifetimeFree: number;
  lifetimeBureau: number;
  daysActive: number;
  hitsPaywall: number;
  continuousHits: number;
  readsToday: number;
  readsThisMonth: number;
  paidReadsToday: number;
  paidReadsThisMonth: number;
}

const dayMs = 24 * 60 * 60_000;

/** The India day, the first day of its month, and the oldest last day a kept profile may have. */
export function meteringDays(nowMs: number, retentionDays: number) {
  const today = formatIst(nowMs).slice(0, 10);
  return {
    today,
    monthStart: `${today.slice(0, 8)}01`,
    oldestKeptProfileDay: formatIst(nowMs - retentionDays * dayMs).slice(0, 10),
  };
}

export async function meterReads(
  db: Kysely<Database>,
  request: MeterRequest,
): Promise<{ stories: MeteredStory[]; profile: ReaderProfile }> {
  const { reader, nowMs } = request;
  const { today, monthStart, oldestKeptProfileDay } = meteringDays(nowMs, request.profileRetentionDays);
  return db.transaction().execute(async (trx) => {
    // Bounded growth: reads of past months and profiles idle past the retention go first.
    await trx.deleteFrom('paywall_reads').where('day', '<', monthStart).execute();
    await trx.deleteFrom('paywall_readers').where('last_day', '<', oldestKeptProfileDay).execute();
    // Written first: on PostgreSQL this locks the reader's profile row, so two calls for one
    // reader take turns and cannot both spend the last read of the allowance. (SQLite runs
    // one transaction at a time anyway.)
    await trx
      .insertInto('paywall_readers')
      .values({ reader, last_day: today })
      .onConflict((conflict) => conflict.column('reader').doUpdateSet({ last_day: today }))
      .execute();
    const before = await trx
      .selectFrom('paywall_readers')
      .select('continuous_hits')
      .where('reader', '=', reader)
      .executeTakeFirstOrThrow();
    const activeBefore = (await monthFigures(trx, reader, today, monthStart)).readsToday > 0;

    const change = { free: 0, paid: 0, bureau: 0, hits: 0, newReads: 0 };
    let continuousHits = before.continuous_hits;
    const stories: MeteredStory[] = [];
    for (const story of request.stories) {
      const earlier = await trx
        .selectFrom('paywall_reads')
        .select(['hit', 'score'])
        .where('reader', '=', reader)
        .where('day', '=', today)
        .where('msid', '=', story.msid)
        .executeTakeFirst();
      if (earlier) {
        // A reader who became Prime since is never hit, whatever the first answer was.
        stories.push({
          msid: story.msid,
          hit: earlier.hit === 1 && !request.isPrime,
          score: earlier.score,
          repeat: true,
        });
        continue;
      }
      const figures = await figuresWith(trx, request, story, { today, monthStart });
      const { hit, score } = request.decide(story, figures);
      await trx
        .insertInto('paywall_reads')
        .values({
          reader,
          day: today,
          msid: story.msid,
          premium: story.premium ? 1 : 0,
          adaptive: story.adaptive ? 1 : 0,
          bureau: story.bureau ? 1 : 0,
          hit: hit ? 1 : 0,
          score,
        })
        .execute();
      change.newReads += 1;
      if (story.premium) change.paid += 1;
      else change.free += 1;
      if (story.bureau) change.bureau += 1;
      if (hit) change.hits += 1;
      continuousHits = hit ? continuousHits + 1 : 0;
      stories.push({ msid: story.msid, hit, score, repeat: false });
    }

    if (change.newReads > 0) {
      await trx
        .updateTable('paywall_readers')
        .set((eb) => ({
          days_active: eb('days_active', '+', activeBefore ? 0 : 1),
          lifetime_free: eb('lifetime_free', '+', change.free),
          lifetime_paid: eb('lifetime_paid', '+', change.paid),
          lifetime_bureau: eb('lifetime_bureau', '+', change.bureau),
          hits_paywall: eb('hits_paywall', '+', change.hits),
          continuous_hits: continuousHits,
        }))
        .where('reader', '=', reader)
        .execute();
    }
    return { stories, profile: await profileIn(trx, reader, today, monthStart) };
  });
}

/** The profile as it stands, for a call that opened no stored story; changes nothing. */
export async function readReaderProfile(
  db: Kysely<Database>,
  reader: string,
  nowMs: number,
): Promise<ReaderProfile> {
  const { today, monthStart } = meteringDays(nowMs, 0);
  return profileIn(db, reader, today, monthStart);
}

async function profileIn(
  db: Kysely<Database> | Transaction<Database>,
  reader: string,
  today: string,
  monthStart: string,
): Promise<ReaderProfile> {
  const row = await db
    .selectFrom('paywall_readers')
    .selectAll()
    .where('reader', '=', reader)
    .executeTakeFirst();
  const month = await monthFigures(db, reader, today, monthStart);
  return {
    lifetimePaid: row?.lifetime_paid ?? 0,
    lifetimeFree: row?.lifetime_free ?? 0,
    lifetimeBureau: row?.lifetime_bureau ?? 0,
    daysActive: row?.days_active ?? 0,
    hitsPaywall: row?.hits_paywall ?? 0,
    continuousHits: row?.continuous_hits ?? 0,
    readsToday: month.readsToday,
    readsThisMonth: month.readsThisMonth,
    paidReadsToday: month.paidReadsToday,
    paidReadsThisMonth: month.paidReadsThisMonth,
  };
}

/** The rule's figures, counting `story` as opened now. */
async function figuresWith(
  trx: Transaction<Database>,
  request: MeterRequest,
  story: OpenedStory,
  days: { today: string; monthStart: string },
): Promise<ReaderFigures> {
  const month = await monthFigures(trx, request.reader, days.today, days.monthStart);
  const letThrough = await trx
    .selectFrom('paywall_reads')
    .select('msid')
    .where('reader', '=', request.reader)
    .where('day', '>=', days.monthStart)
    .where('msid', '=', story.msid)
    .where('hit', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return {
    readsThisMonth: month.readsThisMonth + 1,
    paidReadsThisMonth: month.paidReadsThisMonth + (story.premium ? 1 : 0),
    daysActiveThisMonth: month.daysActiveThisMonth + (month.readsToday > 0 ? 0 : 1),
    adaptiveLetThroughThisMonth: month.adaptiveLetThrough,
    storyOpenedThisMonth: letThrough !== undefined,
    signedIn: request.signedIn,
    isPrime: request.isPrime,
  };
}

/** What the reader opened this India month, in one pass over their rows of the month. */
async function monthFigures(
  db: Kysely<Database> | Transaction<Database>,
  reader: string,
  today: string,
  monthStart: string,
) {
  const row = await db
    .selectFrom('paywall_reads')
    .where('reader', '=', reader)
    .where('day', '>=', monthStart)
    .select((eb) => {
      const onToday = (value: 'one' | 'premium') =>
        eb
          .case()
          .when('day', '=', today)
          .then(value === 'one' ? eb.lit(1) : eb.ref('premium'))
          .else(eb.lit(0))
          .end();
      return [
        eb.fn.countAll().as('readsThisMonth'),
        eb.fn.sum(onToday('one')).as('readsToday'),
        eb.fn.sum('premium').as('paidReadsThisMonth'),
        eb.fn.sum(onToday('premium')).as('paidReadsToday'),
        eb.fn.count('day').distinct().as('daysActiveThisMonth'),
        eb.fn
          .count(
            eb
              .case()
              .when(eb.and([eb('adaptive', '=', 1), eb('hit', '=', 0)]))
              .then(eb.ref('msid'))
              .end(),
          )
          .distinct()
          .as('adaptiveLetThrough'),
      ];
    })
    .executeTakeFirstOrThrow();
  // PostgreSQL answers counts and sums as text (bigint), and a sum over no rows as null.
  const number = (value: unknown) => Number(value ?? 0);
  return {
    readsThisMonth: number(row.readsThisMonth),
    readsToday: number(row.readsToday),
    paidReadsThisMonth: number(row.paidReadsThisMonth),
    paidReadsToday: number(row.paidReadsToday),
    daysActiveThisMonth: number(row.daysActiveThisMonth),
    adaptiveLetThrough: number(row.adaptiveLetThrough),
  };
}
