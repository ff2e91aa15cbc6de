import {
  type BookmarkStatus,
  bookmarkMachine,
  isBookmarkPressed,
  selectBookmarkStatus,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';

/**
 * AR-10 bookmark ("save") toggle, headless. Behaviour, ARIA and `data-state` only.
 *
 *   <Bookmark.Root msid="123" checkSaved={…} save={…} remove={…} onLog={console.error}>
 *     <Bookmark.Toggle>Save</Bookmark.Toggle>
 *     <Bookmark.SignInPrompt>Sign in to save stories. <a href="/login">Sign in</a></Bookmark.SignInPrompt>
 *     <Bookmark.Message failed="Could not save. Please try again." />
 *   </Bookmark.Root>
 *
 * The toggle is a button with `aria-pressed` (true while saved, and at once while saving: the
 * change shows before the backend answers and is rolled back when it fails) and `aria-busy`
 * while a call runs. `data-state` carries the machine's state on every part.
 */

type BookmarkActor = ActorRefFrom<typeof bookmarkMachine>;
const BookmarkContext = createContext<BookmarkActor | null>(null);

function useBookmarkActor(part: string): BookmarkActor {
  const actor = useContext(BookmarkContext);
  if (!actor) throw new Error(`<Bookmark.${part}> must be rendered inside <Bookmark.Root>.`);
  return actor;
}

/** The bookmark's state, for custom parts inside <Bookmark.Root>. */
export function useBookmark(): {
  status: BookmarkStatus;
  failed: boolean;
  toggle: () => void;
  dismiss: () => void;
} {
  const actor = useBookmarkActor('useBookmark');
  const status = useSelector(actor, selectBookmarkStatus);
  const failed = useSelector(actor, (snapshot) => snapshot.context.failed);
  const events = useMemo(
    () => ({
      toggle: () => actor.send({ type: 'TOGGLE' }),
      dismiss: () => actor.send({ type: 'DISMISS' }),
    }),
    [actor],
  );
  return { status, failed, ...events };
}

export interface BookmarkRootProps extends ComponentProps<'div'> {
  msid: string;
  /** `false` when the page knows the reader is anonymous; otherwise `checkSaved` finds out. */
  signedIn?: boolean;
  /** Whether the story is saved; rejects with `BookmarkSignInError` when the reader must sign in. */
  checkSaved: (msid: string) => Promise<boolean>;
  save: (msid: string) => Promise<void>;
  remove: (msid: string) => Promise<void>;
  /** Failures are logged only (the spec); default console.error. */
  onLog?: (error: unknown) => void;
}

function BookmarkRoot({ msid, signedIn, checkSaved, save, remove, onLog, ...props }: BookmarkRootProps) {
  const machine = useMemo(
    () =>
      bookmarkMachine.provide({
        actors: {
          checkSaved: fromPromise(({ input }) => checkSaved(input.msid)),
          save: fromPromise(({ input }) => save(input.msid)),
          remove: fromPromise(({ input }) => remove(input.msid)),
        },
        actions: {
          log: (_, { error }) => (onLog ?? ((e: unknown) => console.error('Bookmark failed', e)))(error),
        },
      }),
    [checkSaved, save, remove, onLog],
  );
  const actor = useActorRef(machine, { input: { msid, ...(signedIn === undefined ? {} : { signedIn }) } });
  const status = useSelector(actor, selectBookmarkStatus);
  return (
    <BookmarkContext value={actor}>
      <div {...props} data-state={status} />
    </BookmarkContext>
  );
}

export type BookmarkToggleProps = Omit<ComponentProps<'button'>, 'type'>;

function BookmarkToggle({ onClick, ...props }: BookmarkToggleProps) {
  const { status, toggle } = useBookmark();
  const busy = status === 'checking' || status === 'saving' || status === 'removing';
  return (
    <button
      {...props}
      type="button"
      aria-pressed={isBookmarkPressed(status)}
      aria-busy={busy || undefined}
      data-state={status}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
    />
  );
}

export interface BookmarkSignInPromptProps extends ComponentProps<'div'> {
  children: ReactNode;
}

/** Shown only when an anonymous reader pressed save; Escape dismisses it. A polite status. */
function BookmarkSignInPrompt({ onKeyDown, ...props }: BookmarkSignInPromptProps) {
  const { status, dismiss } = useBookmark();
  if (status !== 'signInRequired') return null;
  return (
    <div
      role="status"
      {...props}
      data-state={status}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Escape' && !event.defaultPrevented) dismiss();
      }}
    />
  );
}

export interface BookmarkMessageProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Said when a change failed and was rolled back. */
  failed: string;
}

/** A live region that announces a failed (rolled back) change; empty otherwise. */
function BookmarkMessage({ failed, ...props }: BookmarkMessageProps) {
  const { failed: didFail } = useBookmark();
  return (
    <span role="status" {...props} data-state={didFail ? 'failed' : 'ok'}>
      {didFail ? failed : ''}
    </span>
  );
}

export { BookmarkMessage, BookmarkRoot, BookmarkSignInPrompt, BookmarkToggle };

export const Bookmark = {
  Root: BookmarkRoot,
  Toggle: BookmarkToggle,
  SignInPrompt: BookmarkSignInPrompt,
  Message: BookmarkMessage,
} as const;
