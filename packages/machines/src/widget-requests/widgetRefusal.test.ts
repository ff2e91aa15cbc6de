import { describe, expect, it } from 'vitest';
import { commentWriteError } from '../comments/refusal.ts';
import { needsSignIn, widgetRefusal } from './widgetRefusal.ts';

describe('AB-13, AB-14 widget refusals', () => {
  const fields = { email: 'email' } as const;

  it('says nothing for a failure: the network, a server error (spec §8)', () => {
    expect(widgetRefusal(new TypeError('Failed to fetch'), 'signup', fields)).toBeNull();
    expect(widgetRefusal(commentWriteError(500, null, null), 'signup', fields)).toBeNull();
    expect(
      widgetRefusal(commentWriteError(502, { error: { message: 'Bad Gateway' } }, null), 'vote'),
    ).toBeNull();
  });

  it('puts a refusal about a field of the form next to it, in the server’s words', () => {
    const error = commentWriteError(
      400,
      { error: { param: 'email', message: 'Please enter a valid e-mail address, like name@example.com.' } },
      null,
    );
    expect(widgetRefusal(error, 'signup', fields)).toEqual({
      field: 'email',
      message: 'Please enter a valid e-mail address, like name@example.com.',
    });
  });

  it('says when to try again past a limit, and other refusals as the widget’s message', () => {
    expect(widgetRefusal(commentWriteError(429, { error: { param: 'rate_limit' } }, '90'), 'signup')).toEqual(
      {
        field: null,
        message: 'Too many sign-ups from you just now. Please try again in 90 seconds.',
      },
    );
    expect(widgetRefusal(commentWriteError(429, null, null), 'vote')?.message).toBe(
      'Too many votes from you just now. Please try again in a minute.',
    );
    expect(
      widgetRefusal(
        commentWriteError(
          403,
          { error: { param: 'origin', message: 'Requests from other sites are refused.' } },
          null,
        ),
        'vote',
      ),
    ).toEqual({ field: null, message: 'Requests from other sites are refused.' });
    expect(
      widgetRefusal(
        commentWriteError(400, { error: { param: 'PRadio', message: 'is not an option of poll 1' } }, null),
        'vote',
      )?.message,
    ).toBe('It could not be sent: PRadio is not an option of poll 1. Please reload the page and try again.');
  });

  it('knows a 401 as "sign in", and nothing else', () => {
    expect(needsSignIn(commentWriteError(401, { error: { param: 'session' } }, null))).toBe(true);
    expect(needsSignIn(commentWriteError(403, null, null))).toBe(false);
    expect(needsSignIn(new Error('x'))).toBe(false);
  });
});
