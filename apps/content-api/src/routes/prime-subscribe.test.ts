import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginAnswer, SessionAnswer, SubscribeAnswer } from '../contract.ts';
import { seedNowMs } from '../seed/clock.ts';
import { demoPassword, demoReaders } from '../seed/readers.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

// AB-09 / X-01: subscribing to a named plan, trials only for the eligible, renewals of expired
// subscriptions, and the expired_subscription permission. auth.test.ts covers the plan-less call.

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

describe('POST /auth/subscribe with a plan (AB-09, X-01)', () => {
  it('AB-09 starts the monthly plan for 30 days', async () => {
    const answer = await subscribe(await api.signIn('reader'), { plan: 'monthly' });
    expect(answer.status).toBe(200);
    const { subscription, user } = SubscribeAnswer.parse(answer.body);
    expect(subscription).toMatchObject({ plan: 'monthly', started: true });
    expect(Date.parse(subscription.until) - clock).toBe(30 * dayMs);
    expect(user).toMatchObject({ isPrime: true, primePlan: 'monthly', permissions: ['subscribed'] });
  });

  it('AB-09 is idempotent: the same call again, or another plan while Prime, changes nothing', async () => {
    const headers = await api.signIn('prime');
    const before = await readerRow(demoReaders.prime.id);
    for (const plan of ['annual', 'monthly', 'trial']) {
      const { subscription } = SubscribeAnswer.parse((await subscribe(headers, { plan })).body);
      expect(subscription, plan).toEqual({ plan: 'annual', until: before.prime_until, started: false });
    }
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

  it('AB-09 turns a running trial into a paid plan that runs on from the trial’s end, once', async () => {
    const headers = await api.signIn('trial');
    const trialUntil = Date.parse((await readerRow(demoReaders.trial.id)).prime_until ?? '');
    const paid = SubscribeAnswer.parse((await subscribe(headers, { plan: 'annual' })).body);
    expect(paid.subscription).toMatchObject({ plan: 'annual', started: true });
    expect(Date.parse(paid.subscription.until)).toBe(trialUntil + 365 * dayMs);
    const again = SubscribeAnswer.parse((await subscribe(headers, { plan: 'annual' })).body);
    expect(again.subscription).toEqual({ ...paid.subscription, started: false });
  });

  it('X-01 renews an expired subscription from now, not from when it ran out', async () => {
    const headers = await api.signIn('expired');
    const session = SessionAnswer.parse(await (await api.get('/auth/session', headers)).json());
    expect(session.user).toMatchObject({ isPrime: false, permissions: ['expired_subscription'] });
    const renewed = SubscribeAnswer.parse((await subscribe(headers, { plan: 'monthly' })).body);
    expect(Date.parse(renewed.subscription.until) - clock).toBe(30 * dayMs);
    expect(renewed.user).toMatchObject({
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

  it('X-01 answers two racing subscriptions with one plan stored', async () => {
    const headers = await api.signIn('new');
    const answers = await Promise.all([1, 2, 3].map(() => subscribe(headers, { plan: 'annual' })));
    const parsed = answers.map((answer) => SubscribeAnswer.parse(answer.body).subscription);
    expect(parsed.filter((subscription) => subscription.started)).toHaveLength(1);
    expect(new Set(parsed.map((subscription) => subscription.until)).size).toBe(1);
  });
});
