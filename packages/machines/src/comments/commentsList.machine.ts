import { assign, fromPromise, setup } from 'xstate';
import {
  COMMENT_TEXTS,
  COMMENTS_PAGE_SIZE,
  type Comment,
  type CommentsHeader,
  type CommentsPage,
  containsComment,
  fetchErrorMessage,
  insertReply,
  newThreads,
  readCommentsPage,
} from './comments.ts';

/**
 * AR-02 comments list: loading → loaded | error; loaded → loadingMore → loaded | loadMoreError.
 *
 * Pure. The one effect, fetching a page, is the `fetchPage` actor the caller provides:
 *   commentsListMachine.provide({ actors: { fetchPage: fromPromise(({ input, signal }) => …) } })
 * `input` is `{ msid, pagenum, size }` (the GET comments query). The actor resolves with the parsed
 * JSON answer as it came (the machine checks it) and rejects with `CommentsHttpError` for an HTTP
 * failure. The machine turns outcomes into the spec's texts:
 * - rejected with a `CommentsHttpError` → 'Failed to fetch comments: {status text}'
 * - resolved with something that is not a comments page (not an array, no header, a comment
 *   without id or text) → 'Invalid data format received from the server.'
 * - rejected with anything else (network down, JSON syntax error) →
 *   'Something went wrong while fetching comments.'
 * The view shows `Error: {message}` (see `errorText`). A failed "load more" keeps the threads
 * already shown and gives the same texts.
 *
 * Paging (docs/content-api.md): pages count threads, `ceil(cmt_c / size)` pages. Page 1's header
 * is kept; every later page's header is skipped. Threads already shown are not added twice (a page
 * shifts when someone posts meanwhile). `hasMore` is true while `page × size < cmt_c` and the last
 * page was full; a short or empty page ends the list whatever the header says.
 */

export interface CommentsListInput {
  /** The article. */
  msid: string;
  /** Threads per page; default 25. */
  pageSize?: number;
  /**
   * Page 1 as already fetched (e.g. by the server for `/opinions/{msid}.cms`): the list starts
   * loaded (or in error, if it is not a comments page) without fetching.
   */
  firstPage?: unknown;
}

export interface FetchPageInput {
  msid: string;
  pagenum: number;
  size: number;
}

export interface CommentsListContext {
  readonly msid: string;
  readonly pageSize: number;
  /** Page 1's header, counting the reader's own new comments; null until loaded. */
  readonly header: CommentsHeader | null;
  /** Threads in order, each with its nested replies. */
  readonly comments: Comment[];
  /** Pages loaded so far (0 before the first). */
  readonly page: number;
  readonly hasMore: boolean;
  /** The message of the last failure, shown as `Error: {message}`; null otherwise. */
  readonly error: string | null;
  /** RETRY / LOAD_MORE presses since the last success (for the site's analytics). */
  readonly retries: number;
}

export type CommentsListEvent =
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  /** The reader's own new comment as the server stored it, shown at once at the top. */
  | { type: 'ADD_COMMENT'; comment: Comment }
  /** The reader's own new reply, shown at once as the last reply of its parent, at any depth. */
  | { type: 'ADD_REPLY'; parentId: string; comment: Comment };

const DONE = 'xstate.done.actor.fetchPage';

/** The answer of a fetch (the output of a done event), read as a page or null. */
const pageOf = (event: { type: string }): CommentsPage | null =>
  event.type === DONE ? readCommentsPage((event as { output?: unknown }).output) : null;

const positiveInteger = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;

function hasMoreAfter(page: number, pageSize: number, header: CommentsHeader, threadsOnPage: number) {
  return threadsOnPage >= pageSize && page * pageSize < header.cmt_c;
}

