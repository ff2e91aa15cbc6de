import {
  type Comment,
  type CommentSubmission,
  type CommentsHeader,
  CommentsHttpError,
  CommentWriteError,
  type FetchPageInput,
  type FlagReport,
  type ReplySubmission,
  type Vote,
  type VoteRequest,
} from '@newsroom/machines';
import type { VoteMemory } from '@newsroom/ui';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import type { Effects } from './CommentsPanel.tsx';

/**
 * Story-only kit: sample comments and fake effects for the stories of the site's comments panel.
 * The fakes are what the stories pass through the panel's props in place of the real backend calls.
 */

const people = ['Asha Verma', 'Rohit Kulkarni', 'Meera Sundaram', 'Dev Patel', 'Farah Naqvi', 'Kabir Rao'];
const sayings = [
  'The rate pause was priced in weeks ago; the guidance is what moved the bond market.',
  'Small caps will feel this first. Margins are already thin in the mid-tier lenders.',
  'I disagree: rural demand is picking up, and that will carry the next two quarters.',
  'Good explainer. A chart of the yield curve would have helped.',
  'The fiscal math only works if disinvestment targets are met, and they rarely are.',
  'Exporters will welcome the weaker rupee, importers much less so.',
];

/** A sample comment; `n` picks its author, text and counts. */
export function sampleComment(id: string, n: number, children: Comment[] = [], text?: string): Comment {
  return {
    _id: id,
    A_D_N: people[n % people.length] ?? 'Reader',
    C_D: `Nov ${10 + (n % 10)}, 2026, 0${n % 10}:${String((n * 7) % 60).padStart(2, '0')} PM IST`,
    C_T: text ?? sayings[n % sayings.length] ?? '',
    PIU: null,
    user_reward: { statusPoints: (n * 37) % 400 },
    AC_A_C: (n * 5) % 23,
    AC_D_C: (n * 3) % 7,
    CHILD: children,
  };
}

/** A thread with replies nested `depth` levels deep: `{id}`, `{id}-1`, `{id}-1-1`, … */
export function deepThread(id: string, depth: number, n = 0): Comment {
  let reply: Comment | null = null;
  for (let level = depth; level >= 1; level--) {
    reply = sampleComment(`${id}${'-1'.repeat(level)}`, n + level, reply ? [reply] : []);
  }
  return sampleComment(id, n, reply ? [reply] : []);
}

/** `count` plain threads, ids `{prefix}{from}…`. */
export function threads(prefix: string, from: number, count: number): Comment[] {
  return Array.from({ length: count }, (_, i) => sampleComment(`${prefix}${from + i}`, from + i));
}

/** A comments answer as the API sends it. */
export function answer(header: CommentsHeader, comments: Comment[]): unknown[] {
  return [header, ...comments];
}

/** What a fake fetch does for a page: answer it, fail, or never settle (to show a loading state). */
export type FakePage = { answer: unknown } | { fail: unknown } | 'pending';

/** A fake `fetchPage` (a spy): page N gets `pages[N - 1]`; pages past the list never settle. */
export function fakeFetch(...pages: FakePage[]) {
  return fn(async (input: FetchPageInput, _signal: AbortSignal): Promise<unknown> => {
    const page = pages[input.pagenum - 1] ?? 'pending';
    if (page === 'pending') return new Promise<never>(() => {});
    if ('fail' in page) throw page.fail;
    return page.answer;
  });
}

export const httpError = (status: number, statusText: string) => new CommentsHttpError(status, statusText);

/** A promise the story settles by hand (e.g. to hold a form in "submitting"). */
export function deferred() {
  let resolve: (value: unknown) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An in-memory stand-in for the site's localStorage vote memory. */
export function memoryOf(initial: Record<string, Vote> = {}): VoteMemory & { votes: Map<string, Vote> } {
  const votes = new Map(Object.entries(initial));
  return {
    votes,
    recall: (id) => votes.get(id) ?? null,
    remember: (id, vote) => void votes.set(id, vote),
    forget: (id) => void votes.delete(id),
  };
}

/** The time the fake server stamps on what it stores, as the backend formats `C_D`. */
export const SERVER_TIME = '2026-11-22T19:46:49+05:30';

/**
 * A fake of the backend's comment store: it answers a post or reply with the comment it "stored",
 * with its own id (9100001, 9100002, …) and time, as the content API does (docs/content-api.md).
 */
export function fakeCommentStore() {
  let lastId = 9_100_000;
  return (submission: CommentSubmission): Comment => {
    lastId += 1;
    return {
      _id: String(lastId),
      A_D_N: submission.fromname,
      C_D: SERVER_TIME,
      C_T: submission.message,
      PIU: null,
      user_reward: { statusPoints: 0 },
      AC_A_C: 0,
      AC_D_C: 0,
      CHILD: [],
    };
  };
}

/** Effects that succeed at once, as spies; posts answer with the stored comment. */
export function okEffects(): Effects {
  const store = fakeCommentStore();
  return {
    submitComment: fn(async (s: CommentSubmission, _signal: AbortSignal): Promise<unknown> => store(s)),
    submitReply: fn(async (s: ReplySubmission, _signal: AbortSignal): Promise<unknown> => store(s)),
    report: fn(
      async (_r: FlagReport, _signal: AbortSignal): Promise<unknown> => ({ reported: true, id: '12' }),
    ),
    sendVote: fn(async (_r: VoteRequest, _signal: AbortSignal): Promise<unknown> => ({ counted: true })),
    onAlert: fn(),
    onLog: fn(),
  };
}

/** A refusal as the site's effects reject with it: status, the server's param and message, Retry-After. */
export const refusal = (
  status: number,
  param: string | null,
  message: string,
  retryAfter: number | null = null,
) => new CommentWriteError(status, param, message, retryAfter);

/** Effects whose one call `name` rejects with `error` (the others succeed), as spies. */
export function refusedEffects(
  name: 'submitComment' | 'submitReply' | 'report' | 'sendVote',
  error: unknown,
): Effects {
  const effects = okEffects();
  effects[name] = fn(async (_input: unknown, _signal: AbortSignal): Promise<unknown> => {
    throw error;
  });
  return effects;
}

/** Stories show a part in a column about as wide as the drawer's, in the site's type. */
export const narrowColumn = (Story: () => ReactNode) => (
  <div style={{ maxWidth: '33rem', fontFamily: 'var(--font-sans)' }}>{Story()}</div>
);

export type { Effects };
