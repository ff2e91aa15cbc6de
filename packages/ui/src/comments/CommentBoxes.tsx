import {
  type BoxKind,
  commentBoxesMachine,
  isBoxOpen,
  type OpenBox,
  selectOpenBox,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useContext,
  useId,
  useMemo,
  useRef,
} from 'react';
import type { ActorRefFrom } from 'xstate';
import { compose } from './shared.ts';

/**
 * AR-06 one reply or flag box open on the page, headless, driven by `commentBoxesMachine`.
 *
 *   <CommentBoxes.Root>                            // once per page (around the list)
 *     …for each comment…
 *     <CommentBoxes.Trigger kind="reply" commentId={id}>Reply</CommentBoxes.Trigger>
 *     <CommentBoxes.Trigger kind="flag" commentId={id}>Flag</CommentBoxes.Trigger>
 *     <ReplyBox.Root commentId={id} …>…</ReplyBox.Root>   // renders only while it is the open box
 *     <FlagBox.Root commentId={id} …>…</FlagBox.Root>
 *   </CommentBoxes.Root>
 *
 * The coordinator only knows which box is open; each box owns its machine while it is mounted.
 * A Trigger toggles its box (`aria-expanded`, `aria-controls` while open); opening one closes any
 * other. When a box closes itself (its Close, or the end of its thank-you) focus returns to its
 * Trigger. While a box is sending, the other Triggers do nothing (the post is not cut off).
 */

type BoxesActor = ActorRefFrom<typeof commentBoxesMachine>;

interface BoxesScope {
  actor: BoxesActor;
  /** The DOM id of a box (for aria-controls). */
  boxId: (kind: BoxKind, commentId: string) => string;
  /** The Triggers on the page, to give focus back. */
  triggers: Map<string, HTMLButtonElement>;
}

const BoxesContext = createContext<BoxesScope | null>(null);

const triggerKey = (kind: BoxKind, commentId: string) => `${kind}:${commentId}`;

export interface UseCommentBoxes {
  open: OpenBox | null;
  isOpen: (kind: BoxKind, commentId: string) => boolean;
  openBox: (kind: BoxKind, commentId: string) => void;
  toggle: (kind: BoxKind, commentId: string) => void;
  /** Close that box (only if it is the open one); focus goes back to its Trigger. */
  close: (kind: BoxKind, commentId: string) => void;
  /** The open box reports that it is sending (true) or done (false). */
  busy: (kind: BoxKind, commentId: string, busy: boolean) => void;
  boxId: (kind: BoxKind, commentId: string) => string;
}

function makeApi(scope: BoxesScope): Omit<UseCommentBoxes, 'open' | 'isOpen'> {
  const { actor, triggers, boxId } = scope;
  return {
    openBox: (kind, commentId) => actor.send({ type: 'OPEN', kind, commentId }),
    toggle: (kind, commentId) => actor.send({ type: 'TOGGLE', kind, commentId }),
    close: (kind, commentId) => {
      const wasOpen = isBoxOpen(actor.getSnapshot(), kind, commentId);
      actor.send({ type: 'CLOSE', kind, commentId });
      if (wasOpen) triggers.get(triggerKey(kind, commentId))?.focus();
    },
    busy: (kind, commentId, busy) => actor.send({ type: busy ? 'BUSY' : 'IDLE', kind, commentId }),
    boxId,
  };
}

/** The page's coordinator, or null outside <CommentBoxes.Root> (boxes then stand alone). */
export function useOptionalCommentBoxes(): UseCommentBoxes | null {
  const scope = useContext(BoxesContext);
  const open = useSelector(scope?.actor, (snapshot) => (snapshot ? selectOpenBox(snapshot) : null));
  const api = useMemo(() => (scope ? makeApi(scope) : null), [scope]);
  if (!scope || !api) return null;
  const isOpen = (kind: BoxKind, commentId: string) =>
    open !== null && open.kind === kind && open.commentId === commentId;
  return { open, isOpen, ...api };
}

/** Which box is open, and the events, for anything inside <CommentBoxes.Root>. */
export function useCommentBoxes(): UseCommentBoxes {
  const boxes = useOptionalCommentBoxes();
  if (!boxes) throw new Error('useCommentBoxes must be used inside <CommentBoxes.Root>.');
  return boxes;
}

export interface CommentBoxesRootProps {
  children?: ReactNode;
}

/** Provides the page's coordinator; renders no element. */
function CommentBoxesRoot({ children }: CommentBoxesRootProps) {
  const actor = useActorRef(commentBoxesMachine);
  const base = useId();
  const triggers = useRef(new Map<string, HTMLButtonElement>()).current;
  const scope = useMemo<BoxesScope>(
    () => ({
      actor,
      triggers,
      boxId: (kind, commentId) => `${base}${kind}-${commentId}`,
    }),
    [actor, base, triggers],
  );
  return <BoxesContext value={scope}>{children}</BoxesContext>;
}

export interface CommentBoxesTriggerProps extends Omit<ComponentProps<'button'>, 'type'> {
  kind: BoxKind;
  commentId: string;
}

/** Opens (or closes) the reply or flag box of one comment. */
function CommentBoxesTrigger({ kind, commentId, onClick, ref, ...props }: CommentBoxesTriggerProps) {
  const scope = useContext(BoxesContext);
  if (!scope) throw new Error('<CommentBoxes.Trigger> must be rendered inside <CommentBoxes.Root>.');
  const open = useSelector(scope.actor, (snapshot) => isBoxOpen(snapshot, kind, commentId));
  const key = triggerKey(kind, commentId);
  const register = (node: HTMLButtonElement | null) => {
    if (node) scope.triggers.set(key, node);
    else if (scope.triggers.get(key)) scope.triggers.delete(key);
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <button
      {...props}
      ref={register}
      type="button"
      aria-expanded={open}
      aria-controls={open ? scope.boxId(kind, commentId) : undefined}
      data-state={open ? 'open' : 'closed'}
      data-kind={kind}
      onClick={compose(onClick, () => scope.actor.send({ type: 'TOGGLE', kind, commentId }))}
    />
  );
}

export { CommentBoxesRoot, CommentBoxesTrigger };

/** The compound component: `Root`, `Trigger`. */
export const CommentBoxes = {
  Root: CommentBoxesRoot,
  Trigger: CommentBoxesTrigger,
} as const;
