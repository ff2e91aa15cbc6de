import {
  type FlagField,
  type FlagReason,
  type FlagReport,
  flagBoxMachine,
  isFlagReason,
  type SessionUser,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ChangeEvent,
  type ComponentProps,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { useOptionalCommentBoxes } from './CommentBoxes.tsx';
import { compose, safely, useFocusOnMount } from './shared.ts';

/**
 * AR-05 flag box, headless, driven by `flagBoxMachine`; one open per page with AR-06.
 *
 *   <FlagBox.Root commentId={comment._id} report={sendAbuseReport}>
 *     <FlagBox.Form aria-label="Report this comment">
 *       <FlagBox.Reasons>
 *         <legend>Why are you reporting this comment?</legend>
 *         {FLAG_REASONS.map((r) => <FlagBox.Reason key={r.value} value={r.value}>{r.label}</FlagBox.Reason>)}
 *       </FlagBox.Reasons>
 *       <FlagBox.FieldError field="reason" />
 *       <FlagBox.Label field="otherText">Tell us more</FlagBox.Label>   // Label and text box show
 *       <FlagBox.OtherText />                                            // for "Others" only
 *       <FlagBox.FieldError field="otherText" />
 *       <FlagBox.Label field="name">Your name</FlagBox.Label>
 *       <FlagBox.Name />
 *       <FlagBox.FieldError field="name" />
 *       <FlagBox.FormError />                   // role="alert": "Too many reports…"
 *       <FlagBox.Report>Report</FlagBox.Report>
 *       <FlagBox.Close>Close</FlagBox.Close>
 *     </FlagBox.Form>
 *     <FlagBox.Reported>Thank you, the moderators will look at it. <FlagBox.Close>Close</FlagBox.Close></FlagBox.Reported>
 *   </FlagBox.Root>
 *
 * The reasons are native radio buttons in a `<fieldset>` (arrow keys move between them). Root's
 * `data-state` is `open | reporting | reported`. Effects (props): `report(report, signal)` sends the
 * abuse report (a failure goes back to the form with the choice kept, and is shown: next to the
 * field the server named, or in `FormError`) and `onLog(error)` logs a failure too (default
 * `console.error`). Coordinated by <CommentBoxes.Root> like ReplyBox.
 */

type FlagActor = ActorRefFrom<typeof flagBoxMachine>;

interface FlagScope {
  actor: FlagActor;
  ids: Record<FlagField, string> & {
    error: (field: FlagField) => string;
    group: string;
    form: string;
    formError: string;
  };
  close: () => void;
  focusInvalid: { current: boolean };
}

const FlagContext = createContext<FlagScope | null>(null);

function useFlag(part: string): FlagScope {
  const scope = useContext(FlagContext);
  if (!scope) throw new Error(`<FlagBox.${part}> must be rendered inside <FlagBox.Root>.`);
  return scope;
}

type FlagPhase = 'open' | 'reporting' | 'reported' | 'closed';

function selectFlagPhase(snapshot: { value: unknown; status: string }): FlagPhase {
  if (snapshot.status === 'done') return 'closed';
  const value = snapshot.value;
  if (value === 'reporting' || value === 'reported' || value === 'closed') return value;
  return 'open';
}

export interface FlagBoxRootProps extends ComponentProps<'div'> {
  /** The flagged comment. */
  commentId: string;
  user?: SessionUser | null;
  report: (report: FlagReport, signal: AbortSignal) => Promise<unknown>;
  onLog?: (error: unknown) => void;
  onClose?: () => void;
}

const defaultLog = (error: unknown) => console.error('Reporting the comment failed', error);

function FlagBoxRoot(props: FlagBoxRootProps) {
  const boxes = useOptionalCommentBoxes();
  if (boxes && !boxes.isOpen('flag', props.commentId)) return null;
  return <OpenFlagBox {...props} />;
}

function OpenFlagBox({ commentId, user, report, onLog = defaultLog, onClose, ...props }: FlagBoxRootProps) {
  const boxes = useOptionalCommentBoxes();
  const machine = useMemo(
    () =>
      flagBoxMachine.provide({
        actors: { report: fromPromise<unknown, FlagReport>(({ input, signal }) => report(input, signal)) },
        actions: { log: (_, { error }) => safely('onLog', onLog, error) },
      }),
    [report, onLog],
  );
  const actor = useActorRef(machine, { input: { commentId, user } });
  const phase = useSelector(actor, selectFlagPhase);
  const base = useId();
  const focusInvalid = useRef(false);

  const busy = phase === 'reporting';
  const closed = phase === 'closed';
  const boxesRef = useRef(boxes);
  boxesRef.current = boxes;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!busy) return;
    boxesRef.current?.busy('flag', commentId, true);
    return () => boxesRef.current?.busy('flag', commentId, false);
  }, [busy, commentId]);
  useEffect(() => {
    if (!closed) return;
    boxesRef.current?.close('flag', commentId);
    safely('onClose', onCloseRef.current);
  }, [closed, commentId]);

  const scope = useMemo<FlagScope>(
    () => ({
      actor,
      ids: {
        reason: `${base}reason`,
        otherText: `${base}other`,
        name: `${base}name`,
        group: `${base}reasons`,
        form: `${base}form`,
        formError: `${base}form-error`,
        error: (field) => `${base}${field}-error`,
      },
      close: () => actor.send({ type: 'CLOSE' }),
      focusInvalid,
    }),
    [actor, base],
  );
  if (closed) return null;
  return (
    <FlagContext value={scope}>
      <div
        {...props}
        id={boxes?.boxId('flag', commentId) ?? props.id}
        data-state={phase}
        data-comment-id={commentId}
      />
    </FlagContext>
  );
}

