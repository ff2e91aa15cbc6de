import type { Draft, DraftErrors, DraftEvent, DraftField, SessionUser } from '@newsroom/machines';
import { useSelector } from '@xstate/react';
import {
  type ChangeEvent,
  type ComponentProps,
  createContext,
  type RefObject,
  useContext,
  useEffect,
  useRef,
} from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import { compose, useFocusOnMount } from './shared.ts';

/**
 * The parts of a draft (a new comment or a reply), shared by `CommentForm` and `ReplyBox`: both
 * machines keep `{ draft, errors, detailsShown, user }` and tag their states `editing`, `busy` and
 * `thanks`, and both understand CHANGE / SUBMIT / CLOSE.
 */

type DraftSnapshot = Snapshot<unknown> & {
  context: {
    draft: Draft;
    errors: DraftErrors;
    detailsShown: boolean;
    user: SessionUser | null;
    formError: string | null;
  };
  hasTag: (tag: string) => boolean;
};

export type DraftActor = ActorRef<DraftSnapshot, DraftEvent | { type: 'CLOSE' }>;

export type DraftPhase = 'editing' | 'busy' | 'thanks' | 'closed';

export function selectPhase(snapshot: DraftSnapshot): DraftPhase {
  if (snapshot.hasTag('busy')) return 'busy';
  if (snapshot.hasTag('thanks')) return 'thanks';
  if (snapshot.hasTag('editing')) return 'editing';
  return 'closed';
}

export interface DraftScope {
  /** 'CommentForm' or 'ReplyBox', for error messages. */
  component: string;
  actor: DraftActor;
  /** DOM ids: one per field, its message, the counter, the form's message. */
  ids: Record<DraftField, string> & {
    counter: string;
    formError: string;
    error: (field: DraftField) => string;
  };
  /** Close (the form, or the box) and give focus back where it belongs. */
  close: () => void;
  /** Set by a SUBMIT; the first invalid field takes focus after the render that shows the messages. */
  focusInvalid: RefObject<boolean>;
  /** The DOM id of the `<form>`. */
  formId: string;
  /** CommentForm only: OPEN, and its Trigger (focus goes back to it on close). */
  open?: () => void;
  trigger?: RefObject<HTMLButtonElement | null>;
}

export const DraftContext = createContext<DraftScope | null>(null);

export function useDraft(part: string): DraftScope {
  const scope = useContext(DraftContext);
  if (!scope) throw new Error(`<${part}> must be rendered inside <CommentForm.Root> or <ReplyBox.Root>.`);
  return scope;
}

export function draftIds(base: string): DraftScope['ids'] {
  return {
    message: `${base}message`,
    name: `${base}name`,
    email: `${base}email`,
    location: `${base}location`,
    counter: `${base}counter`,
    formError: `${base}form-error`,
    error: (field) => `${base}${field}-error`,
  };
}

const FIELD_ORDER: readonly DraftField[] = ['message', 'name', 'email', 'location'];

export type DraftFormProps = ComponentProps<'form'>;

/**
 * The `<form>`, present while editing or sending. Submitting sends SUBMIT (the machine validates);
 * after a refused SUBMIT the first field with a message takes focus, also when the refusal comes
 * later from the server. `noValidate`: the machine's messages are the ones shown, not the
 * browser's. The form is described by its own message (`FormError`) while there is one.
 */
export function DraftForm({ onSubmit, children, ...props }: DraftFormProps) {
  const { actor, ids, focusInvalid, formId } = useDraft('Form');
  const phase = useSelector(actor, selectPhase);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const formError = useSelector(actor, (snapshot) => snapshot.context.formError);
  useEffect(() => {
    if (!focusInvalid.current) return;
    const first = FIELD_ORDER.find((field) => errors[field] !== undefined);
    if (first) {
      focusInvalid.current = false;
      document.getElementById(ids[first])?.focus();
    } else if (formError) {
      // The message is an alert (announced); focus stays where the reader is.
      focusInvalid.current = false;
    }
  }, [errors, formError, ids, focusInvalid]);
  if (phase !== 'editing' && phase !== 'busy') return null;
  const submit = () => {
    focusInvalid.current = true;
    actor.send({ type: 'SUBMIT' });
  };
  return (
    <form
      id={formId}
      {...props}
      noValidate
      aria-busy={phase === 'busy' || undefined}
      aria-describedby={describedBy(props['aria-describedby'], formError !== null && ids.formError)}
      data-state={phase}
      onSubmit={(event) => {
        onSubmit?.(event);
        const prevented = event.defaultPrevented;
        event.preventDefault(); // never a native submission
        if (!prevented) submit();
      }}
    >
      {children}
    </form>
  );
}

export interface DraftLabelProps extends Omit<ComponentProps<'label'>, 'htmlFor'> {
  field: DraftField;
}

/** The `<label>` of a field. */
export function DraftLabel({ field, ...props }: DraftLabelProps) {
  const { ids } = useDraft('Label');
  // biome-ignore lint/a11y/noLabelWithoutControl: the control is the field with this id
  return <label {...props} htmlFor={ids[field]} />;
}

