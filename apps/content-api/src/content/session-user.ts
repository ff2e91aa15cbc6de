import type { SessionUser } from '../contract.ts';
import type { ReaderRow } from '../store/readers.ts';
import { isPlaceholderEmail } from '../store/sign-in-codes.ts';

/** A reader as `/auth/session` shows them; Prime is judged at `nowMs`, so a lapsed plan shows as expired. */
export function toSessionUser(reader: ReaderRow, nowMs: number): SessionUser {
  const until = reader.prime_until;
  const isPrime = until !== null && Date.parse(until) > nowMs;
  const expiredSubscription = until !== null && !isPrime;
  const plan = isPlanId(reader.prime_plan) ? reader.prime_plan : null;
  return {
    isLogin: true,
    ssoid: reader.ssoid,
    // AB-09: a reader who signed in by mobile number has no e-mail address.
    email: isPlaceholderEmail(reader.email) ? '' : reader.email,
    userInfo: { firstName: reader.first_name },
    isPrime,
    trialEligible: reader.trial_eligible === 1 && !isPrime,
    firstTimeEligible: reader.first_time_eligible === 1 && !isPrime,
    expiredSubscription,
    // VD-04: the pink (ad-free) flag; a Prime membership is ad-free too (AB-25).
    adFree: isPrime || reader.ad_free === 1,
    primePlan: plan,
    primeUntil: until,
    roles: reader.roles.split(' ').filter(Boolean),
    permissions: isPrime ? ['subscribed'] : expiredSubscription ? ['expired_subscription'] : [],
  };
}

const planIds = ['monthly', 'annual', 'trial'] as const;

function isPlanId(value: string | null): value is (typeof planIds)[number] {
  return (planIds as readonly (string | null)[]).includes(value);
}

export function hasRole(reader: ReaderRow, role: string): boolean {
  return reader.roles.split(' ').includes(role);
}
