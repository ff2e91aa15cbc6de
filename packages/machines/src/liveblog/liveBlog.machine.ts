import { assign, fromCallback, fromPromise, setup } from 'xstate';

/**
 * The live blog page's new updates (docs/decisions.md): while the page is open and shown, it asks
 * the backend every 30 s for the updates after the newest it holds. New ones are held, counted on
 * a bar above the list ("3 new updates"), and put at the top of the list when the reader presses
 * it: nothing moves under a reader who is reading.
 *
 *   waiting ──(POLL_INTERVAL)──▶ fetching ──(done | failed)──▶ waiting
 *   any ──(VISIBILITY false)──▶ hidden ──(VISIBILITY true)──▶ fetching (catching up at once)
 *   SHOW (anywhere): the held updates join the shown ones, newest first
 *
 * A failed ask is retried after twice the interval each time (at most 5 minutes), and after a
 * success every 30 s again. Updates are told apart by id: one already held or shown is not added
 * twice, and an answer with older ids adds nothing.
 *
 * Pure: the caller provides `fetchUpdates` (input `{ after }`, the newest id held; resolves to
 * updates, any order) and `visibilitySource` (sends `{ type: 'VISIBILITY', visible }` from the
 * page's visibility). Tags: `waiting`, `fetching`, `hidden`.
 */

export const LIVE_BLOG_POLL_MS = 30_000;
export const LIVE_BLOG_MAX_BACKOFF_MS = 300_000;
/** The most new updates a page keeps (held and shown); older ones give way. */
export const LIVE_BLOG_MAX_KEPT = 200;

export interface LiveUpdate {
  /** The backend's update id: digits, growing with every post. */
  id: string;
}

export interface LiveBlogInput {
  /** The newest update id the page was rendered with ("0" when it had none). */
  newestId: string;
}

export interface LiveBlogContext {
  newestId: number;
  /** New updates not yet shown, newest first. */
  pending: LiveUpdate[];
  /** New updates the reader has shown, newest first (above the page's own list). */
  shown: LiveUpdate[];
  failures: number;
}

export type LiveBlogEvent = { type: 'SHOW' } | { type: 'VISIBILITY'; visible: boolean };

const idOf = (update: LiveUpdate) => (/^\d{1,15}$/.test(update.id) ? Number(update.id) : Number.NaN);

/** The updates of an answer that are new to the page, newest first, each once. */
export function newUpdates(answer: readonly LiveUpdate[], context: LiveBlogContext): LiveUpdate[] {
  const known = new Set([...context.pending, ...context.shown].map((update) => update.id));
  const fresh = new Map<string, LiveUpdate>();
  for (const update of answer) {
    const id = idOf(update);
    if (Number.isNaN(id) || id <= context.newestId || known.has(update.id)) continue;
    fresh.set(update.id, update);
  }
  return [...fresh.values()].sort((a, b) => idOf(b) - idOf(a));
}

export const liveBlogMachine = setup({
  types: {
    context: {} as LiveBlogContext,
    events: {} as LiveBlogEvent,
    input: {} as LiveBlogInput,
  },
  actors: {
    // Placeholders, replaced by the caller.
    fetchUpdates: fromPromise<readonly LiveUpdate[], { after: string }>(async () => []),
    visibilitySource: fromCallback<LiveBlogEvent>(() => {}),
  },
  delays: {
    POLL_INTERVAL: ({ context }) =>
      Math.min(LIVE_BLOG_POLL_MS * 2 ** context.failures, LIVE_BLOG_MAX_BACKOFF_MS),
  },
  guards: {
    hidden: ({ event }) => event.type === 'VISIBILITY' && !event.visible,
    shown: ({ event }) => event.type === 'VISIBILITY' && event.visible,
    hasPending: ({ context }) => context.pending.length > 0,
  },
  actions: {
    show: assign(({ context }) => ({
      shown: [...context.pending, ...context.shown].slice(0, LIVE_BLOG_MAX_KEPT),
      pending: [],
    })),
  },
}).createMachine({
  id: 'liveBlog',
  context: ({ input }) => ({
    newestId: /^\d{1,15}$/.test(input?.newestId ?? '') ? Number(input.newestId) : 0,
    pending: [],
    shown: [],
    failures: 0,
  }),
  invoke: { src: 'visibilitySource' },
  on: {
    SHOW: { guard: 'hasPending', actions: 'show' },
  },
  initial: 'waiting',
  states: {
    waiting: {
      tags: ['waiting'],
      after: { POLL_INTERVAL: 'fetching' },
      on: { VISIBILITY: { guard: 'hidden', target: 'hidden' } },
    },
    fetching: {
      tags: ['fetching'],
      invoke: {
        src: 'fetchUpdates',
        input: ({ context }) => ({ after: String(context.newestId) }),
        onDone: {
          target: 'waiting',
          actions: assign(({ context, event }) => {
            const fresh = newUpdates(Array.isArray(event.output) ? event.output : [], context);
            const newest = fresh[0];
            return {
              pending: [...fresh, ...context.pending].slice(0, LIVE_BLOG_MAX_KEPT),
              newestId: newest ? idOf(newest) : context.newestId,
              failures: 0,
            };
          }),
        },
        onError: { target: 'waiting', actions: assign({ failures: ({ context }) => context.failures + 1 }) },
      },
      on: { VISIBILITY: { guard: 'hidden', target: 'hidden' } },
    },
    hidden: {
      tags: ['hidden'],
      on: { VISIBILITY: { guard: 'shown', target: 'fetching' } },
    },
  },
});

export type LiveBlogMachine = typeof liveBlogMachine;

export interface LiveBlogView {
  pending: number;
  shown: readonly LiveUpdate[];
  status: 'waiting' | 'fetching' | 'hidden';
}

export function selectLiveBlogView(snapshot: {
  context: LiveBlogContext;
  hasTag: (tag: 'waiting' | 'fetching' | 'hidden') => boolean;
}): LiveBlogView {
  const status = snapshot.hasTag('fetching') ? 'fetching' : snapshot.hasTag('hidden') ? 'hidden' : 'waiting';
  return { pending: snapshot.context.pending.length, shown: snapshot.context.shown, status };
}
