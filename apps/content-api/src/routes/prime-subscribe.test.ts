import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginAnswer, SessionAnswer, SubscribeAnswer } from '../contract.ts';
import { seedNowMs } from '../seed/clock.ts';
import { demoPassword, demoReaders } from '../seed/readers.ts';
import { buyPlan } from '../testing/pay.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

// AB-09 / X-01 / PS-04: the plans as bought. The trial on POST /auth/subscribe for the eligible;
// a paid plan only through a checkout the payment provider confirmed (payments/payments.test.ts
// covers the provider itself); renewals of expired subscriptions; the expired_subscription
// permission. auth.test.ts covers the plan-less call.

const dayMs = 24 * 60 * 60_000;
let clock = seedNowMs + dayMs;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(undefined, { now: () => clock });
});
afterAll(() => api.close());

async function subscribe(headers: Record<string, string>, body?: Record<string, string>) {
  const response = await fetch(`${api.baseUrl}/auth/subscribe`, {
    method: 'POST',
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function readerRow(id: number) {
  return api.store.db
    .selectFrom('readers')
    .select(['prime_plan', 'prime_until', 'trial_eligible'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function userOf(headers: Record<string, string>) {
  return SessionAnswer.parse(await (await api.get('/auth/session', headers)).json()).user;
}

describe('Prime plans as bought (AB-09, X-01, PS-04)', () => {
  it('PS-04 a paid plan is bought through the provider: the monthly plan runs 30 days from the confirmation', async () => {
    const headers = await api.signIn('reader');
    const refused = await subscribe(headers, { plan: 'monthly' });
    expect(refused.status).toBe(402);
    expect(await readerRow(demoReaders.reader.id)).toMatchObject({ prime_plan: null, prime_until: null });
    await buyPlan(api, headers, 'monthly');
    const { prime_until } = await readerRow(demoReaders.reader.id);
    expect(Date.parse(prime_until ?? '') - clock).toBe(30 * dayMs);
    expect(await userOf(headers)).toMatchObject({
      isPrime: true,
      primePlan: 'monthly',
      permissions: ['subscribed'],
    });
  });

  it('AB-09 is idempotent for a Prime reader: the trial call again changes nothing, nor do paid plans', async () => {
    const headers = await api.signIn('prime');
    const before = await readerRow(demoReaders.prime.id);
    const { subscription } = SubscribeAnswer.parse((await subscribe(headers, { plan: 'trial' })).body);
    expect(subscription).toEqual({ plan: 'annual', until: before.prime_until, started: false });
    for (const plan of ['annual', 'monthly']) expect((await subscribe(headers, { plan })).status).toBe(402);
    expect(await readerRow(demoReaders.prime.id)).toEqual(before);
  });

  it('AB-09 refuses an unknown or malformed plan with a 400 naming the plans, storing nothing', async () => {
    const headers = await api.signIn('new');
    for (const plan of ['lifetime', 'ANNUAL', '', 'x'.repeat(200), "annual' or 1=1"]) {
      const answer = await subscribe(headers, { plan });
      expect(answer.status, plan).toBe(400);
      expect(answer.body).toEqual({
        error: { param: 'plan', message: 'must be one of annual, monthly, trial' },
      });
    }
    expect((await readerRow(demoReaders.new.id)).prime_until).toBeNull();
  });

  it('X-01 gives the trial only to a trial-eligible reader: 409 otherwise, nothing stored', async () => {
    const headers = await api.signIn('editor');
    const refused = await subscribe(headers, { plan: 'trial' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { param: 'plan' } });
    expect((await readerRow(demoReaders.editor.id)).prime_plan).toBeNull();

    const trial = await api.signIn('trial');
    const started = SubscribeAnswer.parse((await subscribe(trial, { plan: 'trial' })).body);
    expect(started.subscription).toMatchObject({ plan: 'trial', started: true });
    expect(Date.parse(started.subscription.until) - clock).toBe(14 * dayMs);
    expect(started.user).toMatchObject({ trialEligible: false });
  });

  it('AB-09 a running trial bought into a paid plan runs on from the trial’s end', async () => {
    const headers = await api.signIn('trial');
    const trialUntil = Date.parse((await readerRow(demoReaders.trial.id)).prime_until ?? '');
    await buyPlan(api, headers, 'annual');
    expect(Date.parse((await readerRow(demoReaders.trial.id)).prime_until ?? '')).toBe(
      trialUntil + 365 * dayMs,
    );
    // Now a paid member: no second checkout for a running paid plan.
    const again = await api.post('/prime/checkout', { plan: 'annual' }, headers);
    expect(again.status).toBe(409);
  });

  it('X-01 renews an expired subscription from the confirmation, not from when it ran out', async () => {
    const headers = await api.signIn('expired');
    expect(await userOf(headers)).toMatchObject({ isPrime: false, permissions: ['expired_subscription'] });
    await buyPlan(api, headers, 'monthly');
    const { prime_until } = await readerRow(demoReaders.expired.id);
    expect(Date.parse(prime_until ?? '') - clock).toBe(30 * dayMs);
    expect(await userOf(headers)).toMatchObject({
      isPrime: true,
      expiredSubscription: false,
      permissions: ['subscribed'],
    });
    // When the month runs out the reader is expired again, and told so at sign-in too.
    clock += 31 * dayMs;
    const login = await fetch(`${api.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoReaders.expired.email, password: demoPassword }),
    });
    expect(LoginAnswer.parse(await login.json()).user).toMatchObject({
      isPrime: false,
      expiredSubscription: true,
      primePlan: 'monthly',
      permissions: ['expired_subscription'],
    });
  });
});
