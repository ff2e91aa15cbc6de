import { CommentWriteError } from '@newsroom/machines';
import { describe, expect, it, vi } from 'vitest';
import { loadPollStatus, readPollStatus, votePoll } from './pollEffects.ts';

// AB-14 the browser's side of the poll: what the answers say, read as untrusted; refusals with the
// server's words; a poll of the day that has moved on since the page was made.

const result = {
  totalvotes: 10,
  options: [
    { optionno: 1, optionperc: 60 },
    { optionno: 2, optionperc: 40 },
  ],
};
const data = (overrides: Record<string, unknown> = {}) => ({
  msid: '126000104',
  title: 'Q',
  polloptions: [],
  reader: { signedIn: true, voted: true, optionno: 2 },
  result,
  ...overrides,
});
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers })) as unknown as typeof fetch;

describe('AB-14 readPollStatus', () => {
  it('AB-14 reads the reader’s part: voted with the results, or not', () => {
    expect(readPollStatus(data())).toEqual({ signedIn: true, voted: true, optionno: 2, result });
    expect(
      readPollStatus(data({ reader: { signedIn: false, voted: false, optionno: null }, result: null })),
    ).toEqual({
      signedIn: false,
      voted: false,
      optionno: null,
      result: null,
    });
  });

  it('AB-14 drops malformed result rows and refuses answers that are no status', () => {
    const odd = readPollStatus(
      data({
        result: {
          totalvotes: 10,
          options: [{ optionno: 1, optionperc: 140 }, 'x', { optionno: 2, optionperc: 40 }],
        },
      }),
    );
    expect(odd.result?.options).toEqual([{ optionno: 2, optionperc: 40 }]);
    for (const bad of [
      null,
      [],
      data({ reader: null }),
      data({ reader: { signedIn: 'yes', voted: false } }),
      // Voted, yet no results or no answer: not something to show.
      data({ result: null }),
      data({ reader: { signedIn: true, voted: true, optionno: null } }),
    ]) {
      expect(() => readPollStatus(bad), JSON.stringify(bad)).toThrow();
    }
  });
});

describe('AB-14 loadPollStatus and votePoll', () => {
  it('AB-14 asks the site’s /api/poll_of_the_day and reads the page’s poll', async () => {
    const fetchImpl = answer(200, { searchResult: [{ data: data() }] });
    expect(await loadPollStatus('126000104', fetchImpl)).toMatchObject({ voted: true, optionno: 2 });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/poll_of_the_day',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('AB-14 a newer poll of the day than the page’s: this page’s poll is offered as not voted', async () => {
    const fetchImpl = answer(200, { searchResult: [{ data: data({ msid: '126000105' }) }] });
    expect(await loadPollStatus('126000104', fetchImpl)).toEqual({
      signedIn: true,
      voted: false,
      optionno: null,
      result: null,
    });
  });

  it('AB-14 a refusal rejects with the server’s words and Retry-After', async () => {
    const fetchImpl = answer(
      429,
      { error: { param: 'rate_limit', message: 'Too many votes' } },
      { 'retry-after': '12' },
    );
    const error = await votePoll('126000104', 1, fetchImpl).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommentWriteError);
    expect(error).toMatchObject({ status: 429, param: 'rate_limit', retryAfter: 12 });
    const signIn = await loadPollStatus('1', answer(401, { error: { param: 'session' } })).catch(
      (e: unknown) => e,
    );
    expect(signIn).toMatchObject({ status: 401 });
  });

  it('AB-14 sends the spec’s vote form and reads the answer', async () => {
    const fetchImpl = answer(200, { ...data(), counted: true });
    expect(await votePoll('126000104', 2, fetchImpl)).toMatchObject({ voted: true, optionno: 2 });
    const [path, init] = (fetchImpl as unknown as ReturnType<typeof vi.fn>).mock.calls[0] as [
      string,
      RequestInit,
    ];
    expect(path).toBe('/api/vote_result_json.cms');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('feedtype=json&txtPolliD=126000104&PRadio=2');
  });
});
