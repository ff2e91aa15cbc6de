import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginAnswer, LogoutAnswer, SessionAnswer, type SessionUser, SubscribeAnswer } from '../contract.ts';
import { seedNowMs } from '../seed/clock.ts';
import { demoPassword, demoReaders } from '../seed/readers.ts';
import { buyPlan } from '../testing/pay.ts';
import { startTestApi, type TestApi, testPublicUrl } from '../testing/test-api.ts';

// X-01 reader accounts: sign-in, session by cookie or bearer, sign-out, tiers, subscription.

const dayMs = 24 * 60 * 60_000;
let clock = seedNowMs + 2 * dayMs;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(undefined, {
    now: () => clock,
    rateLimits: { logins: { count: 5, perSeconds: 300 } },
  });
});
afterAll(() => api.close());

const loginJson = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${api.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function session(headers: Record<string, string>): Promise<Response> {
  return api.get('/auth/session', headers);
}

async function userOf(headers: Record<string, string>): Promise<SessionUser> {
  const response = await session(headers);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return SessionAnswer.parse(await response.json()).user;
}

describe('POST /auth/login', () => {
  it('signs in with JSON: the user, the token in the body, and the same token as an HttpOnly cookie', async () => {
    const response = await loginJson({ email: 'reader@demo.ledger', password: demoPassword });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = LoginAnswer.parse(await response.json());
    expect(answer.user).toEqual({
      isLogin: true,
      ssoid: demoReaders.reader.ssoid,
      email: 'reader@demo.ledger',
      userInfo: { firstName: 'Asha' },
      isPrime: false,
      trialEligible: false,
      firstTimeEligible: false,
      expiredSubscription: false,
      adFree: false,
      primePlan: null,
      primeUntil: null,
      roles: [],
      permissions: [],
    });
    expect(answer.session).toMatch(/^[\w-]{43}$/);
    expect(answer.expiresAt).toBe('2026-12-22T20:00:00+05:30');
    expect(response.headers.get('set-cookie')).toBe(
      `ledger_session=${answer.session}; HttpOnly; SameSite=Lax; Path=/; Max-Age=2592000`,
    );
    // Either way of presenting the token works.
    expect((await userOf({ cookie: `theme=dark; ledger_session=${answer.session}` })).email).toBe(
      'reader@demo.ledger',
    );
    expect((await userOf({ authorization: `Bearer ${answer.session}` })).email).toBe('reader@demo.ledger');
  });

  it('signs in with a form too, the e-mail in any case, and stores only the token’s SHA-256', async () => {
    const response = await api.post('/auth/login', { email: '  Prime@Demo.Ledger ', password: demoPassword });
    const { session: token, user } = LoginAnswer.parse(await response.json());
    expect(user.isPrime).toBe(true);
    const rows = await api.store.db
      .selectFrom('reader_sessions')
      .selectAll()
      .where('reader_id', '=', 3)
      .execute();
    expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const readers = await api.store.db.selectFrom('readers').select('password_hash').execute();
    for (const reader of readers) {
      expect(reader.password_hash).toMatch(/^scrypt\$/);
      expect(reader.password_hash).not.toContain(demoPassword);
    }
  });

  it('answers 401 with one message for a wrong password and an unknown e-mail, and 400 for empty fields', async () => {
    const wrong = { error: { param: 'password', message: 'Wrong e-mail or password.' } };
    // From an address of its own, so the earlier sign-ins do not count against the limit here.
    const from = { 'x-forwarded-for': '198.51.100.50' };
    const bad = await loginJson({ email: 'reader@demo.ledger', password: 'not-it' }, from);
    expect(bad.status).toBe(401);
    expect(bad.headers.get('set-cookie')).toBeNull();
    expect(await bad.json()).toEqual(wrong);
    const unknown = await api.post(
      '/auth/login',
      { email: 'nobody@demo.ledger', password: demoPassword },
      from,
    );
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(wrong);
    expect(await (await loginJson({ password: 'x' }, from)).json()).toEqual({
      error: { param: 'email', message: 'Please enter your email' },
    });
    expect(await (await loginJson({ email: 'reader@demo.ledger' }, from)).json()).toEqual({
      error: { param: 'password', message: 'Please enter your password' },
    });
  });

  it('limits attempts per client address with 429 and Retry-After', async () => {
    const from = { 'x-forwarded-for': '198.51.100.77' };
    for (const _ of [1, 2, 3, 4, 5]) expect((await loginJson({ email: 'a@b.co' }, from)).status).toBe(400);
    const over = await loginJson({ email: 'reader@demo.ledger', password: demoPassword }, from);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('60');
    expect((await over.json()).error.param).toBe('rate_limit');
    clock += 60_000;
    expect((await loginJson({ email: 'a@b.co' }, from)).status).toBe(400);
  });
});

describe('GET /auth/session and POST /auth/logout', () => {
  it('answers 401 without a session, and for a token that names none', async () => {
    expect(await api.getError('/auth/session', 401)).toEqual({
      param: 'session',
      message: 'Please sign in.',
    });
    const unknown = await session({ authorization: `Bearer ${'A'.repeat(43)}` });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('set-cookie')).toBe(
      'ledger_session=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0',
    );
  });

  it('ends the session on logout (bearer, or cookie from the backend’s own page), clearing the cookie', async () => {
    for (const present of ['bearer', 'cookie'] as const) {
      const bearer = await api.signIn('reader');
      const token = bearer.authorization?.slice('Bearer '.length) ?? '';
      // A write takes the cookie only from a page of the backend's own origin (http/credentials.ts).
      const headers =
        present === 'bearer' ? bearer : { cookie: `ledger_session=${token}`, origin: testPublicUrl };
      expect((await session(headers)).status).toBe(200);
      const out = await fetch(`${api.baseUrl}/auth/logout`, { method: 'POST', headers });
      expect(out.status).toBe(200);
      expect(LogoutAnswer.parse(await out.json())).toEqual({ signedOut: true });
      expect(out.headers.get('set-cookie')).toBe(
        'ledger_session=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0',
      );
      expect((await session(headers)).status).toBe(401);
    }
    // Logging out without a session is fine too.
    expect((await fetch(`${api.baseUrl}/auth/logout`, { method: 'POST' })).status).toBe(200);
  });

  it('ends a session after 30 days', async () => {
    const headers = await api.signIn('reader');
    clock += 30 * dayMs - 1000;
    expect((await session(headers)).status).toBe(200);
    clock += 1000;
    expect((await session(headers)).status).toBe(401);
  });

  it('shows each demo tier', async () => {
    const prime = await userOf(await api.signIn('prime'));
    expect(prime).toMatchObject({ isPrime: true, primePlan: 'annual', permissions: ['subscribed'] });
    const expired = await userOf(await api.signIn('expired'));
    expect(expired).toMatchObject({
      isPrime: false,
      expiredSubscription: true,
      primeUntil: '2026-10-31T23:59:59+05:30',
      permissions: ['expired_subscription'],
    });
    expect(await userOf(await api.signIn('trial'))).toMatchObject({ isPrime: false, trialEligible: true });
    expect(await userOf(await api.signIn('editor'))).toMatchObject({ roles: ['editor'], isPrime: false });
  });

  it('AR-16: tells a first-time-eligible reader so, at sign-in and in the session; nobody else', async () => {
    const response = await loginJson({ email: 'new@demo.ledger', password: demoPassword });
    expect(response.status).toBe(200);
    const { user, session: token } = LoginAnswer.parse(await response.json());
    expect(user).toMatchObject({
      email: 'new@demo.ledger',
      userInfo: { firstName: 'Nisha' },
      isPrime: false,
      trialEligible: false,
      firstTimeEligible: true,
      primePlan: null,
    });
    expect((await userOf({ authorization: `Bearer ${token}` })).firstTimeEligible).toBe(true);
    for (const who of ['reader', 'trial', 'prime', 'expired', 'editor'] as const) {
      expect((await userOf(await api.signIn(who))).firstTimeEligible, who).toBe(false);
    }
  });
});

