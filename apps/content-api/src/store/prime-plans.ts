import type { Kysely, Selectable } from 'kysely';
import { formatIst } from '../content/ist-time.ts';
import type { Database, PrimePlanTable } from './schema.ts';

// AB-09 / X-01: the plans on offer, and starting or renewing a reader's subscription to one.

export type PrimePlanRow = Selectable<PrimePlanTable>;

const dayMs = 24 * 60 * 60_000;

/** The plans in the order the plans page shows them. */
export async function listPlans(db: Kysely<Database>): Promise<PrimePlanRow[]> {
  return db.selectFrom('prime_plans').selectAll().orderBy('position').orderBy('id').execute();
}

export type SubscribeOutcome =
  | { outcome: 'started' | 'unchanged'; plan: string; untilMs: number }
  | { outcome: 'trial-used' }
  | { outcome: 'no-plan' };

/**
 * Subscribes a reader, in one transaction:
 * - `planId` null picks the trial for a trial-eligible reader who is not Prime, else `annual`;
 * - a reader who is Prime keeps the plan (a repeat changes nothing), except that a trial may
 *   become a paid plan named in the request, which then runs on from the trial's end;
 * - a lapsed (expired) subscription or a new one runs from now;
 * - the trial only for a trial-eligible reader; any subscription uses the trial and the
 *   first-time offer up.
 * The update names the state it was decided on, so a second request racing this one changes
 * nothing and is answered with what the first one stored.
 */
export async function subscribeReader(
  db: Kysely<Database>,
  request: { readerId: number; planId: string | null; nowMs: number },
): Promise<SubscribeOutcome> {
  return db.transaction().execute(async (trx) => {
    const reader = await trx
      .selectFrom('readers')
      .select(['prime_plan', 'prime_until', 'trial_eligible'])
      .where('id', '=', request.readerId)
      .executeTakeFirstOrThrow();
    // An unreadable stored time counts as lapsed: the reader may subscribe again.
    const untilMs = reader.prime_until === null ? Number.NaN : Date.parse(reader.prime_until);
    const active = untilMs > request.nowMs;
    const planId = request.planId ?? (!active && reader.trial_eligible === 1 ? 'trial' : 'annual');
    const plan = await trx.selectFrom('prime_plans').selectAll().where('id', '=', planId).executeTakeFirst();
    if (!plan) return { outcome: 'no-plan' };

    const paid = plan.period !== 'trial';
    // Without a plan named, a Prime reader is answered as they are: the site's one-button
    // subscribe form must never turn a running trial into a paid plan by itself.
    const switchesTrialToPaid = request.planId !== null && reader.prime_plan === 'trial' && paid;
    if (active && !switchesTrialToPaid) {
      return { outcome: 'unchanged', plan: reader.prime_plan ?? plan.id, untilMs };
    }
    if (!paid && reader.trial_eligible !== 1) return { outcome: 'trial-used' };
    const startMs = active ? untilMs : request.nowMs;
    const newUntilMs = startMs + plan.duration_days * dayMs;
    const stored = await trx
      .updateTable('readers')
      .set({
        prime_plan: plan.id,
        prime_until: formatIst(newUntilMs),
        trial_eligible: 0,
        first_time_eligible: 0,
      })
      .where('id', '=', request.readerId)
      .where((eb) =>
        reader.prime_until === null
          ? eb('prime_until', 'is', null)
          : eb('prime_until', '=', reader.prime_until),
      )
      .executeTakeFirst();
    if (Number(stored.numUpdatedRows) === 1)
      return { outcome: 'started', plan: plan.id, untilMs: newUntilMs };
    const now = await trx
      .selectFrom('readers')
      .select(['prime_plan', 'prime_until'])
      .where('id', '=', request.readerId)
      .executeTakeFirstOrThrow();
    return {
      outcome: 'unchanged',
      plan: now.prime_plan ?? plan.id,
      untilMs: now.prime_until === null ? request.nowMs : Date.parse(now.prime_until),
    };
  });
}