export type FlagBoxFormProps = ComponentProps<'form'>;

/** The `<form>`, present while open or reporting; submitting it sends REPORT. */
function FlagBoxForm({ onSubmit, ...props }: FlagBoxFormProps) {
  const { actor, ids, focusInvalid } = useFlag('Form');
  const phase = useSelector(actor, selectFlagPhase);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const formError = useSelector(actor, (snapshot) => snapshot.context.formError);
  // After REPORT, the first field with a message takes focus: at once for the box's own checks,
  // or when the server's refusal arrives. A message for the whole box is an alert instead.
  useEffect(() => {
    if (!focusInvalid.current) return;
    const invalid = errors.reason
      ? document.getElementById(ids.group)?.querySelector<HTMLInputElement>('input[type="radio"]')
      : errors.otherText
        ? document.getElementById(ids.otherText)
        : errors.name
          ? document.getElementById(ids.name)
          : null;
    if (invalid || formError) focusInvalid.current = false;
    invalid?.focus();
  }, [errors, formError, ids, focusInvalid]);
  if (phase !== 'open' && phase !== 'reporting') return null;
  return (
    <form
      id={ids.form}
      {...props}
      noValidate
      aria-busy={phase === 'reporting' || undefined}
      aria-describedby={formError ? ids.formError : props['aria-describedby']}
      data-state={phase}
      onSubmit={(event) => {
        onSubmit?.(event);
        const prevented = event.defaultPrevented;
        event.preventDefault(); // never a native submission
        if (prevented) return;
        focusInvalid.current = true;
        actor.send({ type: 'REPORT' });
      }}
    />
  );
}

export type FlagBoxReasonsProps = ComponentProps<'fieldset'>;

/** The `<fieldset>` of reasons (give it a `<legend>`); described by the reason's message. */
function FlagBoxReasons(props: FlagBoxReasonsProps) {
  const { actor, ids } = useFlag('Reasons');
  const error = useSelector(actor, (snapshot) => snapshot.context.errors.reason);
  const reason = useSelector(actor, (snapshot) => snapshot.context.reason);
  return (
    <fieldset
      {...props}
      id={ids.group}
      data-state={reason ?? 'unchosen'}
      aria-describedby={error ? ids.error('reason') : props['aria-describedby']}
    />
  );
}

export interface FlagBoxReasonProps
  extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'checked' | 'name'> {
  value: FlagReason;
  /** The reason's text (e.g. 'Foul language'), inside the `<label>`. */
  children: ReactNode;
}

