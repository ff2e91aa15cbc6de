import { z } from 'zod';
import { contentJson, type Handler } from '../http/reply.ts';
import { listPlans, type PrimePlanRow } from '../store/prime-plans.ts';

// AB-09: the plans the plans page (`/prime`, `/subscription.cms`) offers, as stored.

export const PrimePlan = z.object({
  /** What `POST /auth/subscribe` takes as `plan`. */
  id: z.string(),
  name: z.string(),
  /** Whole rupees, taxes included; 0 for the trial. */
  priceRupees: z.number().int().nonnegative(),
  period: z.enum(['month', 'year', 'trial']),
  /** How long one purchase makes the reader Prime. */
  durationDays: z.number().int().positive(),
  /** Free days the plan gives; 14 for the trial, 0 for paid plans. */
  trialDays: z.number().int().nonnegative(),
  /** Only readers who have never had a trial may take it (SessionUser.trialEligible). */
  trialOnly: z.boolean(),
  includes: z.array(z.string()),
});
export type PrimePlan = z.infer<typeof PrimePlan>;

export const PlansAnswer = z.object({ plans: z.array(PrimePlan) });

export function toPrimePlan(row: PrimePlanRow): PrimePlan {
  const period = row.period === 'month' || row.period === 'year' ? row.period : 'trial';
  return {
    id: row.id,
    name: row.name,
    priceRupees: Number(row.price_rupees),
    period,
    durationDays: Number(row.duration_days),
    trialDays: Number(row.trial_days),
    trialOnly: period === 'trial',
    includes: parseIncludes(row.includes_json),
  };
}

/** A stored list that is not an array of strings shows as nothing rather than failing the page. */
function parseIncludes(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((line): line is string => typeof line === 'string') : [];
  } catch {
    return [];
  }
}

/** `GET /plans`: every plan, in the plans page's order. The same for every reader, so cacheable. */
export const getPlans: Handler = async (context) => {
  const rows = await listPlans(context.db);
  return contentJson({ plans: rows.map(toPrimePlan) } satisfies z.infer<typeof PlansAnswer>);
};