function describedBy(...ids: Array<string | false | undefined>) {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

export type DraftMessageProps = Omit<ComponentProps<'textarea'>, 'value' | 'defaultValue' | 'id' | 'name'> & {
  /** Focus the message when it appears (the form or box just opened). Default true. */
  autoFocusOnOpen?: boolean;
};

/** The message `<textarea>`. Nothing is cut at 1500: the counter and the alert tell the reader. */
export function DraftMessage({ onChange, autoFocusOnOpen = true, ...props }: DraftMessageProps) {
  const { actor, ids, component } = useDraft('Message');
  const message = useSelector(actor, (snapshot) => snapshot.context.draft.message);
  const error = useSelector(actor, (snapshot) => snapshot.context.errors.message);
  const busy = useSelector(actor, (snapshot) => selectPhase(snapshot) === 'busy');
  const ref = useRef<HTMLTextAreaElement>(null);
  useFocusOnMount(ref, autoFocusOnOpen);
  return (
    <textarea
      {...props}
      ref={ref}
      id={ids.message}
      name="message"
      value={message}
      readOnly={busy}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(
        props['aria-describedby'],
        component === 'ReplyBox' && ids.counter,
        error && ids.error('message'),
      )}
      onChange={compose(onChange, (event: ChangeEvent<HTMLTextAreaElement>) =>
        actor.send({ type: 'CHANGE', field: 'message', value: event.target.value }),
      )}
    />
  );
}

export type DraftDetailsProps = ComponentProps<'div'>;

/**
 * The name / e-mail / location block: for anonymous readers, once the message has 3 characters
 * (or a submit needs them). Signed-in readers never see it.
 */
export function DraftDetails(props: DraftDetailsProps) {
  const { actor } = useDraft('Details');
  const shown = useSelector(
    actor,
    (snapshot) =>
      snapshot.context.user === null && snapshot.context.detailsShown && selectPhase(snapshot) !== 'thanks',
  );
  if (!shown) return null;
  return <div {...props} data-state="open" />;
}

const AUTOCOMPLETE: Readonly<Record<Exclude<DraftField, 'message'>, string>> = {
  name: 'name',
  email: 'email',
  location: 'address-level2',
};

export type DraftFieldProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'id' | 'name' | 'type'
> & {
  field: 'name' | 'email' | 'location';
};

/** The name, e-mail or location `<input>`; name and e-mail are `aria-required`. */
export function DraftFieldInput({ field, onChange, ...props }: DraftFieldProps) {
  const { actor, ids } = useDraft('Field');
  const value = useSelector(actor, (snapshot) => snapshot.context.draft[field]);
  const error = useSelector(actor, (snapshot) => snapshot.context.errors[field]);
  const busy = useSelector(actor, (snapshot) => selectPhase(snapshot) === 'busy');
  return (
    <input
      autoComplete={AUTOCOMPLETE[field]}
      {...props}
      id={ids[field]}
      name={field}
      type={field === 'email' ? 'email' : 'text'}
      value={value}
      readOnly={busy}
      aria-required={field === 'location' ? undefined : true}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props['aria-describedby'], error && ids.error(field))}
      onChange={compose(onChange, (event: ChangeEvent<HTMLInputElement>) =>
        actor.send({ type: 'CHANGE', field, value: event.target.value }),
      )}
    />
  );
}

export interface DraftFieldErrorProps extends Omit<ComponentProps<'p'>, 'children' | 'id'> {
  field: DraftField;
}

/** The field's message (e.g. 'Please enter your name'), linked to the field; absent when none. */
export function DraftFieldError({ field, ...props }: DraftFieldErrorProps) {
  const { actor, ids } = useDraft('FieldError');
  const error = useSelector(actor, (snapshot) => snapshot.context.errors[field]);
  if (!error) return null;
  return (
    <p {...props} id={ids.error(field)} data-field={field}>
      {error}
    </p>
  );
}

export type DraftFormErrorProps = Omit<ComponentProps<'p'>, 'children' | 'id' | 'role'>;

/**
 * The server's refusal that names no field of the form (too many posts, the service or the
 * network down, …; Hardening 18), as an alert; absent when there is none. The text stays typed.
 */
export function DraftFormError(props: DraftFormErrorProps) {
  const { actor, ids } = useDraft('FormError');
  const error = useSelector(actor, (snapshot) => snapshot.context.formError);
  if (!error) return null;
  return (
    <p {...props} id={ids.formError} role="alert" data-state="refused">
      {error}
    </p>
  );
}

export type DraftSubmitProps = Omit<ComponentProps<'button'>, 'type'>;

/** The submit button; `aria-disabled` + `data-state="busy"` while sending (still focusable). */
export function DraftSubmit(props: DraftSubmitProps) {
  const { actor } = useDraft('Submit');
  const busy = useSelector(actor, (snapshot) => selectPhase(snapshot) === 'busy');
  return (
    <button {...props} type="submit" aria-disabled={busy || undefined} data-state={busy ? 'busy' : 'idle'} />
  );
}

export type DraftThanksProps = ComponentProps<'div'>;

/** The thank-you box after a successful post (role="status"); it takes focus when it appears. */
export function DraftThanks(props: DraftThanksProps) {
  const { actor } = useDraft('Thanks');
  const thanks = useSelector(actor, (snapshot) => selectPhase(snapshot) === 'thanks');
  if (!thanks) return null;
  return <ThanksBox {...props} />;
}

function ThanksBox(props: DraftThanksProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMount(ref);
  return <div tabIndex={-1} {...props} ref={ref} role="status" data-state="open" />;
}

export type DraftCloseProps = Omit<ComponentProps<'button'>, 'type'>;

/** Closes (CLOSE): an unsent form keeps its text; the thank-you clears it. Not while sending. */
export function DraftClose({ onClick, ...props }: DraftCloseProps) {
  const { actor, close } = useDraft('Close');
  const busy = useSelector(actor, (snapshot) => selectPhase(snapshot) === 'busy');
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
