import {
  type AuthorCache,
  type AuthorCardPhase,
  type AuthorProfile,
  authorCardMachine,
  selectAuthorCardPhase,
  selectAuthorProfile,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentProps,
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';

/**
 * AR-09 author hover card, headless. Behaviour, ARIA and `data-state` only; the site styles it.
 *
 *   <AuthorCard.Root authorId="42" fetchAuthor={fetchAuthor} onError={log}>
 *     <AuthorCard.Trigger href="/etreporter/author-asha-42.cms">Asha Rao</AuthorCard.Trigger>
 *     <AuthorCard.Content aria-label="About the author">
 *       {({ profile }) => (profile ? <Bio profile={profile} /> : <p>Loading…</p>)}
 *     </AuthorCard.Content>
 *   </AuthorCard.Root>
 *
 * The trigger is the author link itself (it keeps working without JavaScript). The card opens
 * after a short delay when the pointer rests on the link, at once when the link gets keyboard
 * focus; it is a non-modal region placed right after the link, so Tab moves from the link into
 * the card's links. Leaving with the pointer closes it after a delay (cancelled when the pointer
 * comes back onto the link or the card); Escape, or focus leaving link and card, closes at once.
 * The profile is fetched on the first open and kept per author id; a failure goes to `onError`
 * and nothing is shown. Rendering touches no browser API, so it server-renders (closed).
 */

type AuthorCardActor = ActorRefFrom<typeof authorCardMachine>;

interface AuthorCardContextValue {
  actor: AuthorCardActor;
  contentId: string;
  trigger: RefObject<HTMLAnchorElement | null>;
  /** True between a pointer press and the focus it gives: a click focuses, but is not keyboard focus. */
  pressed: RefObject<boolean>;
  /** True while Escape gives focus back to the link: that focus must not reopen the card. */
  refocusing: RefObject<boolean>;
}

const Context = createContext<AuthorCardContextValue | null>(null);

function useAuthorCardContext(part: string): AuthorCardContextValue {
  const value = useContext(Context);
  if (!value) throw new Error(`<AuthorCard.${part}> must be rendered inside <AuthorCard.Root>.`);
  return value;
}

const isShown = (phase: AuthorCardPhase) => phase === 'loading' || phase === 'open' || phase === 'closing';

function focusVisibleInside(element: Element): boolean {
  try {
    return element.querySelector(':focus-visible') !== null;
  } catch {
    return true; // an engine without :focus-visible: treat the focus as keyboard focus
  }
}

export interface UseAuthorCard {
  phase: AuthorCardPhase;
  /** The card is on screen (loading, open or closing). */
  shown: boolean;
  /** The profile once loaded, else null (still loading). */
  profile: AuthorProfile | null;
}

/** The card's phase and profile, for anything inside <AuthorCard.Root>. */
export function useAuthorCard(): UseAuthorCard {
  const { actor } = useAuthorCardContext('useAuthorCard');
  const phase = useSelector(actor, selectAuthorCardPhase);
  const profile = useSelector(actor, selectAuthorProfile);
  return { phase, shown: isShown(phase), profile };
}

export interface AuthorCardRootProps extends Omit<ComponentProps<'span'>, 'onError'> {
  authorId: string;
  /** Fetches and parses the author's profile; reject on any failure (a malformed answer too). */
  fetchAuthor: (authorId: string, signal: AbortSignal) => Promise<AuthorProfile>;
  /** The spec's error handling: log it. Nothing is shown to the reader. */
  onError?: (authorId: string, error: unknown) => void;
  /** Profiles already known, read once on mount (a page-wide cache). */
  cache?: AuthorCache;
  /** Called when a profile has been fetched, to keep it in a page-wide cache. */
  onRemember?: (authorId: string, profile: AuthorProfile) => void;
  /**
   * Open on mount when the pointer is already over the root or focus is inside it: an island
   * that hydrates on the reader's first hover or focus opens the card for that same gesture.
   */
  openIfReached?: boolean;
}

function AuthorCardRoot({
  authorId,
  fetchAuthor,
  onError,
  cache,
  onRemember,
  openIfReached = false,
  onPointerEnter,
  onPointerLeave,
  onBlur,
  onKeyDown,
  onPointerDown,
  onPointerUp,
  ...props
}: AuthorCardRootProps) {
  const machine = useMemo(
    () =>
      authorCardMachine.provide({
        actors: {
          fetchAuthor: fromPromise<AuthorProfile, { authorId: string }>(({ input, signal }) =>
            fetchAuthor(input.authorId, signal),
          ),
        },
        actions: {
          log: (_, { authorId: id, error }) => {
            try {
              if (onError) onError(id, error);
              else console.error(`Author card: fetching author ${id} failed`, error);
            } catch {
              // A logger that throws must not stop the machine.
            }
          },
          remember: (_, { authorId: id, profile }) => {
            try {
              onRemember?.(id, profile);
            } catch {
              // as above
            }
          },
        },
      }),
    [fetchAuthor, onError, onRemember],
  );
  const actor = useActorRef(machine, { input: { authorId, ...(cache ? { cache } : {}) } });
  const phase = useSelector(actor, selectAuthorCardPhase);
  const contentId = useId();
  const trigger = useRef<HTMLAnchorElement | null>(null);
  const root = useRef<HTMLSpanElement | null>(null);
  const pressed = useRef(false);
  const refocusing = useRef(false);
  const context = useMemo(() => ({ actor, contentId, trigger, pressed, refocusing }), [actor, contentId]);

  useEffect(() => {
    if (!openIfReached || !root.current) return;
    const element = root.current;
    if (element.contains(document.activeElement) && focusVisibleInside(element))
      actor.send({ type: 'FOCUS' });
    else if (element.matches(':hover')) actor.send({ type: 'POINTER_ENTER' });
    // Read once, on mount: later intent arrives through the handlers.
  }, [actor, openIfReached]);

  const pointerEnter = (event: PointerEvent<HTMLSpanElement>) => {
    onPointerEnter?.(event);
    // A touch has no hover: a tap follows the link.
    if (!event.defaultPrevented && event.pointerType !== 'touch') actor.send({ type: 'POINTER_ENTER' });
  };
  const pointerLeave = (event: PointerEvent<HTMLSpanElement>) => {
    onPointerLeave?.(event);
    if (!event.defaultPrevented && event.pointerType !== 'touch') actor.send({ type: 'POINTER_LEAVE' });
  };
  const pointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    onPointerDown?.(event);
    pressed.current = true;
  };
  const pointerUp = (event: PointerEvent<HTMLSpanElement>) => {
    onPointerUp?.(event);
    pressed.current = false;
  };
  const blur = (event: FocusEvent<HTMLSpanElement>) => {
    onBlur?.(event);
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return; // link → card
    actor.send({ type: 'BLUR' });
  };
  const keyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Escape' || !isShown(phase)) return;
    event.preventDefault();
    const focusInCard = event.target !== trigger.current;
    actor.send({ type: 'ESCAPE' });
    if (focusInCard && trigger.current) {
      refocusing.current = true;
      trigger.current.focus({ preventScroll: true });
      refocusing.current = false;
    }
  };

  return (
    <Context value={context}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover, Escape and focus-leave of link + card together; the link is the control */}
      <span
        {...props}
        ref={root}
        data-state={phase}
        onPointerEnter={pointerEnter}
        onPointerLeave={pointerLeave}
        onPointerDown={pointerDown}
        onPointerUp={pointerUp}
        onBlur={blur}
        onKeyDown={keyDown}
      />
    </Context>
  );
}

