import { oneTimeCodeRules, oneTimeCodeTexts } from '@newsroom/rules/one-time-code';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeChallengeAnswer, CodeSignInAnswer, ErrorAnswer, SessionAnswer } from '../contract.ts';
import { seedNowMs } from '../seed/clock.ts';
import { seedStore } from '../seed/seed-store.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { openScratchPostgres, startTestApi, type TestApi } from '../testing/test-api.ts';

// AB-09 trial sign-in with a one-time code (e-mail or Indian mobile number), on SQLite and, when
// TEST_DATABASE_URL names one, on PostgreSQL: the same cases on each store.

const dayMs = 24 * 60 * 60_000;

function codeSignInSuite(
  open: () => Promise<{ api: TestApi; drop?: () => Promise<void> }>,
  clockAt: { ms: number },
) {
  let api: TestApi;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ api, drop } = await open());
  });
  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  /** Each test asks from its own client address, so the per-address limits do not add up. */
  let clientNumber = 0;
  const fromClient = () => ({ 'x-forwarded-for': `203.0.113.${++clientNumber}` });

  async function askCode(channel: string, address: string, headers = fromClient()) {
    const response = await postJson('/auth/code', { channel, address }, headers);
    const body: unknown = await response.json();
    if (response.status !== 200) throw new Error(`code: ${response.status} ${JSON.stringify(body)}`);
    return CodeChallengeAnswer.parse(body);
  }
  async function refusal(response: Response, status: number) {
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return ErrorAnswer.parse(body).error;
  }
  const verify = (body: Record<string, unknown>, headers = fromClient()) =>
    postJson('/auth/code/verify', body, headers);
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('e-mail: sends a code to the outbox, answers it masked with devCode, and signs the reader in', async () => {
    const sent = await askCode('email', '  Trial@Demo.Ledger ');
    expect(sent).toMatchObject({ channel: 'email', sentTo: 'tr*al@demo.ledger', resendAfterSeconds: 30 });
    expect(sent.devCode).toMatch(/^\d{6}$/);
    expect(Date.parse(sent.expiresAt) - clockAt.ms).toBe(oneTimeCodeRules.expiresInMs);
    const mail = await api.store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipients', '=', 'trial@demo.ledger')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      msid: 0,
      status: 'queued',
      subject: 'Your The Economic Ledger sign-in code',
    });
    expect(mail.body).toContain(`Your sign-in code is ${sent.devCode}.`);
    const stored = await api.store.db
      .selectFrom('sign_in_codes')
      .selectAll()
      .where('id', '=', sent.challengeId)
      .executeTakeFirstOrThrow();
    // Only a hash of the code is kept.
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(String(sent.devCode));

    const response = await verify({ challengeId: sent.challengeId, code: sent.devCode });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^ledger_session=[\w-]{43}; HttpOnly; SameSite=Lax/);
    const answer = CodeSignInAnswer.parse(await response.json());
    expect(answer.user).toMatchObject({ email: 'trial@demo.ledger', trialEligible: true, isPrime: false });
    expect(answer.trial).toBeNull();
    const session = SessionAnswer.parse(
      await (await api.get('/auth/session', { authorization: `Bearer ${answer.session}` })).json(),
    );
    expect(session.user.email).toBe('trial@demo.ledger');
  });

  it('mobile: a new number makes a new, trial-eligible reader and starts the trial when asked', async () => {
    const sent = await askCode('mobile', '+91 98765 43210');
    expect(sent.sentTo).toBe('******3210');
    const sms = await api.store.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('recipient', '=', '+919876543210')
      .executeTakeFirstOrThrow();
    expect(sms.body).toContain(`${sent.devCode} is your The Economic Ledger sign-in code`);
    const response = await verify({
      challengeId: sent.challengeId,
      code: ` ${sent.devCode} `,
      startTrial: true,
    });
    const answer = CodeSignInAnswer.parse(await response.json());
    expect(answer.user).toMatchObject({
      email: '',
      isPrime: true,
      primePlan: 'trial',
      trialEligible: false,
      permissions: ['subscribed'],
    });
    expect(answer.trial?.started).toBe(true);
    expect(Date.parse(answer.trial?.until ?? '') - clockAt.ms).toBe(14 * dayMs);

    // The same number later is the same reader, now Prime: the trial is not started twice.
    const again = await askCode('mobile', '09876543210');
    const second = CodeSignInAnswer.parse(
      await (
        await verify({ challengeId: again.challengeId, code: again.devCode, startTrial: 'true' })
      ).json(),
    );
    expect(second.user.ssoid).toBe(answer.user.ssoid);
    expect(second.trial).toEqual({ started: false, until: null });
    expect(second.user.primeUntil).toBe(answer.user.primeUntil);
  });

  it('a reader who has had a trial is signed in and told no trial started', async () => {
    const sent = await askCode('email', 'reader@demo.ledger');
    const answer = CodeSignInAnswer.parse(
      await (await verify({ challengeId: sent.challengeId, code: sent.devCode, startTrial: '1' })).json(),
    );
    expect(answer.user).toMatchObject({ email: 'reader@demo.ledger', isPrime: false });
    expect(answer.trial).toEqual({ started: false, until: null });
  });

  it('a wrong code counts down the tries; after 5 even the right code is refused', async () => {
    const sent = await askCode('email', 'tries@example.com');
    const wrong = wrongOf(String(sent.devCode));
    for (const left of [4, 3, 2, 1]) {
      const error = await refusal(await verify({ challengeId: sent.challengeId, code: wrong }), 400);
      expect(error).toEqual({
        param: 'code',
        message: `That code is not right. You have ${left} more ${left === 1 ? 'try' : 'tries'}.`,
      });
    }
    const fifth = await refusal(await verify({ challengeId: sent.challengeId, code: wrong }), 400);
    expect(fifth).toEqual({ param: 'code', message: oneTimeCodeTexts.code.tooManyAttempts });
    const right = await refusal(await verify({ challengeId: sent.challengeId, code: sent.devCode }), 400);
    expect(right).toEqual({ param: 'code', message: oneTimeCodeTexts.code.tooManyAttempts });
  });

  it('parallel guesses cannot get past 5 tries', async () => {
    const sent = await askCode('email', 'race@example.com');
    const wrong = wrongOf(String(sent.devCode));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => verify({ challengeId: sent.challengeId, code: wrong })),
    );
    expect(answers.every((response) => response.status === 400)).toBe(true);
    const row = await api.store.db
      .selectFrom('sign_in_codes')
      .select('attempts')
      .where('id', '=', sent.challengeId)
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(5);
  });

  it('a code signs in once, even when two requests race', async () => {
    const sent = await askCode('email', 'once@example.com');
    const answers = await Promise.all([
      verify({ challengeId: sent.challengeId, code: sent.devCode }),
      verify({ challengeId: sent.challengeId, code: sent.devCode }),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 400]);
    const refused = answers.find((response) => response.status === 400) as Response;
    expect((await refusal(refused, 400)).message).toBe(oneTimeCodeTexts.code.used);
    const readers = await api.store.db
      .selectFrom('readers')
      .select('id')
      .where('email', '=', 'once@example.com')
      .execute();
    expect(readers).toHaveLength(1);
  });

  it('a code expires after 10 minutes (simulated clock)', async () => {
    const sent = await askCode('mobile', '9000000001');
    clockAt.ms += oneTimeCodeRules.expiresInMs;
    const error = await refusal(await verify({ challengeId: sent.challengeId, code: sent.devCode }), 400);
    expect(error).toEqual({ param: 'code', message: oneTimeCodeTexts.code.expired });
  });

  it('a newer code from the same client replaces the older one', async () => {
    const client = fromClient();
    const first = await askCode('email', 'newer@example.com', client);
    const second = await askCode('email', 'newer@example.com', client);
    const error = await refusal(await verify({ challengeId: first.challengeId, code: first.devCode }), 400);
    expect(error).toEqual({ param: 'code', message: oneTimeCodeTexts.code.replaced });
    expect((await verify({ challengeId: second.challengeId, code: second.devCode })).status).toBe(200);
  });

  it('an unknown challenge is refused next to the code', async () => {
    const error = await refusal(await verify({ challengeId: 'A'.repeat(22), code: '123456' }), 400);
    expect(error).toEqual({ param: 'code', message: oneTimeCodeTexts.code.unknown });
  });

  it('sends at most 5 codes an hour to one address for one client; an hour later again', async () => {
    const client = fromClient();
    for (let sent = 0; sent < oneTimeCodeRules.sendsToAddressPerClientPerHour; sent += 1) {
      await askCode('mobile', '9000000002', client);
    }
    const response = await postJson('/auth/code', { channel: 'mobile', address: '+919000000002' }, client);
    expect(Number(response.headers.get('retry-after'))).toBe(3600);
    const error = await refusal(response, 429);
    expect(error.param).toBe('address');
    expect(error.message).toContain('Please try again in 60 minutes.');
    const queued = await api.store.db
      .selectFrom('sms_outbox')
      .select('id')
      .where('recipient', '=', '+919000000002')
      .execute();
    expect(queued).toHaveLength(5);
    clockAt.ms += oneTimeCodeRules.sendWindowMs;
    await askCode('mobile', '9000000002', client);
  });

  it("codes asked for an owner from 10 addresses never use up the owner's own code (Hardening, issue 26.4)", async () => {
    const owner = 'owner-26-4@example.com';
    const cap = oneTimeCodeRules.sendsToAddressPerClientPerHour;
    for (let n = 1; n <= 10; n += 1) {
      const attacker = { 'x-forwarded-for': `192.0.2.${200 + n}` };
      const statuses: number[] = [];
      for (let sent = 0; sent <= cap; sent += 1) {
        statuses.push((await postJson('/auth/code', { channel: 'email', address: owner }, attacker)).status);
      }
      // Each attacking address is refused after its own 5, and only then.
      expect(statuses, `attacker ${n}`).toEqual([...Array(cap).fill(200), 429]);
    }
    const clean = { 'x-forwarded-for': '198.51.100.200' };
    const mine = await askCode('email', owner, clean);
    // An attacker's code, asked for after the owner's, does not replace it.
    await askCode('email', owner, { 'x-forwarded-for': '192.0.2.250' });
    const response = await verify({ challengeId: mine.challengeId, code: mine.devCode }, clean);
    expect(response.status).toBe(200);
    const { session } = CodeSignInAnswer.parse(await response.json());
    const who = await fetch(`${api.baseUrl}/auth/session`, {
      headers: { authorization: `Bearer ${session}` },
    });
    expect(SessionAnswer.parse(await who.json()).user.email).toBe(owner);
  }, 60_000);

  it('one client is sent at most 20 codes an hour to all addresses, and a refusal charges nothing', async () => {
    const spammer = { 'x-forwarded-for': '2001:db8:26:4::1' };
    const ask = (n: number, from = spammer) =>
      postJson('/auth/code', { channel: 'email', address: `inbox${n}@example.com` }, from);
    // The per-request limit (10 in 10 minutes) is not the one under test: wait it out between batches.
    for (let n = 0; n < oneTimeCodeRules.sendsPerClientPerHour; n += 1) {
      if (n > 0 && n % 10 === 0) clockAt.ms += 600_000;
      expect((await ask(n)).status, `code ${n}`).toBe(200);
    }
    clockAt.ms += 600_000;
    // Another address in the same /64 is the same client.
    const refused = await ask(99, { 'x-forwarded-for': '2001:db8:26:4::ffff' });
    const error = await refusal(refused, 429);
    expect(error).toMatchObject({ param: 'address' });
    expect(error.message).toMatch(/^We have sent 20 codes at your network's request in the last hour/);
    const stored = await api.store.db
      .selectFrom('sign_in_sends')
      .select('sends')
      .where('address', '=', 'to:inbox99@example.com|from:ip6:2001:db8:26:4::/64')
      .executeTakeFirst();
    expect(stored?.sends ?? 0).toBe(0);
    // Another client is not held up.
    expect((await ask(99, fromClient())).status).toBe(200);
  }, 60_000);

  it('limits code requests and tries per client address', async () => {
    const client = fromClient();
    for (let n = 0; n < 10; n += 1) await askCode('email', `client${n}@example.com`, client);
    const error = await refusal(
      await postJson('/auth/code', { channel: 'email', address: 'client10@example.com' }, client),
      429,
    );
    expect(error.param).toBe('rate_limit');
    const checker = fromClient();
    for (let n = 0; n < 30; n += 1) await verify({ challengeId: 'B'.repeat(22), code: '000000' }, checker);
    expect((await verify({ challengeId: 'B'.repeat(22), code: '000000' }, checker)).status).toBe(429);
  });

  it.each([
    [{}, 'channel'],
    [{ channel: 'sms', address: '9876543210' }, 'channel'],
    [{ channel: 'email' }, 'address'],
    [{ channel: 'email', address: 'not-an-address' }, 'address'],
    [{ channel: 'email', address: 'a@x.com\r\nBcc: b@y.com' }, 'address'],
    [{ channel: 'mobile', address: '12345' }, 'address'],
    [{ channel: 'mobile', address: '9'.repeat(50) }, 'address'],
    [{ channel: 'email', address: ['a@x.com'] }, 'address'],
    [{ channel: { $ne: 1 }, address: 'a@x.com' }, 'channel'],
  ])('POST /auth/code %j → 400 naming %s', async (body, param) => {
    const error = await refusal(await postJson('/auth/code', body, fromClient()), 400);
    expect(error.param).toBe(param);
  });

  it.each([
    [{ code: '123456' }, 'challengeId'],
    [{ challengeId: "' or 1=1 --", code: '123456' }, 'challengeId'],
    [{ challengeId: 'C'.repeat(22) }, 'code'],
    [{ challengeId: 'C'.repeat(22), code: '12345' }, 'code'],
    [{ challengeId: 'C'.repeat(22), code: '1'.repeat(40) }, 'code'],
    [{ challengeId: 'C'.repeat(22), code: '123456', startTrial: 'maybe' }, 'startTrial'],
    [{ challengeId: 'C'.repeat(22), code: { length: 6 } }, 'code'],
  ])('POST /auth/code/verify %j → 400 naming %s', async (body, param) => {
    const error = await refusal(await verify(body), 400);
    expect(error.param).toBe(param);
  });

  it('refuses bodies that are not JSON objects or too large, and stays up', async () => {
    expect((await refusal(await postJson('/auth/code', '{"channel":', fromClient()), 400)).param).toBe(
      'body',
    );
    expect((await refusal(await postJson('/auth/code', '[1,2]', fromClient()), 400)).param).toBe('body');
    const big = JSON.stringify({ channel: 'email', address: 'a'.repeat(70_000) });
    expect((await postJson('/auth/code', big, fromClient())).status).toBe(413);
    const text = await fetch(`${api.baseUrl}/auth/code`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...fromClient() },
      body: 'channel=email',
    });
    expect(text.status).toBe(415);
    expect((await api.get('/health')).status).toBe(200);
  });
}

