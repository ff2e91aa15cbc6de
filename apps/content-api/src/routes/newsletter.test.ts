import { newsletterRules, newsletterTexts } from '@newsroom/rules/newsletter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSmtp } from '../../../../scripts/testing/fake-smtp.ts';
import { ErrorAnswer } from '../contract.ts';
import { configureMail } from '../mail/routes.ts';
import { seedNowMs } from '../seed/clock.ts';
import { newsletterRows } from '../seed/newsletters.ts';
import { demoReaders } from '../seed/readers.ts';
import { seedStore } from '../seed/seed-store.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { openScratchPostgres, openSeededSqlite, startTestApi, type TestApi } from '../testing/test-api.ts';
import { ConfirmAnswer, NewslettersAnswer, SubscribeAnswer } from './newsletter.ts';

// AB-13 newsletter sign-up on both engines: definitions per section, double opt-in through the
// mail outbox, idempotent sign-ups (racing ones too), a confirmation link that works once.

const siteOrigin = 'https://www.ledger.test';
const hourMs = 3_600_000;
const linkPattern = new RegExp(
  `^${siteOrigin.replaceAll('.', '\\.')}/newsletters/confirm\\?token=([A-Za-z0-9_-]{43})$`,
  'm',
);

type Open = () => Promise<{ api: TestApi; close(): Promise<void>; moveClock(ms: number): void }>;

function engines(): [string, Open][] {
  const start = async (store: TestApi['store'], drop?: () => Promise<void>) => {
    let clock = seedNowMs + 24 * hourMs;
    // Every request comes from 127.0.0.1; the limit has a test of its own below.
    const api = await startTestApi(store, {
      now: () => clock,
      closeStore: drop === undefined,
      rateLimits: { newsletterSignups: 'off' },
    });
    return {
      api,
      close: async () => {
        await api.close();
        await drop?.();
      },
      moveClock: (ms: number) => {
        clock += ms;
      },
    };
  };
  const list: [string, Open][] = [['SQLite', async () => start(await openSeededSqlite())]];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    list.push([
      'PostgreSQL',
      async () => {
        const scratch = await openScratchPostgres(postgresUrl);
        await migrateToLatest(scratch.db);
        await seedStore(scratch.db);
        return start(scratch, scratch.drop);
      },
    ]);
  }
  return list;
}

beforeAll(() => {
  configureMail({ siteOrigin, smtpUrl: null });
});