export type AuthorCardTriggerProps = ComponentProps<'a'>;

/** The author link: a real `<a href>`, with `aria-expanded` and `aria-controls` while shown. */
function AuthorCardTrigger({ onFocus, ...props }: AuthorCardTriggerProps) {
  const { actor, contentId, trigger, pressed, refocusing } = useAuthorCardContext('Trigger');
  const phase = useSelector(actor, selectAuthorCardPhase);
  const shown = isShown(phase);
  const focus = (event: FocusEvent<HTMLAnchorElement>) => {
    onFocus?.(event);
    // Keyboard focus opens at once; the focus a mouse press gives does not (the click follows the link).
    if (!event.defaultPrevented && !pressed.current && !refocusing.current) actor.send({ type: 'FOCUS' });
  };
  return (
    // The consumer passes href: this is a link, and ARIA 1.2 allows aria-expanded on links.
    // biome-ignore lint/a11y/noStaticElementInteractions: a link (href comes in props)
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a link (href comes in props)
    <a
      {...props}
      ref={trigger}
      aria-expanded={shown}
      aria-controls={shown ? contentId : undefined}
      data-state={shown ? 'open' : 'closed'}
      onFocus={focus}
    />
  );
}

export interface AuthorCardContentProps extends Omit<ComponentProps<'section'>, 'children' | 'role'> {
  /** The region's name, e.g. "About Asha Rao". */
  'aria-label': string;
  children: ReactNode | ((card: UseAuthorCard) => ReactNode);
}

/**
 * The card: a non-modal region, rendered only while shown (loading, open, closing); nothing in
 * the closed and failed states. `data-state` is `loading` or `open`, `aria-busy` while loading.
 */
function AuthorCardContent({ children, ...props }: AuthorCardContentProps) {
  const card = useAuthorCard();
  const { contentId } = useAuthorCardContext('Content');
  if (!card.shown) return null;
  const loading = card.profile === null;
  return (
    // A named <section> is a region landmark: non-modal, reachable by Tab from the link.
    <section
      {...props}
      id={contentId}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : 'open'}
      data-closing={card.phase === 'closing' ? '' : undefined}
    >
      {typeof children === 'function' ? children(card) : children}
    </section>
  );
}

export { AuthorCardContent, AuthorCardRoot, AuthorCardTrigger };

/** The compound component: `AuthorCard.Root`, `.Trigger`, `.Content`. */
export const AuthorCard = {
  Root: AuthorCardRoot,
  Trigger: AuthorCardTrigger,
  Content: AuthorCardContent,
} as const;
