import { createHash } from 'node:crypto';
import { passwordPausedText } from '@newsroom/rules/one-time-code';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, passwordCost } from '../auth/passwords.ts';
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
  await cheapPasswords(api);
});
afterAll(() => api.close());

/**
 * What these tests count is sign-ins, not scrypt's work: the demo accounts get a cheap hash of the
 * same password (the parameters travel in each hash; passwords.test.ts tests the real cost). The
 * limits' tests make about 150 sign-ins, at about 0.2 s each with the real cost.
 */
async function cheapPasswords(testApi: TestApi): Promise<TestApi> {
  const cheap = await hashPassword(demoPassword, { cost: { N: 1024, r: 8, p: 1 } });
  await testApi.store.db
    .updateTable('readers')
    .set({ password_hash: cheap })
    .where('password_hash', 'like', `scrypt$${passwordCost.N}$%`)
    .execute();
  return testApi;
}

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

describe('sign-in limits: per account and address, per address; per account only a code (Hardening, issue 26.4)', () => {
  let time = seedNowMs + 3 * dayMs;
  let limited: TestApi;
  beforeAll(async () => {
    // The shipped defaults: what the numbers are about.
    limited = await cheapPasswords(
      await startTestApi(undefined, { now: () => time, showOneTimeCodes: true }),
    );
  });
  afterAll(() => limited.close());
  // Each test starts after every bucket of the one before has filled up again.
  beforeEach(() => {
    time += 3_600_000;
  });

  const post = (path: string, body: Record<string, string>, from: string) =>
    fetch(`${limited.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });
  const login = (email: string, password: string, from: string) =>
    post('/auth/login', { email, password }, from);

  async function sessionEmail(token: string): Promise<string> {
    const response = await limited.get('/auth/session', { authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    return SessionAnswer.parse(await response.json()).user.email;
  }

  /** The right password from `from` signs `email` in, and the session it answers is theirs. */
  async function expectSignedIn(email: string, from: string) {
    const response = await login(email, demoPassword, from);
    expect(response.status, `${email} from ${from}`).toBe(200);
    const { session: token } = LoginAnswer.parse(await response.json());
    expect(await sessionEmail(token)).toBe(email);
  }

  it('50 wrong passwords for one account from A: its owner signs in from B; A waits', async () => {
    const a = '203.0.113.50';
    const guess = async (from: number, to: number) => {
      const answers = [];
      for (let n = from; n <= to; n += 1) {
        const response = await login('editor@demo.ledger', `guess-${n}`, a);
        answers.push(
          `${response.status} ${response.status === 429 ? (await response.json()).error.message : ''}`,
        );
      }
      return answers;
    };
    expect(await guess(1, 10)).toEqual(Array(10).fill('401 '));
    // A colleague behind the same (office) address is not held up by the guesses at the editor.
    await expectSignedIn('trial@demo.ledger', a);
    const refused = await guess(11, 50);
    // The account's tries from A are used up, then (31 attempts) the address's.
    expect(
      refused
        .slice(0, 19)
        .every((answer) =>
          answer.startsWith('429 Too many wrong passwords for this account from your address'),
        ),
    ).toBe(true);
    expect(refused.slice(19).every((answer) => answer.startsWith('429 Too many sign-in attempts;'))).toBe(
      true,
    );
    await expectSignedIn('editor@demo.ledger', '198.51.100.60');
    // From A even the right password waits.
    expect((await login('editor@demo.ledger', demoPassword, a)).status).toBe(429);
  }, 60_000);

  it('the right password from the guessing address waits 30 s, then signs in', async () => {
    const a = '203.0.113.51';
    for (let n = 1; n <= 10; n += 1)
      expect((await login('prime@demo.ledger', `guess-${n}`, a)).status).toBe(401);
    const waits = await login('prime@demo.ledger', demoPassword, a);
    expect(waits.status).toBe(429);
    expect(waits.headers.get('retry-after')).toBe('30');
    time += 30_000;
    await expectSignedIn('prime@demo.ledger', a);
  }, 30_000);

  it('30 wrong passwords from one address across 3 accounts: each owner signs in from their own', async () => {
    const script = '203.0.113.77';
    const accounts = ['reader@demo.ledger', 'prime@demo.ledger', 'expired@demo.ledger'];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      for (const email of accounts) expect((await login(email, `guess-${attempt}`, script)).status).toBe(401);
    }
    // The script's address has no tries left for anyone, right or wrong.
    expect((await login('new@demo.ledger', demoPassword, script)).status).toBe(429);
    for (const [n, email] of accounts.entries()) await expectSignedIn(email, `198.51.100.${70 + n}`);
  }, 60_000);

  it('ten wrong passwords from rotating addresses never stop the right one from a clean address', async () => {
    for (let n = 1; n <= 10; n += 1) {
      expect((await login('editor@demo.ledger', `guess-${n}`, `192.0.2.${n}`)).status).toBe(401);
    }
    await expectSignedIn('editor@demo.ledger', '198.51.100.80');
  }, 30_000);

  // A reader without a role: an editor's one-time code is never shown, even in the demo (AB-09).
  it('guessed at from very many addresses, password sign-in waits for a one-time code, alike for right and wrong', async () => {
    const guesses = Array.from({ length: 30 }, (_, n) =>
      login('reader@demo.ledger', `guess-${n}`, `192.0.2.${101 + n}`).then((response) => response.status),
    );
    expect(await Promise.all(guesses)).toEqual(Array(30).fill(401));
    const clean = '198.51.100.90';
    const right = await login('reader@demo.ledger', demoPassword, clean);
    const wrong = await login('reader@demo.ledger', 'guess-31', clean);
    expect([right.status, wrong.status]).toEqual([403, 403]);
    const [rightBody, wrongBody] = [await right.json(), await wrong.json()];
    expect(rightBody).toEqual(wrongBody);
    expect(rightBody.error).toEqual({ param: 'code', message: passwordPausedText });
    // The owner proves the e-mail with a code and is signed in.
    const sent = await post('/auth/code', { channel: 'email', address: 'reader@demo.ledger' }, clean);
    expect(sent.status).toBe(200);
    const { challengeId, devCode } = await sent.json();
    const verified = await post('/auth/code/verify', { challengeId, code: devCode }, clean);
    expect(verified.status).toBe(200);
    expect(await sessionEmail((await verified.json()).session)).toBe('reader@demo.ledger');
    // Not for ever: a password try comes back every 30 s.
    time += 30_000;
    await expectSignedIn('reader@demo.ledger', clean);
  }, 60_000);

  it('counts an IPv6 client by its /64, which it can renew addresses in at will', async () => {
    for (let n = 1; n <= 10; n += 1) {
      expect((await login('trial@demo.ledger', `guess-${n}`, `2001:db8:1:2::${n.toString(16)}`)).status).toBe(
        401,
      );
    }
    expect((await login('trial@demo.ledger', demoPassword, '2001:0db8:0001:0002:ffff::9')).status).toBe(429);
    await expectSignedIn('trial@demo.ledger', '2001:db8:1:3::1');
  }, 30_000);

  it('never counts a right password against the account or the pair', async () => {
    // Small limits, so that a few sign-ins go past each of them.
    const small = await startTestApi(undefined, {
      now: () => time,
      rateLimits: {
        loginsPerPair: { count: 3, perSeconds: 300 },
        loginsPerAccount: { count: 3, perSeconds: 300 },
      },
    });
    try {
      const signIn = (from: string) =>
        fetch(`${small.baseUrl}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
          body: JSON.stringify({ email: 'editor@demo.ledger', password: demoPassword }),
        }).then((response) => response.status);
      for (let n = 1; n <= 4; n += 1) expect(await signIn('198.51.100.99'), `same address ${n}`).toBe(200);
      for (let n = 1; n <= 4; n += 1) expect(await signIn(`198.51.100.${100 + n}`), `address ${n}`).toBe(200);
    } finally {
      await small.close();
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