describe.each(engines())('AB-13 newsletters on %s', (_, open) => {
  let api: TestApi;
  let engine: Awaited<ReturnType<Open>>;
  beforeAll(async () => {
    engine = await open();
    api = engine.api;
  });
  afterAll(() => engine.close());

  const subscribe = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    api.post('/newsletters/subscribe', fields, headers);
  const confirm = (token: string) => api.post('/newsletters/confirm', { token });
  const mailsTo = (email: string) =>
    api.store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipients', '=', email)
      .orderBy('id')
      .execute();
  const subscriptions = (email: string) =>
    api.store.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).execute();
  const tokenIn = (body: string) => {
    const token = linkPattern.exec(body)?.[1];
    if (!token) throw new Error(`no confirmation link in:\n${body}`);
    return token;
  };

  it('AB-13 lists every newsletter (sid, section, desc, sampleLink), the general one first', async () => {
    const response = await api.get('/newsletters');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    const { newsletters } = NewslettersAnswer.parse(await response.json());
    expect(newsletters.map((newsletter) => newsletter.sid)).toEqual(newsletterRows.map((row) => row.sid));
    expect(newsletters[0]).toMatchObject({ sid: 'morning-brief', sectionId: null, sampleLink: '/news' });
    expect(newsletters.find((newsletter) => newsletter.sid === 'tech')).toEqual({
      sid: 'tech',
      name: 'Tech Wire',
      section: 'Tech',
      sectionId: '13357270',
      desc: 'Startups, funding rounds and the technology reshaping Indian business, every weekday.',
      sampleLink: '/tech',
    });
  });

  it('AB-13 refuses a missing or unknown newsletter and an address that is not one, storing nothing', async () => {
    const cases: [Record<string, string>, number, string, string | null][] = [
      [{ email: 'asha@example.com' }, 400, 'sid', newsletterTexts.sidRequired],
      [{ sid: 'Tech!', email: 'asha@example.com' }, 400, 'sid', null],
      [{ sid: 'tech' }, 400, 'email', newsletterTexts.emailRequired],
      [{ sid: 'tech', email: '   ' }, 400, 'email', newsletterTexts.emailRequired],
      [{ sid: 'tech', email: 'asha@localhost' }, 400, 'email', newsletterTexts.emailInvalid],
      [
        { sid: 'tech', email: 'asha@example.com\r\nBcc: all@example.com' },
        400,
        'email',
        newsletterTexts.emailInvalid,
      ],
      [{ sid: 'gardening', email: 'asha@example.com' }, 404, 'sid', 'no newsletter gardening'],
    ];
    for (const [fields, status, param, message] of cases) {
      const response = await subscribe(fields);
      expect(response.status, JSON.stringify(fields)).toBe(status);
      const error = ErrorAnswer.parse(await response.json()).error;
      expect(error.param, JSON.stringify(fields)).toBe(param);
      if (message) expect(error.message).toBe(message);
    }
    expect(await subscriptions('asha@example.com')).toEqual([]);
    expect(await mailsTo('asha@example.com')).toEqual([]);
  });

  it('AB-13 stores a pending subscription and mails its confirmation link through the outbox, once', async () => {
    const response = await subscribe({ sid: 'tech', email: ' Ravi.Menon@Example.com ' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(SubscribeAnswer.parse(await response.json())).toEqual({ sid: 'tech', accepted: true });
    const [subscription, ...more] = await subscriptions('ravi.menon@example.com');
    expect(more).toEqual([]);
    expect(subscription).toMatchObject({
      sid: 'tech',
      status: 'pending',
      confirmed_at: null,
      reader_id: null,
    });
    const [mail, ...moreMail] = await mailsTo('ravi.menon@example.com');
    expect(moreMail).toEqual([]);
    expect(mail).toMatchObject({
      msid: 0,
      status: 'queued',
      subject: 'Confirm your subscription to Tech Wire',
    });
    expect(mail?.body).toContain('Startups, funding rounds and the technology reshaping Indian business');
    expect(mail?.body).toContain('The link works for 48 hours.');
    // Only the token's hash is stored.
    const token = tokenIn(mail?.body ?? '');
    expect(subscription?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(subscription)).not.toContain(token);

    // The same again (written differently): the same answer, one subscription, one mail.
    const again = await subscribe({ sid: 'tech', email: 'RAVI.MENON@EXAMPLE.COM' });
    expect(SubscribeAnswer.parse(await again.json())).toEqual({ sid: 'tech', accepted: true });
    expect(await subscriptions('ravi.menon@example.com')).toHaveLength(1);
    expect(await mailsTo('ravi.menon@example.com')).toHaveLength(1);
    // Another newsletter for the same address is another subscription.
    await subscribe({ sid: 'markets', email: 'ravi.menon@example.com' });
    expect((await subscriptions('ravi.menon@example.com')).map((row) => row.sid).sort()).toEqual([
      'markets',
      'tech',
    ]);
  });

  it('AB-13 racing sign-ups for one address store one subscription and mail one link', async () => {
    const email = 'racing.reader@example.com';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        subscribe({ sid: 'wealth', email }).then((response) => response.status),
      ),
    );
    expect(answers).toEqual(answers.map(() => 200));
    expect(await subscriptions(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('AB-13 the mailed link confirms once; signing up again afterwards mails nothing', async () => {
    const email = 'meena.iyer@example.in';
    await subscribe({ sid: 'markets', email });
    const token = tokenIn((await mailsTo(email))[0]?.body ?? '');
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(ConfirmAnswer.parse(await confirmed.json())).toEqual({
      sid: 'markets',
      name: 'Markets Daily',
      status: 'confirmed',
    });
    const [row] = await subscriptions(email);
    expect(row).toMatchObject({ status: 'confirmed' });
    expect(row?.confirmed_at).toMatch(/\+05:30$/);

    const used = await confirm(token);
    expect(used.status).toBe(409);
    expect(ErrorAnswer.parse(await used.json()).error).toEqual({
      param: 'token',
      message: newsletterTexts.linkUsed,
    });

    const again = await subscribe({ sid: 'markets', email });
    expect(SubscribeAnswer.parse(await again.json())).toEqual({ sid: 'markets', accepted: true });
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await subscriptions(email))[0]?.status).toBe('confirmed');
  });

  it('AB-13 racing confirmations of one link confirm once', async () => {
    const email = 'two.tabs@example.com';
    await subscribe({ sid: 'nri', email });
    const token = tokenIn((await mailsTo(email))[0]?.body ?? '');
    const statuses = await Promise.all(Array.from({ length: 6 }, () => confirm(token).then((r) => r.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
  });

  it('AB-13 refuses a broken or unknown link, and an expired one until the reader signs up again', async () => {
    const malformed = await confirm('short');
    expect(malformed.status).toBe(400);
    expect(ErrorAnswer.parse(await malformed.json()).error).toEqual({
      param: 'token',
      message: newsletterTexts.linkMalformed,
    });
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(ErrorAnswer.parse(await unknown.json()).error.message).toBe(newsletterTexts.linkUnknown);

    const email = 'late.reader@example.com';
    await subscribe({ sid: 'mutual-funds', email });
    const first = tokenIn((await mailsTo(email))[0]?.body ?? '');
    // Still within the link's time: signing up again mails nothing.
    engine.moveClock(newsletterRules.confirmLinkLifetimeMs - hourMs);
    await subscribe({ sid: 'mutual-funds', email });
    expect(await mailsTo(email)).toHaveLength(1);
    engine.moveClock(2 * hourMs);
    const expired = await confirm(first);
    expect(expired.status).toBe(410);
    expect(ErrorAnswer.parse(await expired.json()).error.message).toBe(newsletterTexts.linkExpired);

    // Signing up again now mails a new link, which works; the old one is no link any more.
    await subscribe({ sid: 'mutual-funds', email });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails[1]?.body ?? '');
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(404);
    expect((await confirm(second)).status).toBe(200);
    expect(await subscriptions(email)).toHaveLength(1);
  });

  it('AB-13 remembers the signed-in reader who signed up; an ended session is told so', async () => {
    const headers = await api.signIn('reader');
    await subscribe({ sid: 'morning-brief', email: demoReaders.reader.email }, headers);
    const [row] = await subscriptions(demoReaders.reader.email);
    expect(row).toMatchObject({
      reader_id: demoReaders.reader.id,
      client: `reader:${demoReaders.reader.id}`,
    });
    const ended = await subscribe(
      { sid: 'morning-brief', email: 'x@example.com' },
      { authorization: `Bearer ${'x'.repeat(43)}` },
    );
    expect(ended.status).toBe(401);
  });
});

describe('AB-13 sign-ups are rate-limited and sent over SMTP when it is set', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  let api: TestApi;
  beforeAll(async () => {
    smtp = await fakeSmtp();
    configureMail({ siteOrigin, smtpUrl: smtp.url });
    api = await startTestApi(undefined, {
      now: () => seedNowMs,
      rateLimits: { newsletterSignups: { count: 3, perSeconds: 600 } },
    });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
    configureMail({ smtpUrl: null });
  });

  it('AB-13 sends the confirmation mail and marks it sent in the outbox', async () => {
    const response = await api.post('/newsletters/subscribe', {
      sid: 'tech',
      email: 'sent.mail@example.com',
    });
    expect(response.status).toBe(200);
    const [mail] = await api.store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipients', '=', 'sent.mail@example.com')
      .execute();
    expect(mail?.status).toBe('sent');
    const [message] = smtp.messages();
    expect(message).toContain('To: sent.mail@example.com');
    expect(message).toMatch(linkPattern);
  });

  it('AB-13 answers 429 past the sign-up limit, after the fields pass, and mails nothing more', async () => {
    const refusedField = await api.post('/newsletters/subscribe', { sid: 'tech', email: 'nope' });
    expect(refusedField.status).toBe(400);
    expect((await api.post('/newsletters/subscribe', { sid: 'tech', email: 'b@example.com' })).status).toBe(
      200,
    );
    expect((await api.post('/newsletters/subscribe', { sid: 'tech', email: 'c@example.com' })).status).toBe(
      200,
    );
    const limited = await api.post('/newsletters/subscribe', { sid: 'tech', email: 'd@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(ErrorAnswer.parse(await limited.json()).error).toMatchObject({ param: 'rate_limit' });
    expect(
      await api.store.db
        .selectFrom('newsletter_subscriptions')
        .select('id')
        .where('email', '=', 'd@example.com')
        .execute(),
    ).toEqual([]);
  });
});
