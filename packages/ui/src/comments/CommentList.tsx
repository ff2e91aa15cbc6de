import {
  type Comment,
  type CommentsHeader,
  type CommentsListState,
  commentsListMachine,
  errorText,
  type FetchPageInput,
  REPLY_INDENT_PX,
  selectCommentsListState,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentProps,
  type CSSProperties,
  createContext,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { compose } from './shared.ts';

/**
 * AR-02 comment list, headless, driven by `commentsListMachine`.
 *
 *   <CommentList.Root msid="125400333" fetchPage={fetchCommentsPage}>
 *     <CommentList.Status>Loading comments…</CommentList.Status>
 *     <CommentList.Error />                      // role="alert": "Error: {message}"
 *     <CommentList.Retry>Try again</CommentList.Retry>
 *     <CommentList.Empty>No comments yet.</CommentList.Empty>
 *     <CommentList.Items aria-label="Comments">
 *       {(comment, { depth }) => (<article>… <CommentList.Text comment={comment} /> …</article>)}
 *     </CommentList.Items>
 *     <CommentList.LoadMore>Load more comments</CommentList.LoadMore>
 *   </CommentList.Root>
 *
 * `Items` renders the threads as nested lists: each `<li>` has `data-depth` (0 for a thread) and
 * the custom property `--depth`; indent the comment's own box (not the `<li>`, which would add up)
 * by `calc(var(--depth) * var(--comment-indent))`, where Root sets `--comment-indent: 20px`.
 * Comment text is React text only (`CommentList.Text`): markup in a comment is shown, never run.
 *
 * `fetchPage(input, signal)` is the injected effect: GET comments with `{ msid, pagenum, size }`;
 * resolve with the parsed JSON answer, reject with `CommentsHttpError` on an HTTP failure (see the
 * machine for the texts). `signal` aborts when the list unmounts.
 */

type ListActor = ActorRefFrom<typeof commentsListMachine>;

const ListContext = createContext<ListActor | null>(null);

function useListActor(part: string): ListActor {
  const actor = useContext(ListContext);
  if (!actor) throw new Error(`<CommentList.${part}> must be rendered inside <CommentList.Root>.`);
  return actor;
}

export interface UseCommentList {
  state: CommentsListState;
  header: CommentsHeader | null;
  comments: Comment[];
  hasMore: boolean;
  /** The failure's message (without the "Error: " the view adds), or null. */
  error: string | null;
  loadMore: () => void;
  retry: () => void;
  /** Show the reader's own new comment at the top at once. */
  addComment: (comment: Comment) => void;
  /** Show the reader's own new reply under its parent at once. */
  addReply: (parentId: string, comment: Comment) => void;
}

/** The list's state and events, for anything inside <CommentList.Root> (e.g. the comment form). */
export function useCommentList(): UseCommentList {
  const actor = useListActor('useCommentList');
  const state = useSelector(actor, selectCommentsListState);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const events = useMemo(
    () => ({
      loadMore: () => actor.send({ type: 'LOAD_MORE' }),
      retry: () => actor.send({ type: 'RETRY' }),
      addComment: (comment: Comment) => actor.send({ type: 'ADD_COMMENT', comment }),
      addReply: (parentId: string, comment: Comment) => actor.send({ type: 'ADD_REPLY', parentId, comment }),
    }),
    [actor],
  );
  return {
    state,
    header: context.header,
    comments: context.comments,
    hasMore: context.hasMore,
    error: context.error,
    ...events,
  };
}

/** Whether threads are on screen (loaded, loading more, or a failed load more). */
const showsThreads = (state: CommentsListState) =>
  state === 'loaded' || state === 'loadingMore' || state === 'loadMoreError';

export interface CommentListRootProps extends ComponentProps<'div'> {
  msid: string;
  /** GET a comments page. Resolve with the parsed JSON; reject with `CommentsHttpError` for HTTP failures. */
  fetchPage: (input: FetchPageInput, signal: AbortSignal) => Promise<unknown>;
  /** Threads per page; default 25. Read once, on mount. */
  pageSize?: number;
  /** Page 1 as already fetched (server rendering): starts loaded without fetching. Read once. */
  firstPage?: unknown;
}

function CommentListRoot({ msid, fetchPage, pageSize, firstPage, style, ...props }: CommentListRootProps) {
  const machine = useMemo(
    () =>
      commentsListMachine.provide({
        actors: {
          fetchPage: fromPromise<unknown, FetchPageInput>(({ input, signal }) => fetchPage(input, signal)),
        },
      }),
    [fetchPage],
  );
  const actor = useActorRef(machine, { input: { msid, pageSize, firstPage } });
  const state = useSelector(actor, selectCommentsListState);
  return (
    <ListContext value={actor}>
      <div
        {...props}
        data-state={state}
        aria-busy={state === 'loading' || state === 'loadingMore' || undefined}
        style={{ '--comment-indent': `${REPLY_INDENT_PX}px`, ...style } as CSSProperties}
      />
    </ListContext>
  );
}

export type CommentListStatusProps = ComponentProps<'div'>;

/**
 * A polite live region, always present; its children show while loading or loading more
 * (e.g. "Loading comments…"), so the change is announced.
 */
function CommentListStatus({ children, ...props }: CommentListStatusProps) {
  const state = useSelector(useListActor('Status'), selectCommentsListState);
  const busy = state === 'loading' || state === 'loadingMore';
  return (
    <div {...props} role="status" data-state={busy ? 'busy' : 'idle'}>
      {busy ? children : null}
    </div>
  );
}

export type CommentListErrorProps = Omit<ComponentProps<'div'>, 'children'>;

/** `Error: {message}` (role="alert") while the first load or a load more has failed. */
function CommentListError(props: CommentListErrorProps) {
  const actor = useListActor('Error');
  const state = useSelector(actor, selectCommentsListState);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  if ((state !== 'error' && state !== 'loadMoreError') || error === null) return null;
  return (
    <div {...props} role="alert" data-state={state}>
      {errorText(error)}
    </div>
  );
}

export type CommentListRetryProps = Omit<ComponentProps<'button'>, 'type'>;

/** Tries the failed request again; present only after a failure. */
function CommentListRetry({ onClick, ...props }: CommentListRetryProps) {
  const actor = useListActor('Retry');
  const state = useSelector(actor, selectCommentsListState);
  if (state !== 'error' && state !== 'loadMoreError') return null;
  return <button {...props} type="button" onClick={compose(onClick, () => actor.send({ type: 'RETRY' }))} />;
}

export type CommentListEmptyProps = ComponentProps<'p'>;

/** Shown when the article has no comments (loaded, nothing to list). */
function CommentListEmpty(props: CommentListEmptyProps) {
  const actor = useListActor('Empty');
  const state = useSelector(actor, selectCommentsListState);
  const empty = useSelector(actor, (snapshot) => snapshot.context.comments.length === 0);
  if (state !== 'loaded' || !empty) return null;
  return <p {...props} data-state="empty" />;
}

export interface CommentInfo {
  /** 0 for a thread (top-level comment), 1 for its replies, and so on. */
  depth: number;
  /** The comment replied to, or null for a thread. */
  parentId: string | null;
  /** The thread the comment belongs to (its own id for a thread): a reply's `rootid`. */
  rootId: string;
}

export interface CommentListItemsProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** Renders one comment (not its replies: Items nests those). */
  children: (comment: Comment, info: CommentInfo) => ReactNode;
}

