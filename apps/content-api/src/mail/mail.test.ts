import {
  captchaMaxNumberCeiling,
  defaultCaptchaMaxNumber,
  mailLimits,
  recipientsPerDayText,
} from '@newsroom/rules/mail';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeSmtp } from '../../../../scripts/testing/fake-smtp.ts';
import { seedNowMs } from '../seed/clock.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { type Challenge, checkSolution, createChallenge, encodeSolution, solveChallenge } from './captcha.ts';
import { istDay } from './daily-cap.ts';
import { publicationName, senderNameForMail } from './message.ts';
import { configureMail, mailSettingsFrom, recaptchaVerifyUrl } from './routes.ts';
import { checkMailRequest, mailMessages, splitRecipients } from './rules.ts';
import { dotStuff, encodeHeaderText, sendMail } from './smtp.ts';

// AR-08 mail this article: captcha, rules, outbox, SMTP, rate limit, editors' outbox view.

const secret = 'test-captcha-secret';
let clock = seedNowMs + 60 * 60_000;
let api: TestApi;
let msid: string;

async function challenge(): Promise<Challenge> {
  const response = await api.get('/captcha/challenge');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as Challenge;
}

async function solved(): Promise<string> {
  const solution = solveChallenge(await challenge());
  if (!solution) throw new Error('unsolvable challenge');
  return solution;
}

