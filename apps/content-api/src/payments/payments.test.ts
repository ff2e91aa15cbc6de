import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionAnswer } from '../contract.ts';
import { seedNowMs } from '../seed/clock.ts';
import { demoReaders } from '../seed/readers.ts';
import { seedStore } from '../seed/seed-store.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { buyPlan, payWithCard, startCheckout } from '../testing/pay.ts';
import { openScratchPostgres, startTestApi, type TestApi } from '../testing/test-api.ts';
import { demoCards, demoPayTexts, demoSecondStepCode } from './demo/cards.ts';
import { demoSignatureHeader } from './demo/demo-provider.ts';
import { signPayload } from './signature.ts';

// PS-04: Prime only from a payment the provider confirmed. POST /auth/subscribe never starts a
// paid plan; a checkout stays pending until the demo provider's signed confirmation arrives;
// forged, stale or unknown confirmations are refused; one confirmation counts once.

const dayMs = 24 * 60 * 60_000;
const secret = 'test-webhook-secret-of-at-least-32-characters';
const clock = seedNowMs + dayMs;

function paymentSuite(open: () => Promise<{ api: TestApi; drop?: () => Promise<void> }>) {
  let api: TestApi;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ api, drop } = await open());
  });
  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  async function primeOf(readerId: number) {
    return api.store.db
      .selectFrom('readers')
      .select(['prime_plan', 'prime_until'])
      .where('id', '=', readerId)
      .executeTakeFirstOrThrow();
  }

  async function userOf(headers: Record<string, string>) {
    return SessionAnswer.parse(await (await api.get('/auth/session', headers)).json()).user;
  }

  async function checkoutStatus(headers: Record<string, string>, checkoutId: string) {
    const response = await api.get(`/prime/checkout/${checkoutId}`, headers);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  function confirm(body: string, signature: string | null) {
    return fetch(`${api.baseUrl}/pay/confirmations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [demoSignatureHeader]: signature } : {}),
      },
      body,
    });
  }

  async function eventCount() {
    const rows = await api.store.db.selectFrom('payment_events').select('event_key').execute();
    return rows.length;
  }

  it('POST /auth/subscribe with a paid plan, or with none for a reader without a trial, never makes Prime', async () => {
    const headers = await api.signIn('reader');
    for (const plan of ['annual', 'monthly']) {
      const answer = await api.post('/auth/subscribe', { plan }, headers);
      expect(answer.status, plan).toBe(402);
      expect(await answer.json()).toMatchObject({ error: { param: 'plan' } });
    }
    const planless = await fetch(`${api.baseUrl}/auth/subscribe`, { method: 'POST', headers });
    expect(planless.status).toBe(409);
    expect(await primeOf(demoReaders.reader.id)).toEqual({ prime_plan: null, prime_until: null });
    expect(await userOf(headers)).toMatchObject({ isPrime: false });
  });

  it('a checkout alone is pending: the reader is not Prime until the provider confirms', async () => {
    const headers = await api.signIn('reader');
    const { checkoutId, url } = await startCheckout(api, headers, 'annual', '/subscribe/return?return=%2Fx');
    expect(checkoutId).toMatch(/^ck_/);
    expect(url).toMatch(new RegExp(`^${api.baseUrl}/pay/demo/checkout/cs_demo_`));
    expect((await checkoutStatus(headers, checkoutId)).body).toMatchObject({
      checkout: { id: checkoutId, plan: 'annual', status: 'pending', primeUntil: null },
    });
    expect(await userOf(headers)).toMatchObject({ isPrime: false });
    // Another reader cannot see it.
    expect((await checkoutStatus(await api.signIn('editor'), checkoutId)).status).toBe(404);

    // The provider's page, in its own words.
    const page = await (await api.get(new URL(url).pathname)).text();
    expect(page).toContain('Prime Annual');
    expect(page).toContain('Card number');
  });

  it('a declined card leaves the reader a non-member, with the provider’s words next to the card; a good card makes them Prime', async () => {
    const headers = await api.signIn('expired');
    const { checkoutId, url } = await startCheckout(api, headers, 'monthly');
    const declined = await payWithCard(url, demoCards.declined);
    expect(declined.status).toBe(402);
    const declinedPage = await declined.text();
    expect(declinedPage).toContain(
      `<p class="error" id="number-error" role="alert">${demoPayTexts.declined}</p>`,
    );
    expect(await eventCount()).toBe(0);
    expect(await userOf(headers)).toMatchObject({ isPrime: false, expiredSubscription: true });

    const paid = await payWithCard(url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://pictures.test/subscribe/return?checkout=${checkoutId}`);
    // The confirmation reached the backend before the payer was sent back.
    expect(await userOf(headers)).toMatchObject({ isPrime: true, primePlan: 'monthly' });
    const { prime_until } = await primeOf(demoReaders.expired.id);
    expect(Date.parse(prime_until ?? '') - clock).toBe(30 * dayMs);
    expect((await checkoutStatus(headers, checkoutId)).body).toMatchObject({
      checkout: { status: 'paid', primeUntil: prime_until },
    });
  });

  it('the same confirmation delivered again (or at once, twice) makes one subscription', async () => {
    const headers = await api.signIn('new');
    const { checkoutId, url } = await startCheckout(api, headers, 'annual');
    expect((await payWithCard(url)).status).toBe(303);
    const once = await primeOf(demoReaders.new.id);
    expect(Date.parse(once.prime_until ?? '') - clock).toBe(365 * dayMs);
    const events = await eventCount();

    const providerId = new URL(url).pathname.split('/').at(-1) as string;
    const redelivered = await Promise.all(
      [1, 2].map(() => api.post(`/pay/demo/checkout/${providerId}/redeliver`, {})),
    );
    for (const answer of redelivered) expect(await answer.json()).toEqual({ delivered: true });
    // The stored event, signed anew and posted by the test itself twice at once.
    const row = await api.store.db
      .selectFrom('demo_pay_checkouts')
      .select('event_body')
      .where('id', '=', providerId)
      .executeTakeFirstOrThrow();
    const body = row.event_body as string;
    const answers = await Promise.all([1, 2].map(() => confirm(body, signPayload(secret, body, clock))));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true, applied: false });
    }
    expect(await primeOf(demoReaders.new.id)).toEqual(once);
    expect(await eventCount()).toBe(events);
    const paidCheckouts = await api.store.db
      .selectFrom('prime_checkouts')
      .select('id')
      .where('reader_id', '=', demoReaders.new.id)
      .where('status', '=', 'paid')
      .execute();
    expect(paidCheckouts).toEqual([{ id: checkoutId }]);
    // A second payment of the same form (a double click) pays nothing more.
    expect((await payWithCard(url)).status).toBe(303);
    expect(await primeOf(demoReaders.new.id)).toEqual(once);
  });

  it('refuses forged confirmations: a bad signature, a stale or future timestamp, an unknown checkout, another amount', async () => {
    const headers = await api.signIn('trial');
    const { checkoutId, url } = await startCheckout(api, headers, 'annual');
    const providerId = new URL(url).pathname.split('/').at(-1) as string;
    const event = (data: Record<string, unknown>) =>
      JSON.stringify({
        id: `evt_${'f'.repeat(22)}${Math.random().toString(36).slice(2, 8)}`,
        type: 'checkout.paid',
        created: Math.floor(clock / 1000),
        data: { checkoutId: providerId, reference: checkoutId, amountRupees: 2499, currency: 'INR', ...data },
      });
    const price = (
      await api.store.db
        .selectFrom('prime_plans')
        .select('price_rupees')
        .where('id', '=', 'annual')
        .executeTakeFirstOrThrow()
    ).price_rupees;
    const good = event({ amountRupees: Number(price) });
    const refusals: [string, string | null, number, string][] = [
      [good, null, 400, 'signature'],
      [good, signPayload('not-the-secret-but-just-as-long-as-it-is', good, clock), 400, 'signature'],
      [good, signPayload(secret, good, clock - 6 * 60_000), 400, 'signature'],
      [good, signPayload(secret, good, clock + 6 * 60_000), 400, 'signature'],
      [good, `t=${Math.floor(clock / 1000)},v1=${'0'.repeat(64)}`, 400, 'signature'],
      [good, 'v1=abc', 400, 'signature'],
      // Signed over one body, another sent.
      [
        good.replace('"annual"', '"x"').replace(String(price), '1'),
        signPayload(secret, good, clock),
        400,
        'signature',
      ],
      ['not json', signPayload(secret, 'not json', clock), 400, 'signature'],
    ];
    const unknown = event({ amountRupees: Number(price), reference: 'ck_nothing_we_ever_made_xx' });
    refusals.push([unknown, signPayload(secret, unknown, clock), 404, 'checkout']);
    const otherAmount = event({ amountRupees: 1 });
    refusals.push([otherAmount, signPayload(secret, otherAmount, clock), 400, 'amount']);
    for (const [body, signature, status, param] of refusals) {
      const answer = await confirm(body, signature);
      expect(answer.status, `${signature} ${body}`).toBe(status);
      expect(await answer.json()).toMatchObject({ error: { param } });
    }
    const before = await eventCount();
    expect(await primeOf(demoReaders.trial.id)).toEqual({ prime_plan: null, prime_until: null });
    expect((await checkoutStatus(headers, checkoutId)).body).toMatchObject({
      checkout: { status: 'pending' },
    });
    // The genuine one, for contrast, is taken.
    const taken = await confirm(good, signPayload(secret, good, clock));
    expect(await taken.json()).toEqual({ received: true, applied: true });
    expect(await eventCount()).toBe(before + 1);
    expect(await userOf(headers)).toMatchObject({ isPrime: true, primePlan: 'annual' });
  });

  it('the second-step card pays only after the bank’s code', async () => {
    const headers = await api.signIn('pink');
    const { url } = await startCheckout(api, headers, 'monthly');
    const path = new URL(url).pathname;
    const asked = await payWithCard(url, demoCards.secondStep);
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe(path);
    expect(await (await api.get(path)).text()).toContain('Code from your bank');
    expect(await userOf(headers)).toMatchObject({ isPrime: false });
    const step = (code: string) =>
      fetch(`${api.baseUrl}${path}/second-step`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code }).toString(),
        redirect: 'manual',
      });
    const wrong = await step('000000');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(demoPayTexts.wrongCode);
    expect(await userOf(headers)).toMatchObject({ isPrime: false });
    const right = await step(demoSecondStepCode);
    expect(right.status).toBe(303);
    expect(await userOf(headers)).toMatchObject({ isPrime: true, primePlan: 'monthly' });
  });

  it('refuses a checkout for the trial, for a running paid plan, or with a return path off the site', async () => {
    const trial = await api.post('/prime/checkout', { plan: 'trial' }, await api.signIn('reader'));
    expect(trial.status).toBe(400);
    const prime = await api.post('/prime/checkout', { plan: 'monthly' }, await api.signIn('prime'));
    expect(prime.status).toBe(409);
    expect(await prime.json()).toMatchObject({ error: { param: 'plan' } });
    for (const returnPath of ['//evil.test/x', 'https://evil.test/', '/\\evil.test', '/a b']) {
      const answer = await api.post(
        '/prime/checkout',
        { plan: 'annual', returnPath },
        await api.signIn('reader'),
      );
      expect(answer.status, returnPath).toBe(400);
      expect(await answer.json()).toMatchObject({ error: { param: 'returnPath' } });
    }
    expect((await api.post('/prime/checkout', { plan: 'annual' }, {})).status).toBe(401);
  });

  it('buyPlan (the helper other tests use) goes through the provider', async () => {
    const headers = await api.signIn('editor');
    const { returnedTo } = await buyPlan(api, headers, 'annual');
    expect(returnedTo).toMatch(/\/subscribe\/return\?checkout=ck_/);
    expect(await userOf(headers)).toMatchObject({ isPrime: true });
  });
}

