import {
  opinionsPath,
  type PostedParams,
  type ReplySubmission,
  replyBoxMachine,
  type SessionUser,
  selectCharactersLeft,
  selectOverLimit,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useOptionalCommentBoxes } from './CommentBoxes.tsx';
import {
  type DraftActor,
  DraftClose,
  DraftContext,
  DraftDetails,
  DraftFieldError,
  DraftFieldInput,
  DraftForm,
  DraftFormError,
  DraftLabel,
  DraftMessage,
  type DraftScope,
  DraftSubmit,
  DraftThanks,
  draftIds,
  selectPhase,
  useDraft,
} from './DraftParts.tsx';
import { safely, VISUALLY_HIDDEN } from './shared.ts';

/**
 * AR-04 reply box, headless, driven by `replyBoxMachine`; one open per page with AR-06.
 *
 *   <ReplyBox.Root msid={msid} commentId={comment._id} rootId={info.rootId} submit={postReply}
 *                  onPosted={({ submission, comment }) => list.addReply(submission.parentid, comment)}>
 *     <ReplyBox.Form aria-label={`Reply to ${comment.A_D_N}`}>
 *       <ReplyBox.Label field="message">Your reply</ReplyBox.Label>
 *       <ReplyBox.Message />
 *       <ReplyBox.Counter />                     // "1500" … "0", with announcements
 *       <ReplyBox.Details>…name, e-mail, location as in CommentForm…</ReplyBox.Details>
 *       <ReplyBox.FormError />                   // role="alert": a refusal naming no field
 *       <ReplyBox.Submit>Reply</ReplyBox.Submit>
 *       <ReplyBox.Close>Cancel</ReplyBox.Close>
 *     </ReplyBox.Form>
 *     <ReplyBox.Thanks>Thanks! <ReplyBox.OpinionsLink>See all opinions</ReplyBox.OpinionsLink>
 *       <ReplyBox.Close>Close</ReplyBox.Close></ReplyBox.Thanks>
 *   </ReplyBox.Root>
 *
 * Inside <CommentBoxes.Root> the box renders only while it is the page's open reply box, and
 * reports sending to the coordinator; its Close (or the end of the thank-you) closes it there
 * and gives focus back to its Trigger. Outside, it renders until closed, then calls `onClose`.
 * The effects are props, as for CommentForm: `submit(submission, signal)`, `onAlert`, `onLog`,
 * `onPosted` (with the reply as the server stored it); refusals are shown as in CommentForm.
 */

export interface ReplyBoxRootProps extends ComponentProps<'div'> {
  msid: string;
  /** The comment replied to (`parentid`). */
  commentId: string;
  /** Its thread (`rootid`); default the comment itself. */
  rootId?: string;
  user?: SessionUser | null;
  submit: (submission: ReplySubmission, signal: AbortSignal) => Promise<unknown>;
  onAlert?: (message: string) => void;
  onLog?: (error: unknown) => void;
  onPosted?: (params: PostedParams<ReplySubmission>) => void;
  /** Called when the box closes. */
  onClose?: () => void;
}

const defaultAlert = (message: string) => globalThis.alert?.(message);
const defaultLog = (error: unknown) => console.error('Posting the reply failed', error);

function ReplyBoxRoot(props: ReplyBoxRootProps) {
  const boxes = useOptionalCommentBoxes();
  if (boxes && !boxes.isOpen('reply', props.commentId)) return null;
  return <OpenReplyBox {...props} />;
}

function OpenReplyBox({
  msid,
  commentId,
  rootId,
  user,
  submit,
  onAlert = defaultAlert,
  onLog = defaultLog,
  onPosted,
  onClose,
  ...props
}: ReplyBoxRootProps) {
  const boxes = useOptionalCommentBoxes();
  const machine = useMemo(
    () =>
      replyBoxMachine.provide({
        actors: {
          submit: fromPromise<unknown, ReplySubmission>(({ input, signal }) => submit(input, signal)),
        },
        actions: {
          alert: (_, { message }) => safely('onAlert', onAlert, message),
          log: (_, { error }) => safely('onLog', onLog, error),
          posted: (_, params) => safely('onPosted', onPosted, params),
        },
      }),
    [submit, onAlert, onLog, onPosted],
  );
  const actor = useActorRef(machine, {
    input: { msid, parentId: commentId, rootId: rootId ?? commentId, user },
  });
  const phase = useSelector(actor, selectPhase);
  const base = useId();
  const focusInvalid = useRef(false);

  // The coordinator hears when this box is sending, and when it has closed.
  const busy = phase === 'busy';
  const closed = phase === 'closed';
  const boxesRef = useRef(boxes);
  boxesRef.current = boxes;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!busy) return;
    boxesRef.current?.busy('reply', commentId, true);
    return () => boxesRef.current?.busy('reply', commentId, false);
  }, [busy, commentId]);
  useEffect(() => {
    if (!closed) return;
    boxesRef.current?.close('reply', commentId);
    safely('onClose', onCloseRef.current);
  }, [closed, commentId]);

  const scope = useMemo<DraftScope>(
    () => ({
      component: 'ReplyBox',
      actor: actor as unknown as DraftActor,
      ids: draftIds(base),
      formId: `${base}form`,
      focusInvalid,
      close: () => actor.send({ type: 'CLOSE' }),
    }),
    [actor, base],
  );
  if (closed) return null;
  return (
    <DraftContext value={scope}>
      <div
        {...props}
        id={boxes?.boxId('reply', commentId) ?? props.id}
        data-state={phase === 'busy' ? 'submitting' : phase}
        data-comment-id={commentId}
      />
    </DraftContext>
  );
}

