import { trialIdentityOf } from '@newsroom/rules/trial-identity';
import type { Kysely, Selectable } from 'kysely';
import { formatIst } from '../content/ist-time.ts';
import type { Database, PrimePlanTable } from './schema.ts';

// AB-09 / X-01: the plans on offer, and the free trial (paid plans: store/prime-checkouts.ts).

export type PrimePlanRow = Selectable<PrimePlanTable>;

const dayMs = 24 * 60 * 60_000;

/** The plans in the order the plans page shows them. */
export async function listPlans(db: Kysely<Database>): Promise<PrimePlanRow[]> {
  return db.selectFrom('prime_plans').selectAll().orderBy('position').orderBy('id').execute();
}

export type TrialOutcome =
  | { outcome: 'started' | 'unchanged'; plan: string; untilMs: number }
  | { outcome: 'trial-used' };

/**
 * Starts the free trial, in one transaction. A reader who is Prime keeps what they have
 * (`unchanged`). Otherwise the trial is given once per reader (`trial_eligible`) and once per
 * person: the reader's verified address, as the mailbox it reaches (@newsroom/rules/trial-
 * identity), is claimed under its unique key in the same transaction, so another account for the
 * same mailbox (`A.B+x@gmail.com` after `ab@gmail.com`), or two requests at once, find it taken.
 * Paid plans never start here: only a confirmed payment starts them (store/prime-checkouts.ts).
 */
export async function startTrial(
  db: Kysely<Database>,
  request: { readerId: number; nowMs: number },
): Promise<TrialOutcome> {
  return db.transaction().execute(async (trx) => {
    const reader = await trx
      .selectFrom('readers')
      .select(['email', 'mobile', 'prime_plan', 'prime_until', 'trial_eligible'])
      .where('id', '=', request.readerId)
      .executeTakeFirstOrThrow();
    const activeUntil = activeUntilMs(reader.prime_until, request.nowMs);
    if (activeUntil !== null) {
      return { outcome: 'unchanged', plan: reader.prime_plan ?? 'trial', untilMs: activeUntil };
    }
    if (reader.trial_eligible !== 1) return { outcome: 'trial-used' };
    const identity = trialIdentityOf(reader);
    if (identity === null) return { outcome: 'trial-used' };
    const plan = await trx
      .selectFrom('prime_plans')
      .select(['id', 'duration_days'])
      .where('period', '=', 'trial')
      .orderBy('position')
      .executeTakeFirstOrThrow();
    const claimed = await trx
      .insertInto('trial_claims')
      .values({ identity, reader_id: request.readerId, claimed_at: request.nowMs })
      .onConflict((conflict) => conflict.column('identity').doNothing())
      .returning('identity')
      .executeTakeFirst();
    if (!claimed) {
      // Taken: by another account of this person, or by this reader's own request a moment ago.
      const now = await trx
        .selectFrom('readers')
        .select(['prime_plan', 'prime_until'])
        .where('id', '=', request.readerId)
        .executeTakeFirstOrThrow();
      const until = activeUntilMs(now.prime_until, request.nowMs);
      return until === null
        ? { outcome: 'trial-used' }
        : { outcome: 'unchanged', plan: now.prime_plan ?? plan.id, untilMs: until };
    }
    const untilMs = request.nowMs + Number(plan.duration_days) * dayMs;
    await trx
      .updateTable('readers')
      .set({
        prime_plan: plan.id,
        prime_until: formatIst(untilMs),
        trial_eligible: 0,
        first_time_eligible: 0,
      })
      .where('id', '=', request.readerId)
      .execute();
    return { outcome: 'started', plan: plan.id, untilMs };
  });
}

/** Whether this mailbox (or mobile) has had its trial, for offering it only where it will be given. */
export async function trialClaimed(db: Kysely<Database>, identity: string): Promise<boolean> {
  const row = await db
    .selectFrom('trial_claims')
    .select('identity')
    .where('identity', '=', identity)
    .executeTakeFirst();
  return row !== undefined;
}

/** The stored end of a subscription while it runs; null when there is none or it has run out. */
function activeUntilMs(primeUntil: string | null, nowMs: number): number | null {
  // An unreadable stored time counts as lapsed.
  const untilMs = primeUntil === null ? Number.NaN : Date.parse(primeUntil);
  return untilMs > nowMs ? untilMs : null;
}