describe('POST /auth/subscribe (AR-16): the free trial; paid plans only through a payment (PS-04)', () => {
  const subscribe = async (headers: Record<string, string>) => {
    const response = await fetch(`${api.baseUrl}/auth/subscribe`, { method: 'POST', headers });
    expect(response.status).toBe(200);
    return SubscribeAnswer.parse(await response.json());
  };

  it('starts a 14-day trial for a trial-eligible reader, who then is Prime and no longer eligible', async () => {
    const headers = await api.signIn('trial');
    const answer = await subscribe(headers);
    expect(answer.subscription).toEqual({ plan: 'trial', until: expect.any(String), started: true });
    expect(Date.parse(answer.subscription.until) - clock).toBe(14 * dayMs);
    expect(answer.user).toMatchObject({ isPrime: true, trialEligible: false, primePlan: 'trial' });
    // Real: the next request (a new page) sees the tier.
    expect(await userOf(headers)).toMatchObject({ isPrime: true, trialEligible: false });
    // Subscribing again while Prime changes nothing.
    expect((await subscribe(headers)).subscription.started).toBe(false);
    // When the trial runs out the reader shows as expired, and is not given another.
    clock += 15 * dayMs;
    expect(await userOf(headers)).toMatchObject({ isPrime: false, expiredSubscription: true });
    const again = await fetch(`${api.baseUrl}/auth/subscribe`, { method: 'POST', headers });
    expect(again.status).toBe(409);
  });

  it('never starts a paid plan for other readers, also after an expired one: they are told to pay', async () => {
    for (const who of ['reader', 'expired'] as const) {
      const headers = await api.signIn(who);
      const response = await fetch(`${api.baseUrl}/auth/subscribe`, { method: 'POST', headers });
      expect(response.status, who).toBe(409);
      expect(await response.json()).toMatchObject({ error: { param: 'plan' } });
      expect(await userOf(headers)).toMatchObject({ isPrime: false });
    }
  });

  it('AR-16: a paid plan uses up the first-time offer: the reader is Prime and, once it lapses, not eligible again', async () => {
    const headers = await api.signIn('new');
    expect(await userOf(headers)).toMatchObject({ firstTimeEligible: true, trialEligible: false });
    await buyPlan(api, headers, 'annual');
    expect(await userOf(headers)).toMatchObject({
      isPrime: true,
      firstTimeEligible: false,
      primePlan: 'annual',
    });
    clock += 366 * dayMs;
    // Sessions last 30 days: a new one, a year on.
    expect(await userOf(await api.signIn('new'))).toMatchObject({
      isPrime: false,
      expiredSubscription: true,
      firstTimeEligible: false,
    });
  });

  it('needs a session', async () => {
    const response = await fetch(`${api.baseUrl}/auth/subscribe`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { param: 'session', message: 'Please sign in.' } });
  });
});