function CommentTree({
  comments,
  render,
  depth,
  parentId,
  rootId,
}: {
  comments: readonly Comment[];
  render: CommentListItemsProps['children'];
  depth: number;
  parentId: string | null;
  rootId: string | null;
}) {
  return comments.map((comment) => {
    const root = rootId ?? comment._id;
    return (
      <li
        key={comment._id}
        data-depth={depth}
        data-comment-id={comment._id}
        style={{ '--depth': depth } as CSSProperties}
      >
        {render(comment, { depth, parentId, rootId: root })}
        {comment.CHILD.length > 0 && (
          <ul data-depth={depth + 1}>
            <CommentTree
              comments={comment.CHILD}
              render={render}
              depth={depth + 1}
              parentId={comment._id}
              rootId={root}
            />
          </ul>
        )}
      </li>
    );
  });
}

/** The threads as nested lists, replies inside their parent's `<li>`; present while threads are shown. */
function CommentListItems({ children, ...props }: CommentListItemsProps) {
  const actor = useListActor('Items');
  const state = useSelector(actor, selectCommentsListState);
  const comments = useSelector(actor, (snapshot) => snapshot.context.comments);
  if (!showsThreads(state) || comments.length === 0) return null;
  return (
    <ul {...props} data-depth={0} data-state={state}>
      <CommentTree comments={comments} render={children} depth={0} parentId={null} rootId={null} />
    </ul>
  );
}

export type CommentListLoadMoreProps = Omit<ComponentProps<'button'>, 'type'>;

/**
 * Loads the next page; present while there is one. While it loads: `aria-disabled`, `aria-busy`
 * and `data-state="loading"` (still focusable, so focus is not lost); after a failure it retries.
 */
function CommentListLoadMore({ onClick, ...props }: CommentListLoadMoreProps) {
  const actor = useListActor('LoadMore');
  const state = useSelector(actor, selectCommentsListState);
  const hasMore = useSelector(actor, (snapshot) => snapshot.context.hasMore);
  if (!showsThreads(state) || !hasMore) return null;
  const loading = state === 'loadingMore';
  return (
    <button
      {...props}
      type="button"
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : state === 'loadMoreError' ? 'failed' : 'idle'}
      onClick={compose(onClick, () => actor.send({ type: 'LOAD_MORE' }))}
    />
  );
}

export interface CommentListTextProps extends Omit<ComponentProps<'p'>, 'children'> {
  comment: Pick<Comment, 'C_T'>;
}

/**
 * A comment's text, as text: markup and scripts in it are shown as typed, never parsed or run.
 * `dir="auto"` makes the paragraph an isolate that takes its direction from the text itself, so
 * direction controls inside it (allowed in text, decisions.md) cannot reach outside it.
 */
function CommentListText({ comment, ...props }: CommentListTextProps) {
  return (
    <p dir="auto" {...props}>
      {typeof comment.C_T === 'string' ? comment.C_T : ''}
    </p>
  );
}

export {
  CommentListEmpty,
  CommentListError,
  CommentListItems,
  CommentListLoadMore,
  CommentListRetry,
  CommentListRoot,
  CommentListStatus,
  CommentListText,
};

/** The compound component: `Root`, `Status`, `Error`, `Retry`, `Empty`, `Items`, `LoadMore`, `Text`. */
export const CommentList = {
  Root: CommentListRoot,
  Status: CommentListStatus,
  Error: CommentListError,
  Retry: CommentListRetry,
  Empty: CommentListEmpty,
  Items: CommentListItems,
  LoadMore: CommentListLoadMore,
  Text: CommentListText,
} as const;