describe('PS-04 checkouts a reader may start (RATE_LIMIT_CHECKOUTS)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(undefined, {
      now: () => clock,
      payments: { webhookSecret: secret },
      rateLimits: { checkouts: { count: 3, perSeconds: 3600 } },
    });
  });
  afterAll(() => api?.close());

  it('refuses a reader past the limit with a 429 in words, and leaves other readers their own', async () => {
    const reader = await api.signIn('reader');
    for (let n = 0; n < 3; n++) await startCheckout(api, reader, 'annual');
    const refused = await api.post('/prime/checkout', { plan: 'annual' }, reader);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await startCheckout(api, await api.signIn('new'), 'annual')).checkoutId).toMatch(/^ck_/);
  });
});

describe('PS-04 Prime only from a confirmed payment, on SQLite', () => {
  paymentSuite(async () => ({
    api: await startTestApi(undefined, { now: () => clock, payments: { webhookSecret: secret } }),
  }));
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)(
  'PS-04 Prime only from a confirmed payment, on PostgreSQL (TEST_DATABASE_URL)',
  () => {
    paymentSuite(async () => {
      const scratch = await openScratchPostgres(postgresUrl as string);
      await migrateToLatest(scratch.db);
      await seedStore(scratch.db);
      const api = await startTestApi(scratch, {
        closeStore: false,
        now: () => clock,
        payments: { webhookSecret: secret },
      });
      return { api, drop: () => scratch.drop() };
    });
  },
);
