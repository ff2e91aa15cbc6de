import { describe, expect, it } from 'vitest';
import {
  checkAddress,
  checkCode,
  maskAddress,
  normaliseCode,
  normaliseEmail,
  normaliseIndianMobile,
  oneTimeCodeTexts,
  tooManyClientSendsText,
  tooManySendsText,
  wrongCodeText,
} from './one-time-code.ts';

describe('AB-09 one-time code: Indian mobile numbers', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['0091 9876543210', '+919876543210'],
    ['(+91) 6000000000'.replace('(', '').replace(')', ''), '+916000000000'],
    ['  7000000000  ', '+917000000000'],
  ])('%j → %s', (typed, stored) => {
    expect(normaliseIndianMobile(typed)).toBe(stored);
  });

  it.each([
    '',
    '12345',
    '5876543210', // mobile numbers start with 6–9
    '98765432100',
    '+44 7911 123456',
    '+9198765', // too short
    '98765abc10',
    '٩٨٧٦٥٤٣٢١٠', // Arabic-Indic digits do not count
    `${'9'.repeat(10)}${' '.repeat(30)}`,
    '+',
    '++919876543210',
  ])('%j is not a mobile number', (typed) => {
    expect(normaliseIndianMobile(typed)).toBeNull();
  });

  it('is not fooled by values that are not text', () => {
    expect(normaliseIndianMobile(9876543210)).toBeNull();
    expect(normaliseIndianMobile(null)).toBeNull();
    expect(normaliseIndianMobile({ toString: () => '9876543210' })).toBeNull();
  });
});

describe('AB-09 one-time code: e-mail addresses', () => {
  it.each([
    ['Asha@Example.COM', 'asha@example.com'],
    ['  trial@demo.ledger ', 'trial@demo.ledger'],
    ['a.b+c@mail.co.in', 'a.b+c@mail.co.in'],
  ])('%j → %s', (typed, stored) => {
    expect(normaliseEmail(typed)).toBe(stored);
  });

  it.each([
    '',
    'asha',
    'asha@',
    'asha@localhost',
    'a b@x.com',
    'a@x.com\r\nBcc: b@y.com',
    `${'a'.repeat(250)}@x.com`,
    'a..b@x.com',
    42,
  ])('%j is not an address', (typed) => {
    expect(normaliseEmail(typed)).toBeNull();
  });
});

describe('AB-09 one-time code: the checks name their field', () => {
  it('asks for a channel', () => {
    expect(checkAddress('sms', '9876543210')).toEqual({
      ok: false,
      field: 'channel',
      message: oneTimeCodeTexts.channel.required,
    });
  });

  it.each([
    ['email', '', oneTimeCodeTexts.email.required],
    ['email', 'nope', oneTimeCodeTexts.email.invalid],
    ['mobile', '  ', oneTimeCodeTexts.mobile.required],
    ['mobile', '12345', oneTimeCodeTexts.mobile.invalid],
  ] as const)('%s %j → %s', (channel, text, message) => {
    expect(checkAddress(channel, text)).toEqual({ ok: false, field: 'address', message });
  });

  it('gives the normalised address', () => {
    expect(checkAddress('mobile', '098765 43210')).toEqual({ ok: true, address: '+919876543210' });
  });

  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['123-456', '123456'],
    ['12345', null],
    ['1234567', null],
    ['12345a', null],
    ['١٢٣٤٥٦', null],
    [123456, null],
  ])('code %j → %j', (typed, code) => {
    expect(normaliseCode(typed)).toBe(code);
  });

  it('says what is wrong with a code', () => {
    expect(checkCode('')).toMatchObject({ message: oneTimeCodeTexts.code.required });
    expect(checkCode('12')).toMatchObject({ message: oneTimeCodeTexts.code.invalid });
    expect(checkCode('000000')).toEqual({ ok: true, code: '000000' });
  });
});

describe('AB-09 one-time code: texts and masking', () => {
  it('counts the tries left', () => {
    expect(wrongCodeText(4)).toBe('That code is not right. You have 4 more tries.');
    expect(wrongCodeText(1)).toBe('That code is not right. You have 1 more try.');
    expect(wrongCodeText(0)).toBe(oneTimeCodeTexts.code.tooManyAttempts);
  });

  it('says when to try again', () => {
    expect(tooManySendsText(61)).toContain('in 2 minutes');
    expect(tooManySendsText(1)).toContain('in 1 minute.');
    expect(tooManyClientSendsText(3600)).toBe(
      "We have sent 20 codes at your network's request in the last hour. Please try again in 60 minutes.",
    );
  });

  it('masks with the paywall rules', () => {
    expect(maskAddress('email', 'rahulsharma@gmail.com')).toBe('rah*****rma@gmail.com');
    expect(maskAddress('mobile', '+919876543210')).toBe('******3210');
  });
});