/** One reason: a native radio button inside its `<label>`. */
function FlagBoxReason({ value, children, onChange, disabled, ...props }: FlagBoxReasonProps) {
  const { actor } = useFlag('Reason');
  const checked = useSelector(actor, (snapshot) => snapshot.context.reason === value);
  const busy = useSelector(actor, (snapshot) => selectFlagPhase(snapshot) === 'reporting');
  return (
    <label data-state={checked ? 'checked' : 'unchecked'} data-value={value}>
      <input
        {...props}
        type="radio"
        // The plain form's field name (issue 27): a radio group is per form, so one name serves every box.
        name="reason"
        value={value}
        checked={checked}
        disabled={disabled}
        aria-disabled={busy || undefined}
        onChange={compose(onChange, (event: ChangeEvent<HTMLInputElement>) => {
          if (!busy && isFlagReason(event.target.value))
            actor.send({ type: 'CHOOSE', reason: event.target.value });
        })}
      />
      {children}
    </label>
  );
}

export interface FlagBoxLabelProps extends Omit<ComponentProps<'label'>, 'htmlFor'> {
  field: 'otherText' | 'name';
}

/** The `<label>` of the Others text or the name; present when its field is. */
function FlagBoxLabel({ field, ...props }: FlagBoxLabelProps) {
  const { actor, ids } = useFlag('Label');
  const shown = useSelector(actor, (snapshot) =>
    field === 'otherText' ? snapshot.context.reason === 'others' : snapshot.context.user === null,
  );
  if (!shown) return null;
  // biome-ignore lint/a11y/noLabelWithoutControl: the control is the field with this id
  return <label {...props} htmlFor={ids[field]} />;
}

export type FlagBoxOtherTextProps = Omit<ComponentProps<'textarea'>, 'value' | 'id' | 'name'>;

/** The free-text box, present only while "Others" is chosen; required then. It takes focus. */
function FlagBoxOtherText(props: FlagBoxOtherTextProps) {
  const { actor } = useFlag('OtherText');
  const shown = useSelector(actor, (snapshot) => snapshot.context.reason === 'others');
  if (!shown) return null;
  return <OtherTextArea {...props} />;
}

function OtherTextArea({ onChange, ...props }: FlagBoxOtherTextProps) {
  const { actor, ids } = useFlag('OtherText');
  const value = useSelector(actor, (snapshot) => snapshot.context.otherText);
  const error = useSelector(actor, (snapshot) => snapshot.context.errors.otherText);
  const busy = useSelector(actor, (snapshot) => selectFlagPhase(snapshot) === 'reporting');
  const ref = useRef<HTMLTextAreaElement>(null);
  useFocusOnMount(ref);
  return (
    <textarea
      {...props}
      ref={ref}
      id={ids.otherText}
      name="otherText"
      value={value}
      readOnly={busy}
      aria-required
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? ids.error('otherText') : props['aria-describedby']}
      onChange={compose(onChange, (event: ChangeEvent<HTMLTextAreaElement>) =>
        actor.send({ type: 'CHANGE', field: 'otherText', value: event.target.value }),
      )}
    />
  );
}

export type FlagBoxNameProps = Omit<ComponentProps<'input'>, 'value' | 'id' | 'name' | 'type'>;

/** The optional name (≤ 100); absent for signed-in readers (the session name is sent). */
function FlagBoxName({ onChange, ...props }: FlagBoxNameProps) {
  const { actor, ids } = useFlag('Name');
  const anonymous = useSelector(actor, (snapshot) => snapshot.context.user === null);
  const value = useSelector(actor, (snapshot) => snapshot.context.name);
  const error = useSelector(actor, (snapshot) => snapshot.context.errors.name);
  const busy = useSelector(actor, (snapshot) => selectFlagPhase(snapshot) === 'reporting');
  if (!anonymous) return null;
  return (
    <input
      autoComplete="name"
      {...props}
      id={ids.name}
      name="name"
      type="text"
      value={value}
      readOnly={busy}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? ids.error('name') : props['aria-describedby']}
      onChange={compose(onChange, (event: ChangeEvent<HTMLInputElement>) =>
        actor.send({ type: 'CHANGE', field: 'name', value: event.target.value }),
      )}
    />
  );
}

