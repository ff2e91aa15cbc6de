import { commentWriteError, type PollReaderStatus, type PollResult } from '@newsroom/machines';

// AB-14, the browser's side of the poll of the day: the site's /api/poll_of_the_day and
// /api/vote_result_json.cms pass the calls on with the reader's session (the cookie never leaves
// the site), and the backend decides who the voter is. Answers are read as untrusted here: a
// refusal becomes `CommentWriteError` (status, the server's words, Retry-After), an answer of the
// wrong shape a failure.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const wholeNumber = (value: unknown, min: number, max: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;

function readResult(value: unknown): PollResult | null {
  if (!isRecord(value) || !Array.isArray(value.options)) return null;
  const totalvotes = wholeNumber(value.totalvotes, 0, Number.MAX_SAFE_INTEGER);
  if (totalvotes === null) return null;
  const options = value.options.flatMap((option) => {
    if (!isRecord(option)) return [];
    const optionno = wholeNumber(option.optionno, 1, 99);
    const optionperc = wholeNumber(option.optionperc, 0, 100);
    return optionno === null || optionperc === null ? [] : [{ optionno, optionperc }];
  });
  return { totalvotes, options };
}

/**
 * The reader's part of a poll answer (`data` of poll_of_the_day, or the vote's answer): whether
 * they are signed in, whether and how they voted, the results once they have. Throws when it is
 * not one.
 */
export function readPollStatus(data: unknown): PollReaderStatus {
  if (!isRecord(data) || !isRecord(data.reader)) throw new Error('poll: malformed answer');
  const { signedIn, voted, optionno } = data.reader;
  if (typeof signedIn !== 'boolean' || typeof voted !== 'boolean') throw new Error('poll: malformed answer');
  const chosen = wholeNumber(optionno, 1, 99);
  const result = voted ? readResult(data.result) : null;
  if (voted && (chosen === null || result === null)) throw new Error('poll: a vote without its results');
  return { signedIn, voted, optionno: voted ? chosen : null, result };
}

async function answerOf(response: Response): Promise<unknown> {
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw commentWriteError(response.status, body, response.headers.get('retry-after'));
  return body;
}

/**
 * Whether this reader voted on the page's poll. When the poll of the day has moved on since the
 * page was made (a new day), the reader has not voted on the newer one as far as this page knows:
 * they are offered the page's poll, and voting tells them whether they had.
 */
export async function loadPollStatus(
  pollId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PollReaderStatus> {
  const body = await answerOf(
    await fetchImpl('/api/poll_of_the_day', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    }),
  );
  const data = isRecord(body) && Array.isArray(body.searchResult) ? (body.searchResult[0] as unknown) : null;
  const poll = isRecord(data) ? data.data : null;
  const status = readPollStatus(poll);
  if (!isRecord(poll) || String(poll.msid) !== pollId) {
    return { signedIn: status.signedIn, voted: false, optionno: null, result: null };
  }
  return status;
}

/** Casts the reader's vote (the spec's form: feedtype, txtPolliD, PRadio); the answer is their status after it. */
export async function votePoll(
  pollId: string,
  optionno: number,
  fetchImpl: typeof fetch = fetch,
): Promise<PollReaderStatus> {
  const body = await answerOf(
    await fetchImpl('/api/vote_result_json.cms', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ feedtype: 'json', txtPolliD: pollId, PRadio: String(optionno) }).toString(),
    }),
  );
  return readPollStatus(body);
}

/** The spec (§8): a poll failure is logged; the reader can try again. */
export function logPollFailure(error: unknown): void {
  console.error('Poll of the day:', error);
}