export const commentsListMachine = setup({
  types: {
    context: {} as CommentsListContext,
    events: {} as CommentsListEvent,
    input: {} as CommentsListInput,
  },
  actors: {
    // Placeholder, replaced by the caller through `.provide({ actors })`.
    fetchPage: fromPromise<unknown, FetchPageInput>(async () => {
      throw new Error('commentsList: provide the fetchPage actor');
    }),
  },
  guards: {
    hasFirstPage: ({ context }) => context.page > 0,
    startsInError: ({ context }) => context.error !== null,
    validPage: ({ event }) => pageOf(event) !== null,
    hasMore: ({ context }) => context.hasMore,
    parentShown: ({ context, event }) =>
      event.type === 'ADD_REPLY' && containsComment(context.comments, event.parentId),
  },
  actions: {
    takeFirstPage: assign(({ context, event }) => {
      const page = pageOf(event);
      if (!page) return {};
      return {
        header: page.header,
        comments: newThreads([], page.comments),
        page: 1,
        hasMore: hasMoreAfter(1, context.pageSize, page.header, page.comments.length),
        error: null,
        retries: 0,
      };
    }),
    appendPage: assign(({ context, event }) => {
      const page = pageOf(event);
      if (!page || !context.header) return {};
      // The page's own header is skipped: page 1's header (with the reader's posts) stays.
      const next = context.page + 1;
      return {
        comments: [...context.comments, ...newThreads(context.comments, page.comments)],
        page: next,
        hasMore: hasMoreAfter(next, context.pageSize, context.header, page.comments.length),
        error: null,
        retries: 0,
      };
    }),
    invalidFormat: assign({ error: COMMENT_TEXTS.invalidFormat }),
    fetchFailed: assign(({ event }) => ({
      error: fetchErrorMessage((event as { error?: unknown }).error),
    })),
    countRetry: assign(({ context }) => ({ retries: context.retries + 1 })),
    addComment: assign(({ context, event }) => {
      if (event.type !== 'ADD_COMMENT' || containsComment(context.comments, event.comment._id)) return {};
      return {
        comments: [event.comment, ...context.comments],
        header: context.header && {
          totalcount: context.header.totalcount + 1,
          cmt_c: context.header.cmt_c + 1,
        },
      };
    }),
    addReply: assign(({ context, event }) => {
      if (event.type !== 'ADD_REPLY' || containsComment(context.comments, event.comment._id)) return {};
      return {
        comments: insertReply(context.comments, event.parentId, event.comment),
        header: context.header && { ...context.header, totalcount: context.header.totalcount + 1 },
      };
    }),
  },
}).createMachine({
  id: 'commentsList',
  context: ({ input }) => {
    const pageSize = positiveInteger(input?.pageSize, COMMENTS_PAGE_SIZE);
    const base = {
      msid: String(input?.msid ?? ''),
      pageSize,
      header: null,
      comments: [],
      page: 0,
      hasMore: false,
      error: null,
      retries: 0,
    };
    if (input?.firstPage === undefined) return base;
    const first = readCommentsPage(input.firstPage);
    if (!first) return { ...base, error: COMMENT_TEXTS.invalidFormat };
    return {
      ...base,
      header: first.header,
      comments: newThreads([], first.comments),
      page: 1,
      hasMore: hasMoreAfter(1, pageSize, first.header, first.comments.length),
    };
  },
  // Transient: starts in loaded / error when the caller gave page 1, else fetches it.
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasFirstPage', target: 'loaded' },
        { guard: 'startsInError', target: 'error' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ msid: context.msid, pagenum: 1, size: context.pageSize }),
        onDone: [
          { guard: 'validPage', target: 'loaded', actions: 'takeFirstPage' },
          { target: 'error', actions: 'invalidFormat' },
        ],
        onError: { target: 'error', actions: 'fetchFailed' },
      },
    },
    error: {
      tags: ['failed'],
      on: { RETRY: { target: 'loading', actions: 'countRetry' } },
    },
    loaded: {
      tags: ['shown'],
      on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      tags: ['shown', 'busy'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ msid: context.msid, pagenum: context.page + 1, size: context.pageSize }),
        onDone: [
          { guard: 'validPage', target: 'loaded', actions: 'appendPage' },
          { target: 'loadMoreError', actions: 'invalidFormat' },
        ],
        onError: { target: 'loadMoreError', actions: 'fetchFailed' },
      },
    },
    loadMoreError: {
      tags: ['shown', 'failed'],
      on: {
        LOAD_MORE: { target: 'loadingMore', actions: 'countRetry' },
        RETRY: { target: 'loadingMore', actions: 'countRetry' },
      },
    },
  },
  // The reader's own posts, while threads are shown (elsewhere the next load brings them).
  on: {
    ADD_COMMENT: { guard: 'hasFirstPage', actions: 'addComment' },
    ADD_REPLY: { guard: 'parentShown', actions: 'addReply' },
  },
});

export type CommentsListMachine = typeof commentsListMachine;

export type CommentsListState = 'loading' | 'loaded' | 'error' | 'loadingMore' | 'loadMoreError';

/** The state of a list snapshot as one word (the `data-state` of the parts). */
export function selectCommentsListState(snapshot: { value: unknown }): CommentsListState {
  const value = snapshot.value;
  return value === 'loaded' || value === 'error' || value === 'loadingMore' || value === 'loadMoreError'
    ? value
    : 'loading';
}
