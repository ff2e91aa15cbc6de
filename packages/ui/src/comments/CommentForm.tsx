import {
  type CommentSubmission,
  commentFormMachine,
  type PostedParams,
  type SessionUser,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, useId, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
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
import { compose, safely } from './shared.ts';

/**
 * AR-03 comment form, headless, driven by `commentFormMachine`.
 *
 *   <CommentForm.Root msid={msid} user={sessionUser} submit={postComment} onPosted={showAtTop}>
 *     <CommentForm.Trigger>Post a Comment</CommentForm.Trigger>
 *     <CommentForm.Form aria-label="Post a comment">
 *       <CommentForm.Label field="message">Your comment</CommentForm.Label>
 *       <CommentForm.Message />
 *       <CommentForm.FieldError field="message" />
 *       <CommentForm.Details>
 *         <CommentForm.Label field="name">Name</CommentForm.Label>
 *         <CommentForm.Field field="name" />
 *         <CommentForm.FieldError field="name" />
 *         …email, location…
 *       </CommentForm.Details>
 *       <CommentForm.FormError />               // role="alert": "Too many comments…"
 *       <CommentForm.Submit>Post</CommentForm.Submit>
 *       <CommentForm.Close>Cancel</CommentForm.Close>
 *     </CommentForm.Form>
 *     <CommentForm.Thanks>Thank you… <CommentForm.Close>Close</CommentForm.Close></CommentForm.Thanks>
 *   </CommentForm.Root>
 *
 * Root's `data-state` is `closed | open | submitting | thanks`. Injected effects (props):
 * `submit(submission, signal)` posts the comment (resolve with the server's answer, the stored
 * comment; reject on any failure, with `CommentWriteError` when the server answered);
 * `onAlert(message)` shows the 1500 alert (default `window.alert`); `onLog(error)` logs a failed
 * post (default `console.error`) that is also shown: next to its field (`FieldError`) or as the
 * form's message (`FormError`), the typed text kept; `onPosted({ submission, comment })` after
 * success, with the comment as the server stored it (e.g. `useCommentList().addComment(comment)`).
 * A throwing callback is logged, never allowed to stop the machine. Closing gives focus back to
 * the Trigger.
 */

export interface CommentFormRootProps extends ComponentProps<'div'> {
  msid: string;
  /** The signed-in reader (session first name and e-mail), or null. Read once, on mount. */
  user?: SessionUser | null;
  submit: (submission: CommentSubmission, signal: AbortSignal) => Promise<unknown>;
  onAlert?: (message: string) => void;
  onLog?: (error: unknown) => void;
  onPosted?: (params: PostedParams) => void;
}

const defaultAlert = (message: string) => globalThis.alert?.(message);
const defaultLog = (error: unknown) => console.error('Posting the comment failed', error);

function CommentFormRoot({
  msid,
  user,
  submit,
  onAlert = defaultAlert,
  onLog = defaultLog,
  onPosted,
  ...props
}: CommentFormRootProps) {
  const machine = useMemo(
    () =>
      commentFormMachine.provide({
        actors: {
          submit: fromPromise<unknown, CommentSubmission>(({ input, signal }) => submit(input, signal)),
        },
        actions: {
          alert: (_, { message }) => safely('onAlert', onAlert, message),
          log: (_, { error }) => safely('onLog', onLog, error),
          posted: (_, params) => safely('onPosted', onPosted, params),
        },
      }),
    [submit, onAlert, onLog, onPosted],
  );
  const actor = useActorRef(machine, { input: { msid, user } });
  const state = useSelector(actor, (snapshot) => {
    const phase = selectPhase(snapshot);
    return phase === 'busy' ? 'submitting' : phase === 'editing' ? 'open' : phase;
  });
  const base = useId();
  const trigger = useRef<HTMLButtonElement | null>(null);
  const focusInvalid = useRef(false);
  const scope = useMemo<DraftScope>(
    () => ({
      component: 'CommentForm',
      actor: actor as unknown as DraftActor,
      ids: draftIds(base),
      formId: `${base}form`,
      focusInvalid,
      trigger,
      open: () => actor.send({ type: 'OPEN' }),
      close: () => {
        actor.send({ type: 'CLOSE' });
        trigger.current?.focus();
      },
    }),
    [actor, base],
  );
  return (
    <DraftContext value={scope}>
      <div {...props} data-state={state} />
    </DraftContext>
  );
}

function useFormScope(part: string): DraftScope {
  const scope = useDraft(`CommentForm.${part}`);
  if (scope.component !== 'CommentForm') {
    throw new Error(`<CommentForm.${part}> must be rendered inside <CommentForm.Root>.`);
  }
  return scope;
}

export type CommentFormTriggerProps = Omit<ComponentProps<'button'>, 'type'>;

/** "Post a Comment": opens the form (OPEN); `aria-expanded` while it is open. */
function CommentFormTrigger({ onClick, ref, ...props }: CommentFormTriggerProps) {
  const scope = useFormScope('Trigger');
  const phase = useSelector(scope.actor, selectPhase);
  const expanded = phase === 'editing' || phase === 'busy';
  return (
    <button
      {...props}
      ref={(node) => {
        if (scope.trigger) scope.trigger.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      type="button"
      aria-expanded={expanded}
      aria-controls={expanded ? scope.formId : undefined}
      data-state={expanded ? 'open' : 'closed'}
      onClick={compose(onClick, () => scope.open?.())}
    />
  );
}

export {
  CommentFormRoot,
  CommentFormTrigger,
  DraftClose as CommentFormClose,
  DraftDetails as CommentFormDetails,
  DraftFieldError as CommentFormFieldError,
  DraftFieldInput as CommentFormField,
  DraftForm as CommentFormForm,
  DraftFormError as CommentFormFormError,
  DraftLabel as CommentFormLabel,
  DraftMessage as CommentFormMessage,
  DraftSubmit as CommentFormSubmit,
  DraftThanks as CommentFormThanks,
};

/**
 * The compound component: `Root`, `Trigger`, `Form`, `Label`, `Message`, `Details`, `Field`,
 * `FieldError`, `FormError`, `Submit`, `Thanks`, `Close`.
 */
export const CommentForm = {
  Root: CommentFormRoot,
  Trigger: CommentFormTrigger,
  Form: DraftForm,
  FormError: DraftFormError,
  Label: DraftLabel,
  Message: DraftMessage,
  Details: DraftDetails,
  Field: DraftFieldInput,
  FieldError: DraftFieldError,
  Submit: DraftSubmit,
  Thanks: DraftThanks,
  Close: DraftClose,
} as const;
