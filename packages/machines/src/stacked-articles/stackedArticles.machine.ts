import { assign, fromPromise, setup } from 'xstate';

/**
 * AB-06 stacked articles: below the story the reader opened, the next ones arrive as they scroll.
 *
 * idle → (NEAR: the loader is within 300 px of the viewport) → loading → idle, … → finished.
 * The first story fetched for a reader who is not Prime is the advertorial, when there is one
 * (spec §4); then each story's own `next`. It stops (`finished`) when:
 * - the story to fetch was already shown (a loop in the "next" chain),
 * - there is none (the oldest story), or MAX_STACKED (10) stories have been stacked,
 * - a fetch fails, or does not complete within LOAD_LIMIT (90 s, a named delay).
 * NEAR while loading or finished is ignored, so a flurry of observer reports loads once.
 *
 * Pure: the caller supplies the actor `loadStory` (input: { msid }) through `.provide`: fetch the
 * story, place it in the page, resolve with `{ msid, next }` (the msid of the story after it, or
 * null); reject on any failure. Action `log` ({ error }) hears why a stack stopped early.
 */

/** Spec §4: at most this many stories are stacked below the first. */
export const MAX_STACKED = 10;
/** Spec §4: a story not in place after this long ends the stack. */
export const STACK_LOAD_LIMIT_MS = 90_000;

const MSID = /^\d{1,12}$/;

export interface StackedArticlesInput {
  /** The story the reader opened. */
  first: string;
  /** The story after it, or null. */
  next: string | null;
  /** An advertorial to stack first (readers who are not Prime), or null. */
  advertorial?: string | null;
}

export interface StackedArticlesContext {
  /** Every story in the page, in order: the first, then the stacked ones. */
  readonly shown: readonly string[];
  /** The story to fetch next, or null when there is none. */
  readonly upcoming: string | null;
  /** The first story's own next, held while the advertorial goes first. */
  readonly afterAdvertorial: string | null;
  /** Why the stack ended; null while it goes on. */
  readonly ended: 'repeat' | 'none' | 'limit' | 'failed' | 'timeout' | null;
}

export type StackedArticlesEvent = { type: 'NEAR' };

export interface LoadedStory {
  msid: string;
  next: string | null;
}

const validMsid = (value: unknown): string | null =>
  typeof value === 'string' && MSID.test(value) ? value : null;

export const stackedArticlesMachine = setup({
  types: {
    context: {} as StackedArticlesContext,
    events: {} as StackedArticlesEvent,
    input: {} as StackedArticlesInput,
  },
  actors: {
    // Placeholder, replaced by the caller: loads nothing.
    loadStory: fromPromise<LoadedStory, { msid: string }>(async () => {
      throw new Error('loadStory was not provided');
    }),
  },
  delays: {
    LOAD_LIMIT: STACK_LOAD_LIMIT_MS,
  },
  guards: {
    nothingUpcoming: ({ context }) => context.upcoming === null,
    upcomingShown: ({ context }) => context.upcoming !== null && context.shown.includes(context.upcoming),
    full: ({ context }) => context.shown.length - 1 >= MAX_STACKED,
  },
  actions: {
    stack: assign(({ context }, params: { story: LoadedStory }) => {
      const msid = validMsid(params.story?.msid) ?? context.upcoming ?? '';
      const next = validMsid(params.story?.next);
      const holding = context.afterAdvertorial;
      return {
        shown: [...context.shown, msid],
        // After the advertorial the reader goes on with the first story's own next.
        upcoming: holding !== null ? holding : next,
        afterAdvertorial: null,
      };
    }),
    end: assign((_, params: { why: NonNullable<StackedArticlesContext['ended']> }) => ({
      ended: params.why,
    })),
    // Placeholder, replaced by the caller.
    log: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'stackedArticles',
  context: ({ input }) => {
    const first = validMsid(input?.first) ?? '';
    const next = validMsid(input?.next);
    const advertorial = validMsid(input?.advertorial);
    const adFirst = advertorial !== null && advertorial !== first;
    return {
      shown: [first],
      upcoming: adFirst ? advertorial : next,
      afterAdvertorial: adFirst ? next : null,
      ended: null,
    };
  },
  initial: 'checking',
  states: {
    // Transient: whether there is anything (new) left to stack.
    checking: {
      always: [
        { guard: 'full', target: 'finished', actions: { type: 'end', params: { why: 'limit' } } },
        { guard: 'nothingUpcoming', target: 'finished', actions: { type: 'end', params: { why: 'none' } } },
        { guard: 'upcomingShown', target: 'finished', actions: { type: 'end', params: { why: 'repeat' } } },
        { target: 'idle' },
      ],
    },
    idle: {
      tags: ['waiting'],
      on: { NEAR: 'loading' },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadStory',
        src: 'loadStory',
        input: ({ context }) => ({ msid: context.upcoming ?? '' }),
        onDone: {
          target: 'checking',
          actions: { type: 'stack', params: ({ event }) => ({ story: event.output }) },
        },
        onError: {
          target: 'finished',
          actions: [
            { type: 'end', params: { why: 'failed' } },
            { type: 'log', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      after: {
        LOAD_LIMIT: {
          target: 'finished',
          actions: [
            { type: 'end', params: { why: 'timeout' } },
            { type: 'log', params: () => ({ error: new Error('a stacked story took over 90 s') }) },
          ],
        },
      },
    },
    finished: { type: 'final', tags: ['finished'] },
  },
});

export type StackedArticlesMachine = typeof stackedArticlesMachine;

export type StackedArticlesView = 'waiting' | 'loading' | 'finished';

export function selectStackedArticlesView(snapshot: {
  hasTag: (tag: string) => boolean;
}): StackedArticlesView {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('finished')) return 'finished';
  return 'waiting';
}