function postMail(body: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${api.baseUrl}/json/postmail.cms?recaptcha=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const outboxCount = async () =>
  Number(
    (
      await api.store.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function goodRequest(overrides: Record<string, string> = {}) {
  return {
    name: 'Meena Iyer',
    toaddress: ' ravi@example.com ,  asha@example.in ',
    replyto: 'meena@example.com',
    recaptchaValue: await solved(),
    msid,
    ...overrides,
  };
}

// A low difficulty keeps the tests quick (CAPTCHA_MAX_NUMBER); a high daily cap keeps the
// older tests from meeting it (its own tests set it low).
const testMail = { captchaSecret: secret, smtpUrl: null, recaptchaSecret: null, maxnumber: 2000 };

beforeAll(async () => {
  configureMail({ ...testMail, recipientsPerDay: 10_000 });
  api = await startTestApi(undefined, { now: () => clock });
  const row = await api.store.db
    .selectFrom('articles')
    .select('msid')
    .orderBy('msid')
    .executeTakeFirstOrThrow();
  msid = String(row.msid);
});
afterAll(() => api.close());
beforeEach(() => {
  // A fresh rate limiter for each test (its own client address would do too).
  configureMail({ ...testMail, recipientsPerDay: 10_000 });
  clock += 60_000;
});

describe('AR-08 proof-of-work captcha', () => {
  it('verifies a solved challenge and refuses a wrong number, a forged signature and an expired one', () => {
    const issued = createChallenge({ secret, nowMs: 1_000_000, maxnumber: 50, number: 17 });
    expect(issued).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50 });
    const good = encodeSolution({ ...issued, number: 17 });
    expect(checkSolution(good, secret, 1_000_000)).toMatchObject({ ok: true, challenge: issued.challenge });
    expect(checkSolution(encodeSolution({ ...issued, number: 18 }), secret, 1_000_000)).toEqual({
      ok: false,
      reason: 'hash',
    });
    expect(checkSolution(good, 'another-secret', 1_000_000)).toEqual({ ok: false, reason: 'signature' });
    expect(checkSolution(good, secret, 1_000_000 + 11 * 60_000)).toEqual({ ok: false, reason: 'expired' });
    expect(checkSolution('not base64 json', secret, 1_000_000)).toEqual({ ok: false, reason: 'malformed' });
    // A salt with a later expiry is a different challenge: the signature no longer matches.
    const forged = { ...issued, salt: issued.salt.replace(/expires=\d+/, 'expires=99999999999') };
    expect(checkSolution(encodeSolution({ ...forged, number: 17 }), secret, 1_000_000).ok).toBe(false);
  });
});

describe('AR-08 mail rules', () => {
  it('splits recipients on commas, trims and collapses spaces', () => {
    expect(splitRecipients('  a@x.com ,b@y.in,, ,  c@z.org ')).toEqual(['a@x.com', 'b@y.in', 'c@z.org']);
  });

  it.each([
    [{ toaddress: 'a@x.com' }, 'recaptchaValue', mailMessages.captchaRequired],
    [{ recaptchaValue: 'x', toaddress: '  ,  ' }, 'toaddress', mailMessages.recipientRequired],
    [
      { recaptchaValue: 'x', toaddress: 'not-an-address' },
      'toaddress',
      'not-an-address is not a valid email address',
    ],
    [
      { recaptchaValue: 'x', toaddress: `${'a'.repeat(250)}@x.com` },
      'toaddress',
      'The recipients can have at most 255 characters',
    ],
    [
      { recaptchaValue: 'x', toaddress: 'a@x.com', name: 'n'.repeat(301) },
      'name',
      'Your name can have at most 300 characters',
    ],
    [{ recaptchaValue: 'x', toaddress: 'a@x.com', replyto: 'bad' }, 'replyto', 'Please enter a valid email'],
    [
      { recaptchaValue: 'x', toaddress: 'a@x.com', name: 'Eve\r\nBcc: all@x.com' },
      'name',
      'must not contain line breaks or control characters',
    ],
    [
      { recaptchaValue: 'x', toaddress: 'a@x.com\nBcc: all@x.com' },
      'toaddress',
      'must not contain line breaks or control characters',
    ],
    [{ recaptchaValue: 'x', toaddress: 'a@x.com', msid: 'abc' }, 'msid', 'must be a numeric article id'],
  ])('refuses %j', (fields, param, message) => {
    const checked = checkMailRequest({ msid: '1', ...fields });
    expect(checked).toMatchObject({ status: 400, param, message });
  });
});

describe('AR-08 SMTP client', () => {
  it('dot-stuffs lines that start with a dot and encodes non-ASCII header text', () => {
    expect(dotStuff('a\r\n.b\r\n..c')).toBe('a\r\n..b\r\n...c\r\n.\r\n');
    expect(dotStuff('.x\r\n')).toBe('..x\r\n.\r\n');
    expect(encodeHeaderText('Plain Name')).toBe('Plain Name');
    expect(encodeHeaderText('Mèena <x>')).toBe(`=?UTF-8?B?${Buffer.from('Mèena <x>').toString('base64')}?=`);
  });

  it('talks EHLO, MAIL FROM, RCPT TO per recipient, DATA and QUIT', async () => {
    const smtp = await fakeSmtp();
    await sendMail(smtp.url, {
      from: { name: 'Ledger', address: 'no-reply@ledger.example' },
      replyTo: { name: 'Meena', address: 'meena@example.com' },
      to: ['a@x.com', 'b@y.in'],
      subject: 'Hello',
      text: 'line one\n.starts with a dot\nend',
    });
    await smtp.close();
    const lines = smtp.sessions[0] ?? [];
    expect(lines[0]).toMatch(/^EHLO /);
    expect(lines.slice(1, 5)).toEqual([
      'MAIL FROM:<no-reply@ledger.example>',
      'RCPT TO:<a@x.com>',
      'RCPT TO:<b@y.in>',
      'DATA',
    ]);
    expect(lines).toContain('..starts with a dot');
    expect(lines).toContain('Reply-To: Meena <meena@example.com>');
    expect(lines.at(-2)).toBe('.');
    expect(lines.at(-1)).toBe('QUIT');
  });

  it('fails when the server refuses a recipient', async () => {
    const smtp = await fakeSmtp({ reject: true });
    await expect(
      sendMail(smtp.url, {
        from: { name: '', address: 'f@x.com' },
        replyTo: null,
        to: ['a@x.com'],
        subject: 's',
        text: 't',
      }),
    ).rejects.toThrow('550 no such user');
    await smtp.close();
  });
});

describe('AR-08 POST /json/postmail.cms?recaptcha=1', () => {
  it('stores a good request in the outbox as queued and answers success', async () => {
    const before = await outboxCount();
    const response = await postMail(await goodRequest());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success' });
    expect(await outboxCount()).toBe(before + 1);
    const row = await api.store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      msid: Number(msid),
      sender_name: 'Meena Iyer',
      reply_to: 'meena@example.com',
      recipients: 'ravi@example.com, asha@example.in',
      status: 'queued',
    });
    expect(row.body).toContain(`/${msid}.cms`);
  });

  it('refuses with 400 and stores nothing: no captcha, no recipient, bad address, header injection, unknown msid', async () => {
    const before = await outboxCount();
    const cases: [Record<string, string>, number, string, string][] = [
      [{ recaptchaValue: '' }, 400, 'recaptchaValue', mailMessages.captchaRequired],
      [{ toaddress: '   ' }, 400, 'toaddress', mailMessages.recipientRequired],
      [{ toaddress: 'a@x.com, nope' }, 400, 'toaddress', 'nope is not a valid email address'],
      [
        { name: 'Eve\r\nBcc: victim@x.com' },
        400,
        'name',
        'must not contain line breaks or control characters',
      ],
      [{ recaptchaValue: 'garbage' }, 400, 'recaptchaValue', mailMessages.captchaRequired],
      [{ msid: '999999999' }, 404, 'msid', 'no article 999999999'],
    ];
    for (const [overrides, status, param, message] of cases) {
      const response = await postMail(await goodRequest(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(status);
      expect(await response.json()).toEqual({ error: { param, message } });
    }
    expect(await outboxCount()).toBe(before);
  });

  it('refuses a replayed solution and an expired challenge', async () => {
    const request = await goodRequest();
    expect((await postMail(request)).status).toBe(200);
    const replay = await postMail(request);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({
      error: { param: 'recaptchaValue', message: mailMessages.captchaRequired },
    });

    const late = await goodRequest();
    clock += 11 * 60_000;
    expect((await postMail(late)).status).toBe(400);
  });

  it('limits each client: the sixth request in ten minutes is a 429', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 5; i++) expect((await postMail(await goodRequest(), headers)).status).toBe(200);
    const refused = await postMail(await goodRequest(), headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await postMail(await goodRequest(), { 'x-forwarded-for': '203.0.113.10' })).status).toBe(200);
  });

  it('sends over SMTP when SMTP_URL is set and marks the row sent, or failed', async () => {
    const smtp = await fakeSmtp();
    configureMail({ smtpUrl: smtp.url });
    expect((await postMail(await goodRequest({ name: 'Meena' }))).status).toBe(200);
    const sent = await api.store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sent.status).toBe('sent');
    expect(sent.sent_at).not.toBeNull();
    const lines = smtp.sessions[0] ?? [];
    expect(lines).toContain('RCPT TO:<ravi@example.com>');
    expect(lines).toContain('RCPT TO:<asha@example.in>');
    expect(lines).toContain('Reply-To: Meena <meena@example.com>');
    await smtp.close();

    const refusing = await fakeSmtp({ reject: true });
    configureMail({ smtpUrl: refusing.url });
    expect((await postMail(await goodRequest())).status).toBe(200);
    const failed = await api.store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('550');
    await refusing.close();
  });

  it('checks a Google reCAPTCHA token when RECAPTCHA_SECRET is set (through the injected fetch)', async () => {
    const asked: URLSearchParams[] = [];
    configureMail({
      recaptchaSecret: 'google-secret',
      fetch: async (url, init) => {
        expect(String(url)).toBe(recaptchaVerifyUrl);
        const form = new URLSearchParams(String(init?.body));
        asked.push(form);
        return Response.json({ success: form.get('response') === 'good-token' });
      },
    });
    expect((await postMail(await goodRequest({ recaptchaValue: 'good-token' }))).status).toBe(200);
    const bad = await postMail(await goodRequest({ recaptchaValue: 'bad-token' }));
    expect(bad.status).toBe(400);
    expect(asked.map((form) => [form.get('secret'), form.get('response')])).toEqual([
      ['google-secret', 'good-token'],
      ['google-secret', 'bad-token'],
    ]);
  });
});