function useReplyScope(part: string): DraftScope {
  const scope = useDraft(`ReplyBox.${part}`);
  if (scope.component !== 'ReplyBox') {
    throw new Error(`<ReplyBox.${part}> must be rendered inside <ReplyBox.Root>.`);
  }
  return scope;
}

/** The counter's default spoken text: only at a few thresholds, so typing is not drowned out. */
export function defaultCounterAnnouncement(left: number, over: boolean): string {
  if (over) return 'You have entered more than 1500 characters';
  if (left === 0) return 'No characters left';
  if (left <= 10) return `${left} characters left`;
  const threshold = [20, 50, 100].find((t) => left <= t);
  return threshold ? `${threshold} characters or fewer left` : '';
}

export interface ReplyBoxCounterProps extends Omit<ComponentProps<'span'>, 'children' | 'id'> {
  /** What the counter shows; default the number left (never below 0). */
  children?: (left: number, over: boolean) => ReactNode;
  /** What a screen reader is told (a polite live region); default `defaultCounterAnnouncement`. */
  announce?: (left: number, over: boolean) => string;
}

/**
 * Characters left of 1500, from 1500 down to 0 (never negative; `data-state="over"` past it).
 * The message field is described by it. A polite live region inside announces it at 100, 50 and 20
 * left, then each of the last 10, and when over, rather than on every key.
 */
function ReplyBoxCounter({
  children,
  announce = defaultCounterAnnouncement,
  ...props
}: ReplyBoxCounterProps) {
  const { actor, ids } = useReplyScope('Counter');
  const left = useSelector(actor, (snapshot) => selectCharactersLeft(snapshot));
  const over = useSelector(actor, (snapshot) => selectOverLimit(snapshot));
  return (
    <span {...props} id={ids.counter} data-state={over ? 'over' : 'within'} data-left={left}>
      {children ? children(left, over) : left}
      <span style={VISUALLY_HIDDEN} aria-live="polite" aria-atomic="true">
        {announce(left, over)}
      </span>
    </span>
  );
}

export type ReplyBoxOpinionsLinkProps = Omit<ComponentProps<'a'>, 'href'>;

/** The link to all opinions of the article, `/opinions/{msid}.cms`. */
function ReplyBoxOpinionsLink(props: ReplyBoxOpinionsLinkProps) {
  const { actor } = useReplyScope('OpinionsLink');
  const msid = useSelector(actor, (snapshot) => (snapshot.context as unknown as { msid: string }).msid);
  return <a {...props} href={opinionsPath(msid)} />;
}

export {
  DraftClose as ReplyBoxClose,
  DraftDetails as ReplyBoxDetails,
  DraftFieldError as ReplyBoxFieldError,
  DraftFieldInput as ReplyBoxField,
  DraftForm as ReplyBoxForm,
  DraftFormError as ReplyBoxFormError,
  DraftLabel as ReplyBoxLabel,
  DraftMessage as ReplyBoxMessage,
  DraftSubmit as ReplyBoxSubmit,
  DraftThanks as ReplyBoxThanks,
  ReplyBoxCounter,
  ReplyBoxOpinionsLink,
  ReplyBoxRoot,
};

/**
 * The compound component: `Root`, `Form`, `Label`, `Message`, `Counter`, `Details`, `Field`,
 * `FieldError`, `FormError`, `Submit`, `Thanks`, `OpinionsLink`, `Close`.
 */
export const ReplyBox = {
  Root: ReplyBoxRoot,
  Form: DraftForm,
  FormError: DraftFormError,
  Label: DraftLabel,
  Message: DraftMessage,
  Counter: ReplyBoxCounter,
  Details: DraftDetails,
  Field: DraftFieldInput,
  FieldError: DraftFieldError,
  Submit: DraftSubmit,
  Thanks: DraftThanks,
  OpinionsLink: ReplyBoxOpinionsLink,
  Close: DraftClose,
} as const;
