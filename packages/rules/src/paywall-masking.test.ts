import { describe, expect, it } from 'vitest';
import {
  MASKED_EMAIL_MAX_LENGTH,
  maskEmail,
  maskEmailName,
  maskLoginId,
  maskPhone,
} from './paywall-masking.ts';

describe('AB-09 maskEmail: the spec’s two rules (position = characters before the at-sign)', () => {
  it.each([
    // 7 or more before the at-sign: 3, stars, 3.
    ['abcdefg@x.com', 'abc*efg@x.com'],
    ['rahulsharma@gmail.com', 'rah*****rma@gmail.com'],
    ['abcdefghijklmnopqrst@example.co.in', 'abc**************rst@example.co.in'],
    // 5 or 6: 2, stars, 2.
    ['abcdef@x.in', 'ab**ef@x.in'],
    ['abcde@x.in', 'ab*de@x.in'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('AB-09 maskEmail: where the spec is silent', () => {
  it.each([
    // Shorter names: the first character and stars; one character is a star.
    ['abcd@x.in', 'a***@x.in'],
    ['abc@x.in', 'a**@x.in'],
    ['ab@x.in', 'a*@x.in'],
    ['a@x.in', '*@x.in'],
    ['@x.in', '@x.in'],
    // Plus-addressing is part of the name.
    ['asha+news@x.com', 'ash***ews@x.com'],
    ['a+b@x.com', 'a**@x.com'],
    // The last at-sign splits.
    ['"a@b"@x.com', '"a*b"@x.com'],
    // No at-sign: the whole value is masked as a name.
    ['rahulsharma', 'rah*****rma'],
    ['abc', 'a**'],
    ['', ''],
    // White space at the edges goes.
    ['  abcdefg@x.com \n', 'abc*efg@x.com'],
    // Invisible and direction characters are dropped before masking.
    ['rahul\u202Esharma@gmail.com', 'rah*****rma@gmail.com'],
    ['ab\u200Bcdefg@x.com', 'abc*efg@x.com'],
    ['abcdefg@x.com\u202E', 'abc*efg@x.com'],
  ])('%j → %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it.each([
    // Characters as a reader sees them: an accent written apart stays with its letter.
    ['jose\u0301lopez@x.com', 'jos***pez@x.com'],
    // A Devanagari name of 4 syllables (7 code points).
    ['अनुराधा@example.in', 'अ***@example.in'],
    // 5 syllables (13 code points): 2, a star, 2.
    ['प्रियंकाशर्मा@x.in', 'प्रियं*शर्मा@x.in'],
    ['😀😀😀😀😀😀😀@x.com', '😀😀😀*😀😀😀@x.com'],
    ['🇮🇳🇮🇳🇮🇳🇮🇳🇮🇳@x.com', '🇮🇳🇮🇳*🇮🇳🇮🇳@x.com'],
  ])('unicode %j → %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('never shows a name whole, at any length', () => {
    for (let n = 1; n <= 64; n++) {
      const name = 'n'.repeat(n);
      const masked = maskEmailName(name);
      expect(masked).toContain('*');
      expect(Array.from(masked)).toHaveLength(n);
    }
  });

  it('shows nothing for a value that is not a string or too long to be an address', () => {
    expect(maskEmail(undefined)).toBe('');
    expect(maskEmail(42)).toBe('');
    expect(maskEmail({ toString: () => 'abcdefg@x.com' })).toBe('');
    expect(maskEmail(`${'a'.repeat(MASKED_EMAIL_MAX_LENGTH - 6)}@x.com`)).toBe(
      `aaa${'*'.repeat(MASKED_EMAIL_MAX_LENGTH - 12)}aaa@x.com`,
    );
    expect(maskEmail(`${'a'.repeat(MASKED_EMAIL_MAX_LENGTH - 5)}@x.com`)).toBe('');
  });
});

describe('AB-09 maskPhone: the first 6 digits become stars', () => {
  it.each<[unknown, string]>([
    ['9876543210', '******3210'],
    [9876543210, '******3210'],
    // +91 and its other spellings are dropped first: the 10 national digits are masked.
    ['+91 98765 43210', '******3210'],
    ['+919876543210', '******3210'],
    ['+91-98765-43210', '******3210'],
    ['919876543210', '******3210'],
    ['0091 98765 43210', '******3210'],
    ['09876543210', '******3210'],
    ['(022) 2345 6789', '******6789'],
    // A foreign number shows only its last 4.
    ['+44 7700 900123', '********0123'],
    ['+1 (415) 555-0100', '*******0100'],
    // Short numbers: 6 stars first; 6 digits or fewer are all stars.
    ['1234567', '******7'],
    ['123456', '******'],
    ['12345', '*****'],
    ['+91', '**'],
    ['7', '*'],
  ])('%j → %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it.each<[string, unknown]>([
    ['empty', ''],
    ['no digits', 'call me'],
    ['Devanagari digits only (ASCII digits count)', '९८७६५४३२१०'],
    ['more than 15 digits', '1'.repeat(16)],
    ['text longer than 32', `9876543210${' '.repeat(30)}`],
    ['a negative number', -9876543210],
    ['a fraction', 98765.4321],
    ['not a string', { phone: '9876543210' }],
    ['missing', undefined],
  ])('shows nothing for %s', (_, phone) => {
    expect(maskPhone(phone)).toBe('');
  });
});

describe('AB-09 maskLoginId: the stored Prime login as the nudge names it', () => {
  it.each<[unknown, string]>([
    ['rahulsharma@gmail.com', 'rah*****rma@gmail.com'],
    ['+91 98765 43210', '******3210'],
    ['9876543210', '******3210'],
    // An account number or user name: the name rule, never whole.
    ['1234', '1***'],
    ['prime-reader-7', 'pri********r-7'],
    ['ab12-x', 'ab**-x'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (loginId, masked) => {
    expect(maskLoginId(loginId)).toBe(masked);
  });
});