describe('AR-08 GET /moderation/outbox', () => {
  it('is for editors only and lists the newest mail first', async () => {
    expect((await api.get('/moderation/outbox')).status).toBe(401);
    expect((await api.get('/moderation/outbox', await api.signIn('reader'))).status).toBe(403);
    await postMail(await goodRequest({ name: 'Outbox Check' }));
    const response = await api.get('/moderation/outbox?size=5', await api.signIn('editor'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { totalcount: number; mails: { name: string; status: string }[] };
    expect(body.totalcount).toBeGreaterThan(0);
    expect(body.mails[0]).toMatchObject({ name: 'Outbox Check', status: 'queued' });
  });
});

const latestMail = () =>
  api.store.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

const addresses = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => `${tag}${i}@example.com`).join(', ');

describe('Hardening #16 the sender cannot write the subject', () => {
  it("keeps 300 characters of the sender's words out of the subject; the body quotes them, cut short", async () => {
    const words = 'Win a free phone at prize.example today only '.repeat(7).slice(0, mailLimits.senderName);
    expect(await (await postMail(await goodRequest({ name: words }))).json()).toEqual({ status: 'success' });
    const row = await latestMail();
    const article = await api.store.db
      .selectFrom('articles')
      .select('title')
      .where('msid', '=', Number(msid))
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe(`${publicationName}: ${article.title}`);
    // The outbox keeps what was sent for editors; the mail carries a short, quoted form.
    expect(row.sender_name).toBe(words.trim());
    const shown = senderNameForMail(words);
    expect([...shown]).toHaveLength(mailLimits.senderNameInMail);
    expect(row.body).toContain(`who gave their name as “${shown}”`);
    expect(row.body).not.toContain(words.trim());
  });

  it('sends that subject and the cut name in Reply-To, encoded, over SMTP', async () => {
    const smtp = await fakeSmtp();
    configureMail({ smtpUrl: smtp.url });
    const name = `Iyer, Meena ${'x'.repeat(80)}`;
    expect((await postMail(await goodRequest({ name }))).status).toBe(200);
    await smtp.close();
    const lines = smtp.sessions[0] ?? [];
    const data = lines.slice(lines.indexOf('DATA') + 1, lines.lastIndexOf('.'));
    const headers = data
      .slice(0, data.indexOf(''))
      .join('\r\n')
      .replace(/\r\n(?=[ \t])/g, '');
    const decoded = headers.replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/g, (_, base64: string) =>
      Buffer.from(base64, 'base64').toString('utf8'),
    );
    const row = await latestMail();
    expect(decoded).toContain(`Subject: ${row.subject}`);
    expect(decoded).toContain(`Reply-To: ${senderNameForMail(name)}<meena@example.com>`);
    expect(decoded).not.toContain('Meena xxx'.padEnd(80, 'x'));
    for (const line of data.slice(0, data.indexOf(''))) expect(line.length).toBeLessThanOrEqual(76);
  });
});

