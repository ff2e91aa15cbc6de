import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The browser's side, as the comments island runs it (relative: the backend does not depend on
// the browser's packages; only this test looks at both).
import {
  type Draft,
  isTooLong,
  toSubmission,
  validateDraft,
} from '../../../../packages/machines/src/comments/draft.ts';
import {
  type FlagBoxContext,
  type FlagReason,
  toFlagReport,
  validateFlag,
} from '../../../../packages/machines/src/comments/flagBox.machine.ts';
import { HttpError } from '../http/http-error.ts';
import { checkAnonymousAuthor, checkFlagUserName, checkMessage, checkReason } from './comment-rules.ts';

// Hardening item 18: the browser and the server judge what a reader writes by the same rules, so
// nothing the form lets through is refused by the server (and the other way round), and both say
// the same words. For random drafts, the first problem the browser shows (in form order) is the
// one the server names for what the browser sends.

type Verdict = { param: string; message: string } | null;

function serverVerdict(check: () => void): Verdict {
  try {
    check();
    return null;
  } catch (error) {
    if (!(error instanceof HttpError) || error.param === null) throw error;
    return { param: error.param, message: error.message };
  }
}

/** The form's fields as the server's payload names them. */
const COMMENT_PARAMS = { message: 'message', name: 'fromname', email: 'fromaddress', location: 'location' };

function browserCommentVerdict(draft: Draft): Verdict {
  const errors = validateDraft(draft, null);
  const fields = ['message', 'name', 'email', 'location'] as const;
  // Over 1500 characters the browser raises the spec's alert instead of a field message.
  if (errors.message === undefined && isTooLong(draft.message)) {
    return { param: 'message', message: 'You have entered more than 1500 characters' };
  }
  for (const field of fields) {
    const message = errors[field];
    if (message !== undefined) return { param: COMMENT_PARAMS[field], message };
  }
  return null;
}

function serverCommentVerdict(draft: Draft): Verdict {
  const sent = toSubmission('125400333', draft, null);
  const fields = {
    message: sent.message,
    fromname: sent.fromname,
    fromaddress: sent.fromaddress,
    location: sent.location,
  };
  return serverVerdict(() => {
    checkMessage(fields);
    checkAnonymousAuthor(fields);
  });
}

// Characters chosen to hit every rule: letters and digits, spaces and line breaks, e-mail
// punctuation, emoji, joiners, direction controls, other control characters.
const tricky = [
  'a',
  'Z',
  '7',
  'अ',
  ' ',
  '\n',
  '\r',
  '\t',
  '@',
  '.',
  '-',
  '"',
  '😀',
  '\u200B',
  '\u200D',
  '\u202E',
  '\u2066',
  '\u00AD',
  '\uFEFF',
  '\u2028',
  '\u0000',
];
const trickyText = (maxLength: number) => fc.string({ unit: fc.constantFrom(...tricky), maxLength });
const letters = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom('a', 'b', 'k', 'x', 'Q', '9'), minLength: min, maxLength: max });
/** Mostly well-formed addresses near the 40 limit, some broken, some with odd characters. */
const email = fc.oneof(
  fc
    .tuple(letters(1, 30), letters(1, 12), fc.constantFrom('com', 'in', 'co', 'c', 'c1', 'x-y'))
    .map(([local, host, tld]) => `${local}@${host}.${tld}`),
  fc.tuple(trickyText(12), letters(1, 8)).map(([local, host]) => `${local}@${host}.com`),
  trickyText(45),
);
/** Messages of every length class: short and tricky, and around the 1500 limit. */
const message = fc.oneof(
  trickyText(20),
  fc
    .tuple(
      fc.integer({ min: 1495, max: 1505 }),
      fc.constantFrom('m', '🙂', '\r\n'),
      trickyText(3),
      trickyText(3),
    )
    .map(([count, unit, before, after]) => `${before}${unit.repeat(count)}${after}`),
);
const name = fc.oneof(
  trickyText(24),
  letters(18, 22),
  fc.constant('😀'.repeat(20)),
  fc.constant('😀'.repeat(21)),
);
const location = fc.oneof(trickyText(24), letters(18, 22));

describe('browser and server agree on comments (AR-03, AR-04)', () => {
  it('on random drafts: same field, same words, or both accept', () => {
    fc.assert(
      fc.property(fc.record({ message, name, email, location }), (draft) => {
        expect(browserCommentVerdict(draft)).toEqual(serverCommentVerdict(draft));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['me@site.c', 'a one-letter top-level name'],
    ['a@b.c1', 'a digit in the top-level name'],
    ['as\u202Eha@example.com', 'a direction override'],
  ])('on the e-mail %j (%s): both refuse it', (address) => {
    const draft = { message: 'Fine words.', name: 'Asha', email: address, location: '' };
    const expected = { param: 'fromaddress', message: 'Please enter a valid email' };
    expect(browserCommentVerdict(draft)).toEqual(expected);
    expect(serverCommentVerdict(draft)).toEqual(expected);
  });

  it.each(['Asha\u202E', 'As\u200Bha', '\u2066Asha\u2069'])('on the name %j: both refuse it', (spoof) => {
    const draft = { message: 'Fine words.', name: spoof, email: 'asha@example.com', location: '' };
    const expected = {
      param: 'fromname',
      message: 'Please remove invisible and text-direction characters from your name',
    };
    expect(browserCommentVerdict(draft)).toEqual(expected);
    expect(serverCommentVerdict(draft)).toEqual(expected);
  });
});

const FLAG_PARAMS = { reason: 'reason', otherText: 'reasontext', name: 'username' };

function browserFlagVerdict(context: FlagBoxContext): Verdict {
  const errors = validateFlag(context);
  for (const field of ['reason', 'otherText', 'name'] as const) {
    const message = errors[field];
    if (message !== undefined) return { param: FLAG_PARAMS[field], message };
  }
  return null;
}

function serverFlagVerdict(context: FlagBoxContext): Verdict {
  const sent = toFlagReport(context);
  return serverVerdict(() => {
    checkReason({ reason: sent.reason, reasontext: sent.reasonText });
    checkFlagUserName(sent.name);
  });
}

describe('browser and server agree on abuse reports (AR-05)', () => {
  it('on random reports: same field, same words, or both accept', () => {
    const reason = fc.constantFrom<FlagReason>('foul-language', 'slanderous', 'inciting-hatred', 'others');
    const otherText = fc.oneof(
      trickyText(20),
      fc
        .tuple(fc.integer({ min: 495, max: 505 }), trickyText(3))
        .map(([n, tail]) => `${'r'.repeat(n)}${tail}`),
    );
    const flagName = fc.oneof(trickyText(20), letters(98, 102));
    fc.assert(
      fc.property(fc.record({ reason, otherText, name: flagName }), (picked) => {
        const context: FlagBoxContext = {
          commentId: '9000001',
          user: null,
          errors: {},
          formError: null,
          ...picked,
        };
        expect(browserFlagVerdict(context)).toEqual(serverFlagVerdict(context));
      }),
      { numRuns: 2000 },
    );
  });
});
