import { describe, expect, it } from 'vitest';
import { checkNewsletterEmail, isNewsletterId, newsletterRules, newsletterTexts } from './newsletter.ts';
import { normaliseEmail } from './one-time-code.ts';

describe('AB-13 newsletter rules', () => {
  it('AB-13 takes an address trimmed and lower-cased, as sign-in by code does', () => {
    expect(checkNewsletterEmail('  Asha.Rao+News@Example.CO.in ')).toEqual({
      ok: true,
      email: 'asha.rao+news@example.co.in',
    });
    for (const text of ['a@b.co', 'reader@demo.ledger', "o'neil@example.ie"]) {
      const check = checkNewsletterEmail(text);
      expect(check, text).toEqual({ ok: true, email: normaliseEmail(text) });
    }
  });

  it('AB-13 refuses what a browser’s type=email lets through but is no mail address', () => {
    // `a@localhost` and `a@b` pass a browser's e-mail field; a newsletter cannot reach them.
    for (const text of [
      'a@localhost',
      'a@b',
      'a b@example.com',
      'a@@example.com',
      'name@example.c',
      '@x.com',
    ]) {
      expect(checkNewsletterEmail(text), text).toEqual({
        ok: false,
        field: 'email',
        message: newsletterTexts.emailInvalid,
      });
    }
    expect(checkNewsletterEmail(`${'a'.repeat(250)}@example.com`).ok).toBe(false);
    expect(checkNewsletterEmail('a@example.com\r\nBcc: x@y.com').ok).toBe(false);
  });

  it('AB-13 asks for an address when there is none', () => {
    for (const text of ['', '   ', undefined, null, 42]) {
      expect(checkNewsletterEmail(text)).toEqual({
        ok: false,
        field: 'email',
        message: newsletterTexts.emailRequired,
      });
    }
  });

  it('AB-13 newsletter ids are short lower-case words joined by hyphens', () => {
    for (const sid of ['tech', 'morning-brief', 'mf-2']) expect(isNewsletterId(sid), sid).toBe(true);
    for (const sid of ['', 'Tech', 'tech-', '-tech', 'a--b', 'a b', 'a'.repeat(41), 7, null]) {
      expect(isNewsletterId(sid), String(sid)).toBe(false);
    }
  });

  it('AB-13 a confirmation token is 43 base64url characters (32 bytes)', () => {
    expect(newsletterRules.tokenPattern.test('A'.repeat(43))).toBe(true);
    expect(newsletterRules.tokenPattern.test('A'.repeat(42))).toBe(false);
    expect(newsletterRules.tokenPattern.test(`${'A'.repeat(42)}=`)).toBe(false);
  });
});