describe('Hardening #16 recipients per sender per day', () => {
  it('caps a signed-in reader, in words next to the recipients, in the store (a restart keeps it) until the next India day', async () => {
    configureMail({ recipientsPerDay: 12 });
    const reader = await api.signIn('trial');
    const send = (count: number, tag: string, to: TestApi = api) =>
      goodRequest({ toaddress: addresses(count, tag) }).then((body) =>
        fetch(`${to.baseUrl}/json/postmail.cms?recaptcha=1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...reader },
          body: JSON.stringify(body),
        }),
      );
    expect((await send(10, 'first')).status).toBe(200);
    const before = await outboxCount();
    const refused = await send(3, 'more');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(istDay(clock).secondsLeft));
    expect(await refused.json()).toEqual({
      error: { param: 'toaddress', message: recipientsPerDayText(12, 2) },
    });
    expect(recipientsPerDayText(12, 2)).toBe(
      'You can mail articles to at most 12 people a day; you can send to 2 more today. Remove some addresses, or send the rest tomorrow.',
    );
    expect(await outboxCount()).toBe(before);

    // A restart: fresh settings and limiters, the same store.
    configureMail({ ...testMail, recipientsPerDay: 12 });
    const restarted = await startTestApi(api.store, { now: () => clock, closeStore: false });
    try {
      expect((await send(3, 'again', restarted)).status).toBe(429);
      expect((await send(2, 'last', restarted)).status).toBe(200);
      const full = await send(1, 'over', restarted);
      expect(await full.json()).toEqual({
        error: { param: 'toaddress', message: recipientsPerDayText(12, 0) },
      });
    } finally {
      await restarted.close();
    }

    clock += istDay(clock).secondsLeft * 1000;
    expect((await send(10, 'tomorrow')).status).toBe(200);
  });

  it("counts an anonymous reader by the site's reader id and by the address", async () => {
    configureMail({ recipientsPerDay: 4 });
    const asAnonymous = async (id: string, count: number, address = '198.51.100.6') =>
      (
        await postMail(await goodRequest({ toaddress: addresses(count, id.slice(0, 6)) }), {
          'x-anonymous-reader': id,
          'x-forwarded-for': address,
        })
      ).status;
    expect(await asAnonymous('anon-reader-aaaaaaaaaaaa', 4)).toBe(200);
    expect(await asAnonymous('anon-reader-aaaaaaaaaaaa', 1, '198.51.100.9')).toBe(429);
    // A new id from the same address: the address's day is full.
    expect(await asAnonymous('anon-reader-bbbbbbbbbbbb', 1)).toBe(429);
    // …and its refusal charged nothing to the new id, which may still send from elsewhere.
    expect(await asAnonymous('anon-reader-bbbbbbbbbbbb', 4, '198.51.100.10')).toBe(200);

    const fromAddress = async (count: number) =>
      (
        await postMail(await goodRequest({ toaddress: addresses(count, 'ip') }), {
          'x-forwarded-for': '198.51.100.7',
        })
      ).status;
    expect(await fromAddress(4)).toBe(200);
    expect(await fromAddress(1)).toBe(429);
  });

  // Hardening (issue 26.3): dropping the cookie between requests sent 40 recipients in 10 s past
  // the cap of 30, each request a new anonymous id.
  it('stops 40 recipients from one address at the cap of 30, whatever new ids it sends', async () => {
    configureMail({ recipientsPerDay: 30 });
    const before = await outboxCount();
    const statuses = [];
    for (let request = 0; request < 4; request += 1) {
      const body = await goodRequest({ toaddress: addresses(10, `drop${request}-`) });
      const id = `dropped-cookie-${String(request).padStart(10, '0')}`;
      const headers = { 'x-anonymous-reader': id, 'x-forwarded-for': '198.51.100.40' };
      statuses.push((await postMail(body, headers)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await outboxCount()).toBe(before + 3);
    const recipients = await api.store.db
      .selectFrom('mail_sender_days')
      .select('recipients')
      .where('sender', '=', 'ip:198.51.100.40')
      .executeTakeFirstOrThrow();
    expect(recipients.recipients).toBe(30);
  });
});

describe('Hardening #16 settings', () => {
  it('defaults to about a second of work on a mid-range phone and the shared daily cap', () => {
    const settings = mailSettingsFrom({});
    expect(settings.maxnumber).toBe(defaultCaptchaMaxNumber);
    expect(settings.recipientsPerDay).toBe(mailLimits.recipientsPerDay);
    expect(mailSettingsFrom({ CAPTCHA_MAX_NUMBER: ' 500 ', MAIL_RECIPIENTS_PER_DAY: '12' })).toMatchObject({
      maxnumber: 500,
      recipientsPerDay: 12,
    });
  });

  it('refuses to start with a difficulty browsers would refuse, or a cap that is not a whole number', () => {
    expect(() => mailSettingsFrom({ CAPTCHA_MAX_NUMBER: String(captchaMaxNumberCeiling + 1) })).toThrow(
      `CAPTCHA_MAX_NUMBER must be a whole number from 1 to ${captchaMaxNumberCeiling}`,
    );
    for (const bad of ['0', '-5', '1.5', '1e3', 'lots']) {
      expect(() => mailSettingsFrom({ MAIL_RECIPIENTS_PER_DAY: bad }), bad).toThrow(
        /MAIL_RECIPIENTS_PER_DAY/,
      );
    }
  });

  it('issues challenges of the configured difficulty', async () => {
    configureMail({ maxnumber: 1234 });
    expect((await challenge()).maxnumber).toBe(1234);
  });
});