describe('sign-in limits, per account and per address (Hardening item 10)', () => {
  let time = seedNowMs + 3 * dayMs;
  let limited: TestApi;
  beforeAll(async () => {
    // The shipped defaults: what the numbers are about.
    limited = await startTestApi(undefined, { now: () => time });
  });
  afterAll(() => limited.close());

  const login = (email: string, password: string, from: string) =>
    fetch(`${limited.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email, password }),
    });

  it('locks an account after 10 wrong passwords, while another reader at the same address signs in', async () => {
    const office = '203.0.113.50';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login('reader@demo.ledger', `guess-${attempt}`, office)).status, `guess ${attempt}`).toBe(
        401,
      );
    }
    // Even the right password, from anywhere, waits now: the guesses were against the account.
    const locked = await login(' READER@demo.ledger', demoPassword, office);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('30');
    expect((await locked.json()).error.message).toMatch(/^Too many sign-in attempts for this account/);
    expect((await login('reader@demo.ledger', demoPassword, '198.51.100.60')).status).toBe(429);
    // A colleague behind the same office address is not locked out.
    expect((await login('trial@demo.ledger', demoPassword, office)).status).toBe(200);
    time += 30_000;
    expect((await login('reader@demo.ledger', demoPassword, office)).status).toBe(200);
  }, 30_000);

  it('never counts a right password against the account', async () => {
    // One more than the account's 10 tries; each from its own address, so only the account counts.
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const from = `198.51.100.${100 + attempt}`;
      expect((await login('editor@demo.ledger', demoPassword, from)).status, `sign-in ${attempt}`).toBe(200);
    }
  }, 30_000);
});

describe('the sign-in limit per address cannot be escaped with X-Forwarded-For (Hardening item 10)', () => {
  const time = seedNowMs + 4 * dayMs;
  const attempt = (api: TestApi, forwardedFor: string) =>
    fetch(`${api.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      // No password: refused at once (400), but counted, as every attempt is.
      body: JSON.stringify({ email: 'someone@example.com' }),
    });

  it('from a peer that is not a trusted proxy, a rotated header buys nothing', async () => {
    const untrusting = await startTestApi(undefined, {
      now: () => time,
      trustedProxies: [],
      rateLimits: { logins: { count: 3, perSeconds: 300 } },
    });
    try {
      for (const n of [1, 2, 3]) expect((await attempt(untrusting, `192.0.2.${n}`)).status).toBe(400);
      expect((await attempt(untrusting, '192.0.2.4')).status).toBe(429);
    } finally {
      await untrusting.close();
    }
  });

  it('through a trusted proxy, entries the client prepends are never its identity', async () => {
    const behindProxy = await startTestApi(undefined, {
      now: () => time,
      rateLimits: { logins: { count: 3, perSeconds: 300 } },
    });
    try {
      // The site appends the address it saw (203.0.113.99); the client made up what is left of it.
      for (const n of [1, 2, 3]) {
        expect((await attempt(behindProxy, `192.0.2.${n}, 203.0.113.99`)).status).toBe(400);
      }
      expect((await attempt(behindProxy, '192.0.2.4, 10.1.1.1, 203.0.113.99')).status).toBe(429);
      expect((await attempt(behindProxy, '203.0.113.99')).status).toBe(429);
      // Another reader the site forwards keeps a bucket of their own.
      expect((await attempt(behindProxy, '192.0.2.1, 203.0.113.100')).status).toBe(400);
    } finally {
      await behindProxy.close();
    }
  });
});