export interface FlagBoxFieldErrorProps extends Omit<ComponentProps<'p'>, 'children' | 'id'> {
  field: FlagField;
}

/** A field's message ('Please choose a reason', …), linked to its field; absent when none. */
function FlagBoxFieldError({ field, ...props }: FlagBoxFieldErrorProps) {
  const { actor, ids } = useFlag('FieldError');
  const error = useSelector(actor, (snapshot) => snapshot.context.errors[field]);
  if (!error) return null;
  return (
    <p {...props} id={ids.error(field)} data-field={field}>
      {error}
    </p>
  );
}

export type FlagBoxFormErrorProps = Omit<ComponentProps<'p'>, 'children' | 'id' | 'role'>;

/** The server's refusal that names no field of the box (Hardening 18), as an alert; absent when none. */
function FlagBoxFormError(props: FlagBoxFormErrorProps) {
  const { actor, ids } = useFlag('FormError');
  const error = useSelector(actor, (snapshot) => snapshot.context.formError);
  if (!error) return null;
  return (
    <p {...props} id={ids.formError} role="alert" data-state="refused">
      {error}
    </p>
  );
}

export type FlagBoxReportProps = Omit<ComponentProps<'button'>, 'type'>;

/** "Report": submits the form; `aria-disabled` + `data-state="busy"` while reporting. */
function FlagBoxReport(props: FlagBoxReportProps) {
  const { actor } = useFlag('Report');
  const busy = useSelector(actor, (snapshot) => selectFlagPhase(snapshot) === 'reporting');
  return (
    <button {...props} type="submit" aria-disabled={busy || undefined} data-state={busy ? 'busy' : 'idle'} />
  );
}

export type FlagBoxReportedProps = ComponentProps<'div'>;

/** Shown once reported (role="status"); it takes focus. */
function FlagBoxReported(props: FlagBoxReportedProps) {
  const { actor } = useFlag('Reported');
  const reported = useSelector(actor, (snapshot) => selectFlagPhase(snapshot) === 'reported');
  if (!reported) return null;
  return <ReportedBox {...props} />;
}

function ReportedBox(props: FlagBoxReportedProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMount(ref);
  return <div tabIndex={-1} {...props} ref={ref} role="status" data-state="reported" />;
}

export type FlagBoxCloseProps = Omit<ComponentProps<'button'>, 'type'>;

/** Closes the box (CLOSE); not while reporting. */
function FlagBoxClose({ onClick, ...props }: FlagBoxCloseProps) {
  const { actor, close } = useFlag('Close');
  const busy = useSelector(actor, (snapshot) => selectFlagPhase(snapshot) === 'reporting');
  return (
    <button
      {...props}
      type="button"
      aria-disabled={busy || undefined}
      onClick={compose(onClick, () => {
        if (!busy) close();
      })}
    />
  );
}

export {
  FlagBoxClose,
  FlagBoxFieldError,
  FlagBoxForm,
  FlagBoxFormError,
  FlagBoxLabel,
  FlagBoxName,
  FlagBoxOtherText,
  FlagBoxReason,
  FlagBoxReasons,
  FlagBoxReport,
  FlagBoxReported,
  FlagBoxRoot,
};

/**
 * The compound component: `Root`, `Form`, `Reasons`, `Reason`, `Label`, `OtherText`, `Name`,
 * `FieldError`, `FormError`, `Report`, `Reported`, `Close`.
 */
export const FlagBox = {
  Root: FlagBoxRoot,
  Form: FlagBoxForm,
  Reasons: FlagBoxReasons,
  Reason: FlagBoxReason,
  Label: FlagBoxLabel,
  OtherText: FlagBoxOtherText,
  Name: FlagBoxName,
  FieldError: FlagBoxFieldError,
  FormError: FlagBoxFormError,
  Report: FlagBoxReport,
  Reported: FlagBoxReported,
  Close: FlagBoxClose,
} as const;
