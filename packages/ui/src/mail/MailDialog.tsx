import {
  type MailErrorField,
  type MailField,
  type MailFormStatus,
  type MailRequest,
  type MailSender,
  mailFormMachine,
  selectMailStatus,
} from '@newsroom/machines';
import * as Dialog from '@radix-ui/react-dialog';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentProps,
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';

/**
 * AR-08 "Mail this article", headless, on Radix Dialog and the `mailForm` machine.
 *
 *   <MailDialog.Root msid="123" solveCaptcha={solve} submitMail={post} onAlert={window.alert}>
 *     <MailDialog.Trigger>Mail</MailDialog.Trigger>
 *     <MailDialog.Content aria-describedby={undefined}>
 *       <MailDialog.Title>Mail this article</MailDialog.Title>
 *       <MailDialog.Field field="toaddress" label="Recipients' email addresses" />
 *       <MailDialog.Error field="toaddress" />
 *       <MailDialog.Field field="name" label="Your name" />
 *       <MailDialog.Field field="replyto" label="Your email" type="email" />
 *       <MailDialog.Captcha>I'm not a robot</MailDialog.Captcha>
 *       <MailDialog.CaptchaStatus verifying="Checking…" verified="Done." />
 *       <MailDialog.Error />
 *       <MailDialog.Submit>Send</MailDialog.Submit>
 *       <MailDialog.Close>Cancel</MailDialog.Close>
 *     </MailDialog.Content>
 *   </MailDialog.Root>
 *
 * The machine owns the open state (Radix follows it): Escape, a click outside and Close send
 * CLOSE, which is ignored while the request is being sent. `Content` wraps its children in a
 * `<form noValidate>` whose `data-state` is closed | editing | verifying | submitting; the captcha
 * says unverified | verifying | verified, and CaptchaStatus says in words (a live region) that
 * the check is working and when it is done. A field with the current fault has `aria-invalid`
 * and points by `aria-describedby` at the Error that shows it: `<MailDialog.Error field=…>` shows
 * that field's faults (placed beside it), the plain `<MailDialog.Error />` every other fault.
 * Alerts (the spec's texts) go to `onAlert`.
 *
 * A signed-in reader's name and e-mail: `loadSender` is called once, when the form first opens,
 * and what it resolves fills the sender fields the reader has not typed in (the machine's
 * PREFILL). It is a call rather than props because a page cached for many readers cannot carry
 * one reader's details.
 */

type MailActor = ActorRefFrom<typeof mailFormMachine>;

interface MailDialogValue {
  actor: MailActor;
  errorId: string;
  /** Fields whose faults an Error of their own shows (rendered beside them). */
  ownErrors: ReadonlySet<MailErrorField>;
  claimErrors(field: MailErrorField): () => void;
}

/** The id of the Error that shows a field's faults. */
const errorIdOf = (value: MailDialogValue, field: MailErrorField | null | undefined) =>
  field && value.ownErrors.has(field) ? `${value.errorId}-${field}` : value.errorId;

const MailContext = createContext<MailDialogValue | null>(null);

function useMail(part: string): MailDialogValue {
  const value = useContext(MailContext);
  if (!value) throw new Error(`<MailDialog.${part}> must be rendered inside <MailDialog.Root>.`);
  return value;
}

/** The form's state and the machine's events, for custom parts inside <MailDialog.Root>. */
export function useMailDialog() {
  const { actor } = useMail('useMailDialog');
  const status = useSelector(actor, selectMailStatus);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  return { status, ...context, send: actor.send };
}

export interface MailDialogRootProps {
  msid: string;
  /** Prefilled sender (a signed-in reader); kept when the form is cleared. */
  name?: string;
  replyto?: string;
  /**
   * The signed-in reader as the sender, asked once when the form first opens; null (or a
   * rejection) for an anonymous reader leaves the fields empty.
   */
  loadSender?: () => Promise<MailSender | null>;
  /**
   * Fetch and solve a captcha; resolve with the recaptchaValue to send. The signal aborts when
   * the reader closes the form, so the work can stop.
   */
  solveCaptcha: (signal: AbortSignal) => Promise<string>;
  /** Post the request; resolve on success, reject (with a message to show) otherwise. */
  submitMail: (request: MailRequest) => Promise<unknown>;
  /** The spec's alerts: validation, success and failure. */
  onAlert: (message: string) => void;
  /** Open on mount (stories, tests). */
  defaultOpen?: boolean;
  children: ReactNode;
}

