import { describe, expect, it } from 'vitest';
import {
  CommentWriteError,
  commentWriteError,
  notSentText,
  REFUSAL_TEXTS,
  refusalOf,
  tooManyText,
} from './refusal.ts';

// Hardening 18: what a refused write shows, from whatever the server (or the network) gave.

describe('commentWriteError: reading a failed answer', () => {
  it('takes status, param, message and Retry-After from the error body', () => {
    const error = commentWriteError(
      429,
      { error: { param: 'rate_limit', message: 'Too many comments; try again in 20 s' } },
      '20',
    );
    expect(error).toBeInstanceOf(CommentWriteError);
    expect(error).toMatchObject({
      status: 429,
      param: 'rate_limit',
      message: 'Too many comments; try again in 20 s',
      retryAfter: 20,
    });
  });

  it.each([
    ['no body', null],
    ['HTML from a proxy', '<html>Bad Gateway</html>'],
    ['an array', [{ error: 'x' }]],
    ['error as text', { error: 'nope' }],
    ['param and message of the wrong type', { error: { param: 7, message: { text: 'x' } } }],
    ['an overlong message', { error: { param: null, message: 'x'.repeat(301) } }],
  ])('keeps only the status for %s', (_, body) => {
    expect(commentWriteError(400, body, null)).toMatchObject({ status: 400, param: null, message: '' });
  });

  it.each([
    ['20', 20],
    [' 7 ', 7],
    ['Wed, 21 Oct 2026 07:28:00 GMT', null],
    ['-1', null],
    ['1e9', null],
  ])('reads Retry-After %j as %s', (header, seconds) => {
    expect(commentWriteError(429, null, header).retryAfter).toBe(seconds);
  });
});

describe('refusalOf', () => {
  const fields = { fromaddress: 'email' } as const;

  it('puts a 400 naming a form field next to that field, in the server’s words', () => {
    const error = new CommentWriteError(400, 'fromaddress', 'Please enter a valid email');
    expect(refusalOf(error, 'comment', fields)).toEqual({
      field: 'email',
      message: 'Please enter a valid email',
    });
  });

  it.each([
    [new TypeError('Failed to fetch'), REFUSAL_TEXTS.offline],
    [new DOMException('The operation was aborted.', 'AbortError'), REFUSAL_TEXTS.offline],
    ['a string', REFUSAL_TEXTS.offline],
    [new CommentWriteError(503, null, ''), REFUSAL_TEXTS.serverDown],
    [new CommentWriteError(401, 'session', 'x'), REFUSAL_TEXTS.sessionEnded],
    [new CommentWriteError(404, 'msid', 'no article 77'), REFUSAL_TEXTS.gone],
    [new CommentWriteError(413, 'body', 'The request is too large.'), 'The request is too large.'],
    // A name the form does not know (not a field of this form).
    [
      new CommentWriteError(400, 'parentid', 'must be a numeric id'),
      'It could not be sent: parentid must be a numeric id. Please reload the page and try again.',
    ],
  ])('%o is the form’s message', (error, message) => {
    expect(refusalOf(error, 'comment', fields)).toEqual({ field: null, message });
  });

  it('reads a copy of the error from another bundle by its name', () => {
    const copy = {
      name: 'CommentWriteError',
      status: 400,
      param: 'fromaddress',
      message: 'Bad',
      retryAfter: null,
    };
    expect(refusalOf(copy, 'comment', fields)).toEqual({ field: 'email', message: 'Bad' });
  });

  it('does not take a param named like an object property for a field', () => {
    const error = new CommentWriteError(400, 'constructor', 'must be text');
    expect(refusalOf(error, 'comment', fields).field).toBeNull();
  });
});

describe('texts', () => {
  it.each([
    ['comment', 20, 'Too many comments from you just now. Please try again in 20 seconds.'],
    ['reply', 1, 'Too many replies from you just now. Please try again in 1 second.'],
    ['report', 600, 'Too many reports from you just now. Please try again in 10 minutes.'],
    ['vote', null, 'Too many votes from you just now. Please try again in a minute.'],
  ] as const)('429 for a %s, %s s', (kind, seconds, text) => {
    expect(tooManyText(kind, seconds)).toBe(text);
  });

  it('says a fragment with its param, and a sentence as it came', () => {
    expect(notSentText('rootid', 'must be 12, the first comment of the thread.')).toBe(
      'It could not be sent: rootid must be 12, the first comment of the thread. Please reload the page and try again.',
    );
    expect(notSentText('origin', 'Requests from other sites are refused.')).toBe(
      'Requests from other sites are refused.',
    );
  });
});
