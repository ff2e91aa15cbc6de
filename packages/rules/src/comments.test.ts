import { describe, expect, it } from 'vitest';
import {
  checkCommentEmail,
  checkCommentLocation,
  checkCommentMessage,
  checkCommentName,
  checkFlagName,
  checkFlagOtherText,
  countCharacters,
  EMAIL_PATTERN,
  hasFormatCharacter,
} from './comments.ts';

// The comment rules both the browser and the content backend use (Hardening items 15 and 18).

const rule = (problem: { rule: string } | null) => problem?.rule ?? 'ok';

describe('countCharacters', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['🙂', 1], // two UTF-16 units
    ['🇮🇳', 2], // a flag is two code points
    ['a\r\nb', 3], // CR LF is one line break
    ['a\nb', 3],
    ['a\rb', 3],
  ])('%j counts %i', (text, count) => {
    expect(countCharacters(text)).toBe(count);
  });
});

describe('format characters (Cf and bidirectional controls)', () => {
  it.each([
    ['\u202E', 'right-to-left override'],
    ['\u202D', 'left-to-right override'],
    ['\u202A', 'left-to-right embedding'],
    ['\u2066', 'left-to-right isolate'],
    ['\u2069', 'pop directional isolate'],
    ['\u200E', 'left-to-right mark'],
    ['\u061C', 'Arabic letter mark'],
    ['\u200B', 'zero-width space'],
    ['\u200D', 'zero-width joiner'],
    ['\u200C', 'zero-width non-joiner'],
    ['\u2060', 'word joiner'],
    ['\uFEFF', 'byte order mark'],
    ['\u00AD', 'soft hyphen'],
    ['\u{E0041}', 'tag letter A'],
  ])('%j (%s) is one', (character) => {
    expect(hasFormatCharacter(`As${character}ha`)).toBe(true);
  });

  it.each(['Asha', 'Ravi K.', 'राम', 'محمد', '😀', 'O’Brien'])('%j has none', (text) => {
    expect(hasFormatCharacter(text)).toBe(false);
  });
});

describe('the e-mail pattern (the server’s stricter one)', () => {
  it.each([
    'me@site.c',
    'a@b.c1',
    'a@b',
    'two@@example.com',
    'spa ce@example.com',
    'asha@example..com',
    'asha@-example.com',
    '"asha"@example.com',
    'as\u202Eha@example.com',
    'as\u200Bha@example.com',
    'as\u0000ha@example.com',
  ])('refuses %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
    expect(rule(checkCommentEmail(email))).toBe('invalid');
  });

  it.each(['asha@example.com', 'first.last+news@mail.co.uk', 'a@b.co', 'राम@example.in'])(
    'accepts %j',
    (email) => {
      expect(checkCommentEmail(email)).toBeNull();
    },
  );
});

describe('each check, at its edges', () => {
  it.each([
    [checkCommentMessage, '', 'required'],
    [checkCommentMessage, ' \n\t ', 'required'],
    [checkCommentMessage, 'k', 'ok'],
    [checkCommentMessage, 'm'.repeat(1500), 'ok'],
    [checkCommentMessage, 'm'.repeat(1501), 'tooLong'],
    [checkCommentMessage, '🙂'.repeat(1500), 'ok'],
    [checkCommentMessage, 'ab\r\n'.repeat(500), 'ok'],
    [checkCommentMessage, `${'ab\r\n'.repeat(500)}x`, 'tooLong'],
    [checkCommentMessage, 'two lines\nand a\ttab', 'ok'],
    [checkCommentMessage, 'nul \u0000 inside', 'characters'],
    // Allowed in text (decisions.md): emoji sequences and Indic scripts need the joiners.
    [checkCommentMessage, 'family 👨\u200D👩\u200D👧', 'ok'],
    [checkCommentMessage, 'quoted \u202Eright to left\u202C', 'ok'],
    [checkCommentName, '', 'required'],
    [checkCommentName, '   ', 'required'],
    [checkCommentName, 'n'.repeat(20), 'ok'],
    [checkCommentName, ` ${'n'.repeat(20)} `, 'ok'],
    [checkCommentName, 'n'.repeat(21), 'tooLong'],
    [checkCommentName, '😀'.repeat(20), 'ok'],
    [checkCommentName, 'two\nlines', 'characters'],
    [checkCommentName, 'line\u2028separator', 'characters'],
    [checkCommentName, 'Asha\u202E', 'characters'],
    [checkCommentName, 'As\u200Bha', 'characters'],
    [checkCommentName, 'Asha 👨\u200D👩\u200D👧', 'characters'],
    [checkCommentEmail, '', 'required'],
    [checkCommentEmail, `${'e'.repeat(28)}@example.com`, 'ok'],
    [checkCommentEmail, `${'e'.repeat(29)}@example.com`, 'tooLong'],
    [checkCommentLocation, '', 'ok'],
    [checkCommentLocation, 'l'.repeat(20), 'ok'],
    [checkCommentLocation, 'l'.repeat(21), 'tooLong'],
    [checkCommentLocation, 'Pu\u202Ene', 'characters'],
    [checkFlagName, '', 'ok'],
    [checkFlagName, 'n'.repeat(100), 'ok'],
    [checkFlagName, 'n'.repeat(101), 'tooLong'],
    [checkFlagName, 'Meena\u2066', 'characters'],
    [checkFlagOtherText, '', 'required'],
    [checkFlagOtherText, 'r'.repeat(500), 'ok'],
    [checkFlagOtherText, 'r'.repeat(501), 'tooLong'],
    [checkFlagOtherText, 'bell \u0007', 'characters'],
  ] as const)('%o %j → %s', (check, value, expected) => {
    expect(rule(check(value))).toBe(expected);
  });
});