function MailDialogRoot({
  msid,
  name,
  replyto,
  loadSender,
  solveCaptcha,
  submitMail,
  onAlert,
  defaultOpen,
  children,
}: MailDialogRootProps) {
  const machine = useMemo(
    () =>
      mailFormMachine.provide({
        actions: { alert: (_, { message }) => onAlert(message) },
        actors: {
          solveCaptcha: fromPromise(({ signal }) => solveCaptcha(signal)),
          submitMail: fromPromise<unknown, MailRequest>(({ input }) => submitMail(input)),
        },
      }),
    [onAlert, solveCaptcha, submitMail],
  );
  const actor = useActorRef(machine, {
    input: { msid, ...(name !== undefined ? { name } : {}), ...(replyto !== undefined ? { replyto } : {}) },
  });
  useEffect(() => {
    if (defaultOpen) actor.send({ type: 'OPEN' });
  }, [actor, defaultOpen]);
  const status = useSelector(actor, selectMailStatus);
  const opened = status !== 'closed';
  const askedSender = useRef(false);
  useEffect(() => {
    if (!opened || !loadSender || askedSender.current) return;
    askedSender.current = true;
    loadSender().then(
      (sender) => {
        if (sender) actor.send({ type: 'PREFILL', ...sender });
      },
      // Not knowing the sender only leaves the fields to the reader.
      () => {},
    );
  }, [actor, opened, loadSender]);
  const errorId = useId();
  const [ownErrors, setOwnErrors] = useState<ReadonlySet<MailErrorField>>(() => new Set());
  // Stable, so an Error's effect claims its field once, not on every change of the set.
  const claimErrors = useCallback((field: MailErrorField) => {
    setOwnErrors((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
    return () =>
      setOwnErrors((fields) => {
        const rest = new Set(fields);
        rest.delete(field);
        return rest;
      });
  }, []);
  const value = useMemo(
    () => ({ actor, errorId, ownErrors, claimErrors }),
    [actor, errorId, ownErrors, claimErrors],
  );
  return (
    <MailContext value={value}>
      <Dialog.Root
        open={status !== 'closed'}
        onOpenChange={(open) => actor.send({ type: open ? 'OPEN' : 'CLOSE' })}
      >
        {children}
      </Dialog.Root>
    </MailContext>
  );
}

/** The button that opens the form. */
function MailDialogTrigger(props: ComponentProps<typeof Dialog.Trigger>) {
  return <Dialog.Trigger {...props} />;
}

export type MailDialogContentProps = ComponentProps<typeof Dialog.Content> & {
  container?: HTMLElement | null;
  /** Class of the backdrop behind the dialog. */
  overlayClassName?: string;
};

/** The dialog (portalled, modal) with the form inside. */
function MailDialogContent({ container, overlayClassName, children, ...props }: MailDialogContentProps) {
  const { actor } = useMail('Content');
  const status = useSelector(actor, selectMailStatus);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  return (
    <Dialog.Portal container={container}>
      <Dialog.Overlay className={overlayClassName} data-mail-overlay="" />
      <Dialog.Content {...props} data-mail-dialog="">
        <form noValidate onSubmit={submit} data-state={status} aria-busy={status === 'submitting'}>
          {children}
        </form>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export type MailDialogFieldProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange'> & {
  field: MailField;
  label: ReactNode;
  labelClassName?: string;
};

const MAX_LENGTH: Record<MailField, number> = { toaddress: 255, name: 300, replyto: 300 };

/** A labelled text input bound to one of the request's fields. */
function MailDialogField({ field, label, labelClassName, id, className, ...props }: MailDialogFieldProps) {
  const mail = useMail('Field');
  const { actor } = mail;
  const value = useSelector(actor, (snapshot) => snapshot.context.fields[field]);
  const invalid = useSelector(actor, (snapshot) => snapshot.context.error?.field === field);
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={className} data-field={field} data-invalid={invalid ? '' : undefined}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <input
        type={field === 'replyto' ? 'email' : 'text'}
        autoComplete={field === 'name' ? 'name' : field === 'replyto' ? 'email' : 'off'}
        maxLength={MAX_LENGTH[field]}
        {...props}
        id={inputId}
        name={field}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorIdOf(mail, field) : undefined}
        onChange={(event) => actor.send({ type: 'EDIT', field, value: event.target.value })}
      />
    </div>
  );
}

export type MailDialogErrorProps = ComponentProps<'p'> & {
  /** Show only this field's faults (place it beside the field); without it, every other fault. */
  field?: MailErrorField;
};

/** The current fault (validation, captcha or the server's message); nothing when there is none. */
function MailDialogError({ field, ...props }: MailDialogErrorProps) {
  const mail = useMail('Error');
  const { actor, claimErrors } = mail;
  useEffect(() => (field ? claimErrors(field) : undefined), [claimErrors, field]);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const mine = error !== null && errorIdOf(mail, error.field) === errorIdOf(mail, field);
  return (
    <p
      {...props}
      id={errorIdOf(mail, field)}
      aria-live="polite"
      data-state={mine ? 'error' : 'none'}
      hidden={!mine}
    >
      {mine ? error.message : ''}
    </p>
  );
}

export type CaptchaState = 'unverified' | 'verifying' | 'verified';

/** "I'm not a robot": ticking it solves the captcha; checked (and locked) once solved. */
function MailDialogCaptcha({
  children,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { children: ReactNode }) {
  const mail = useMail('Captcha');
  const { actor } = mail;
  const verifying = useSelector(actor, (snapshot) => selectMailStatus(snapshot) === 'verifying');
  const verified = useSelector(actor, (snapshot) => snapshot.context.solution !== null);
  const invalid = useSelector(actor, (snapshot) => snapshot.context.error?.field === 'captcha');
  const state: CaptchaState = verified ? 'verified' : verifying ? 'verifying' : 'unverified';
  return (
    <label className={className} data-captcha="" data-state={state}>
      <input
        {...props}
        type="checkbox"
        checked={verified || verifying}
        aria-busy={verifying || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorIdOf(mail, 'captcha') : undefined}
        readOnly={verified}
        onChange={() => actor.send({ type: 'VERIFY' })}
      />
      {children}
    </label>
  );
}

export interface MailDialogCaptchaStatusProps extends Omit<ComponentProps<'p'>, 'children'> {
  /** Said while the check works (it can take a few seconds on a slow phone). */
  verifying: ReactNode;
  /** Said once it is done. */
  verified?: ReactNode;
}

/** The check's progress in words, in a live region (always there, so changes are announced). */
function MailDialogCaptchaStatus({ verifying, verified, ...props }: MailDialogCaptchaStatusProps) {
  const { actor } = useMail('CaptchaStatus');
  const working = useSelector(actor, (snapshot) => selectMailStatus(snapshot) === 'verifying');
  const done = useSelector(actor, (snapshot) => snapshot.context.solution !== null);
  const state: CaptchaState = done ? 'verified' : working ? 'verifying' : 'unverified';
  return (
    <p {...props} role="status" data-state={state}>
      {state === 'verifying' ? verifying : state === 'verified' ? (verified ?? null) : null}
    </p>
  );
}

/** Sends the form; disabled while a request is on its way. */
function MailDialogSubmit(props: Omit<ComponentProps<'button'>, 'type'>) {
  const { actor } = useMail('Submit');
  const status = useSelector(actor, selectMailStatus);
  return <button {...props} type="submit" disabled={status === 'submitting'} data-state={status} />;
}

function MailDialogClose(props: ComponentProps<typeof Dialog.Close>) {
  return <Dialog.Close type="button" {...props} />;
}

export const MailDialog = {
  Root: MailDialogRoot,
  Trigger: MailDialogTrigger,
  Content: MailDialogContent,
  Title: Dialog.Title,
  Description: Dialog.Description,
  Field: MailDialogField,
  Error: MailDialogError,
  Captcha: MailDialogCaptcha,
  CaptchaStatus: MailDialogCaptchaStatus,
  Submit: MailDialogSubmit,
  Close: MailDialogClose,
};

export type { MailFormStatus };
