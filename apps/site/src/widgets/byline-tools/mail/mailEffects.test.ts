import { createHash } from 'node:crypto';
import { captchaMaxNumberCeiling } from '@newsroom/rules/mail';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSender, MailRefused, senderOf, solveCaptcha, submitMail } from './mailEffects.ts';

// AR-08 the mail form's sender for a signed-in reader: asked of the site's /api/session in the
// browser (the cached page never carries it), nothing for an anonymous reader.

afterEach(() => vi.unstubAllGlobals());

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async (_input: string, _init?: RequestInit) =>
    typeof body === 'string'
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('AR-08 mail sender from /api/session', () => {
  it('reads the first name and e-mail of a signed-in reader', async () => {
    const fetch = answering(200, { user: { firstName: ' Asha ', email: 'reader@demo.ledger' } });
    expect(await fetchSender()).toEqual({ name: 'Asha', replyto: 'reader@demo.ledger' });
    expect(fetch).toHaveBeenCalledWith('/api/session', { headers: { accept: 'application/json' } });
  });

  it('is null for an anonymous reader, a failed call or an answer it cannot read', async () => {
    answering(200, { user: null });
    expect(await fetchSender()).toBeNull();
    answering(502, { error: { param: null, message: 'down' } });
    expect(await fetchSender()).toBeNull();
    answering(200, 'not json');
    expect(await fetchSender()).toBeNull();
  });

  it('keeps what the session has and drops blanks and other types', () => {
    expect(senderOf({ firstName: 'Asha', email: '  ' })).toEqual({ name: 'Asha' });
    expect(senderOf({ firstName: 7, email: 'a@x.in' })).toEqual({ replyto: 'a@x.in' });
    expect(senderOf({ firstName: '', email: '' })).toBeNull();
    expect(senderOf('Asha')).toBeNull();
  });
});

describe('Hardening #16 mail effects', () => {
  const request = { name: '', toaddress: 'a@x.com', replyto: '', recaptchaValue: 's', msid: '1' };

  it('hands the backend refusal on with the field it names, so the form shows it there', async () => {
    const cap = 'You can mail articles to at most 30 people a day, and you have reached that today.';
    answering(429, { error: { param: 'toaddress', message: cap } });
    const refused = await submitMail(request).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MailRefused);
    expect(refused).toMatchObject({ message: cap, field: 'toaddress' });
    answering(400, { error: { param: 'recaptchaValue', message: 'Please complete the reCAPTCHA.' } });
    await expect(submitMail(request)).rejects.toMatchObject({ field: 'captcha' });
    for (const param of ['constructor', 'msid', null, 7]) {
      answering(400, { error: { param, message: 'no' } });
      await expect(submitMail(request)).rejects.toMatchObject({ field: null, message: 'no' });
    }
    answering(200, { status: 'success' });
    await expect(submitMail(request)).resolves.toBeUndefined();
  });

  it('solves the challenge on the page where no worker can be made, and refuses one too hard', async () => {
    const salt = 'c0ffee?expires=1893456000';
    const challenge = {
      algorithm: 'SHA-256',
      challenge: createHash('sha256').update(`${salt}321`).digest('hex'),
      salt,
      maxnumber: 1500,
      signature: 'a'.repeat(64),
    };
    answering(200, challenge);
    // Node has no Worker: the fallback must still find the number.
    expect(JSON.parse(atob(await solveCaptcha()))).toMatchObject({ number: 321, salt });
    answering(200, { ...challenge, maxnumber: captchaMaxNumberCeiling + 1 });
    await expect(solveCaptcha()).rejects.toThrow('captcha: not a proof-of-work challenge');
  });
});
