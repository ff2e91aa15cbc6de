import { assign, fromPromise, setup } from 'xstate';

/**
 * AR-09 author hover card.
 *
 *   closed ──POINTER_ENTER──▶ opening ──after OPEN_DELAY──▶ shown
 *   closed ──FOCUS─────────────────────────────────────────▶ shown (no delay on keyboard focus)
 *   shown (parallel):
 *     content: checking ─▶ loaded            (the author is in the cache: no fetch)
 *              checking ─▶ loading ─done─▶ loaded (remembered per author id)
 *                                  ─error─▶ #failed (logged through `log`, nothing shown)
 *     pointer: over ──POINTER_LEAVE──▶ closing ──after CLOSE_DELAY──▶ #closed
 *              closing ──POINTER_ENTER | FOCUS──▶ over (the pointer came back onto link or card)
 *   ESCAPE and BLUR (focus left link and card) close at once, from every state.
 *
 * Pure: the side effects are named placeholders the caller replaces with `.provide`:
 * - actor `fetchAuthor` ({ authorId }) → AuthorProfile, already parsed (a malformed answer rejects);
 * - action `log` ({ authorId, error }) — the spec's error handling: logged only;
 * - action `remember` ({ authorId, profile }) — optional, to keep a page-wide cache.
 */

export interface AuthorStory {
  /** A safe site path (checked by the caller). */
  url: string;
  title: string;
  date: string;
}

export interface AuthorProfile {
  name: string;
  /** A safe picture URL, or null when there is none. */
  img: string | null;
  bio: string;
  stories: readonly AuthorStory[];
}

export type AuthorCache = Readonly<Record<string, AuthorProfile>>;

export interface AuthorCardInput {
  authorId: string;
  /** Profiles already known (e.g. a page-wide cache); read once, at start. */
  cache?: AuthorCache;
}

export interface AuthorCardContext {
  readonly authorId: string;
  /** Profiles fetched so far, by author id: a second open of the same author does not fetch. */
  readonly cache: AuthorCache;
}

export type AuthorCardEvent =
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_LEAVE' }
  | { type: 'FOCUS' }
  | { type: 'BLUR' }
  | { type: 'ESCAPE' };

/** The named delays, in milliseconds. */
export const AUTHOR_CARD_OPEN_DELAY = 300;
export const AUTHOR_CARD_CLOSE_DELAY = 200;

export interface AuthorCardLogParams {
  authorId: string;
  error: unknown;
}

export interface AuthorCardRememberParams {
  authorId: string;
  profile: AuthorProfile;
}

export const authorCardMachine = setup({
  types: {
    context: {} as AuthorCardContext,
    events: {} as AuthorCardEvent,
    input: {} as AuthorCardInput,
  },
  delays: {
    OPEN_DELAY: AUTHOR_CARD_OPEN_DELAY,
    CLOSE_DELAY: AUTHOR_CARD_CLOSE_DELAY,
  },
  actors: {
    // Placeholder, replaced by the caller: without one, every fetch fails (and is logged).
    fetchAuthor: fromPromise<AuthorProfile, { authorId: string }>(async () => {
      throw new Error('authorCard: no fetchAuthor actor provided');
    }),
  },
  guards: {
    cached: ({ context }) => Object.hasOwn(context.cache, context.authorId),
  },
  actions: {
    log: (_, _params: AuthorCardLogParams) => {},
    remember: (_, _params: AuthorCardRememberParams) => {},
  },
}).createMachine({
  id: 'authorCard',
  context: ({ input }) => ({ authorId: String(input?.authorId ?? ''), cache: { ...input?.cache } }),
  initial: 'closed',
  on: {
    ESCAPE: { target: '.closed' },
    BLUR: { target: '.closed' },
  },
  states: {
    closed: {
      id: 'closed',
      on: {
        POINTER_ENTER: { target: 'opening' },
        FOCUS: { target: 'shown' },
      },
    },
    opening: {
      after: { OPEN_DELAY: { target: 'shown' } },
      on: {
        FOCUS: { target: 'shown' },
        POINTER_LEAVE: { target: 'closed' },
      },
    },
    shown: {
      type: 'parallel',
      states: {
        content: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'cached', target: 'loaded' }, { target: 'loading' }],
            },
            loading: {
              invoke: {
                id: 'fetchAuthor',
                src: 'fetchAuthor',
                input: ({ context }) => ({ authorId: context.authorId }),
                onDone: {
                  target: 'loaded',
                  actions: [
                    assign({
                      cache: ({ context, event }) => ({ ...context.cache, [context.authorId]: event.output }),
                    }),
                    {
                      type: 'remember',
                      params: ({ context, event }) => ({ authorId: context.authorId, profile: event.output }),
                    },
                  ],
                },
                onError: {
                  target: '#failed',
                  actions: {
                    type: 'log',
                    params: ({ context, event }) => ({ authorId: context.authorId, error: event.error }),
                  },
                },
              },
            },
            loaded: {},
          },
        },
        pointer: {
          initial: 'over',
          states: {
            over: {
              on: { POINTER_LEAVE: { target: 'closing' } },
            },
            closing: {
              after: { CLOSE_DELAY: { target: '#closed' } },
              on: {
                POINTER_ENTER: { target: 'over' },
                FOCUS: { target: 'over' },
              },
            },
          },
        },
      },
    },
    failed: {
      // Nothing is shown. The card stays shut until the reader leaves the link; the next open
      // tries again (failures are not cached).
      id: 'failed',
      on: {
        POINTER_LEAVE: { target: 'closed' },
      },
    },
  },
});

export type AuthorCardMachine = typeof authorCardMachine;

/** What a view shows: the phase, and the profile once loaded. */
export type AuthorCardPhase = 'closed' | 'opening' | 'loading' | 'open' | 'closing' | 'failed';

export function selectAuthorCardPhase(snapshot: { value: unknown }): AuthorCardPhase {
  const value = snapshot.value;
  if (value === 'closed' || value === 'opening' || value === 'failed') return value;
  if (typeof value === 'object' && value !== null && 'shown' in value) {
    const shown = (value as { shown: { content: string; pointer: string } }).shown;
    if (shown.pointer === 'closing') return 'closing';
    return shown.content === 'loaded' ? 'open' : 'loading';
  }
  return 'closed';
}

/** The loaded profile while the card shows it, else null. */
export function selectAuthorProfile(snapshot: {
  value: unknown;
  context: AuthorCardContext;
}): AuthorProfile | null {
  const phase = selectAuthorCardPhase(snapshot);
  if (phase !== 'open' && phase !== 'closing') return null;
  return snapshot.context.cache[snapshot.context.authorId] ?? null;
}