describe('AB-09 one-time code sign-in on SQLite', () => {
  const clock = { ms: seedNowMs + 2 * dayMs };
  codeSignInSuite(
    async () => ({ api: await startTestApi(undefined, { now: () => clock.ms, showOneTimeCodes: true }) }),
    clock,
  );
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('AB-09 one-time code sign-in on PostgreSQL (TEST_DATABASE_URL)', () => {
  const clock = { ms: seedNowMs + 2 * dayMs };
  codeSignInSuite(async () => {
    const scratch = await openScratchPostgres(postgresUrl as string);
    await migrateToLatest(scratch.db);
    await seedStore(scratch.db);
    const api = await startTestApi(scratch, {
      closeStore: false,
      now: () => clock.ms,
      showOneTimeCodes: true,
    });
    return { api, drop: () => scratch.drop() };
  }, clock);
});

describe('AB-09 one-time codes outside development', () => {
  it('never puts the code in the answer unless SHOW_ONE_TIME_CODES is on', async () => {
    const api = await startTestApi();
    try {
      const response = await fetch(`${api.baseUrl}/auth/code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channel: 'email', address: 'quiet@example.com' }),
      });
      const body = CodeChallengeAnswer.parse(await response.json());
      expect(body.devCode).toBeUndefined();
      expect(body.sentTo).toBe('qu*et@example.com');
    } finally {
      await api.close();
    }
  });
});
