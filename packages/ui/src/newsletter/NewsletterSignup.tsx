import {
  NEWSLETTER_TEXTS,
  type NewsletterSignupInput,
  type NewsletterSignupStatus,
  newsletterSignupMachine,
  selectNewsletterSignupStatus,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { fromPromise } from 'xstate';
import { HiddenFields, type NativePost, nativePostAttributes } from '../native-post/HiddenFields.tsx';

/**
 * AB-13 newsletter sign-up, headless: behaviour, ARIA and `data-state`; the site gives the look.
 *
 *   <NewsletterSignup sid="tech" subscribe={…} prefill={…} label="Your e-mail"
 *                     thanks={<p>Thank you…</p>} />
 *
 * idle → submitting (the button says 'Subscribing...', field and button disabled) → subscribed
 * (the thank-you takes the form's place and is announced; focus moves to it, as the button it
 * had is gone). The field is `type=email`, required, `autocomplete=email`: the browser's own check
 * and nothing more (spec §5). The server's words about the address are shown right below the
 * field (`aria-invalid`, `aria-describedby`) and the field takes focus; other refusals in words are
 * the form's message; a failure says nothing and gives the button back (spec §8).
 *
 * `prefill` (optional) is asked once on mount for a signed-in reader's primary e-mail; it fills an
 * empty field the reader has not typed in.
 *
 * Issue 27: the field is uncontrolled (the machine's address is written to it, never the other way
 * round by React), so what a reader typed before the component woke is not wiped by hydration: it
 * is read from the field on waking and is what the machine holds. With `nativePost` the form is a
 * real one (`method="post"`, its action and hidden fields, the field named `email`), so a reader
 * without script signs up too; once awake the component takes the same form over.
 */

export interface NewsletterSignupClassNames {
  form?: string;
  label?: string;
  field?: string;
  fieldError?: string;
  button?: string;
  formError?: string;
  thanks?: string;
}

export interface NewsletterSignupProps extends Omit<ComponentProps<'div'>, 'children'> {
  sid: string;
  /** `POST /api/newsletters/subscribe`; rejects with the server's refusal (`CommentWriteError`). */
  subscribe: (request: { sid: string; email: string }) => Promise<unknown>;
  /** The signed-in reader's primary e-mail, or null. */
  prefill?: () => Promise<string | null>;
  /** Failures are logged (spec §8); default console.error. */
  onLog?: (error: unknown) => void;
  /** The field's visible label. */
  label: ReactNode;
  /** What takes the form's place once subscribed. */
  thanks: ReactNode;
  /** What goes before the field, inside the form (e.g. the description). */
  intro?: ReactNode;
  classNames?: NewsletterSignupClassNames;
  /**
   * Makes the element ids (`{idBase}-email`, …) when the markup is rendered on the server and
   * hydrated as an island, where React's own ids would not match after hydration. Unique on the page.
   */
  idBase?: string;
  /** Issue 27: where the form posts without script (the site's page that takes the sign-up). */
  nativePost?: NativePost;
  /** Issue 27: the address sent and the server's refusal, on the page that shows the form again. */
  known?: Pick<NewsletterSignupInput, 'email' | 'refused'>;
}

export function NewsletterSignup({
  sid,
  subscribe,
  prefill,
  onLog,
  label,
  thanks,
  intro,
  classNames = {},
  idBase,
  nativePost,
  known,
  ...props
}: NewsletterSignupProps) {
  const machine = useMemo(
    () =>
      newsletterSignupMachine.provide({
        actors: { subscribe: fromPromise(({ input }) => subscribe(input)) },
        actions: {
          log: (_, { error }) => (onLog ?? ((e: unknown) => console.error('Newsletter sign-up:', e)))(error),
        },
      }),
    [subscribe, onLog],
  );
  const actor = useActorRef(machine, { input: { sid, ...known } });
  const status = useSelector(actor, selectNewsletterSignupStatus);
  const { email, fieldError, formError } = useSelector(actor, (snapshot) => snapshot.context);
  const reactId = useId();
  const base = idBase ?? reactId;
  const fieldId = `${base}-email`;
  const fieldErrorId = `${base}-email-error`;
  const formErrorId = `${base}-error`;
  const field = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const previous = useRef<NewsletterSignupStatus>(status);

  useEffect(() => {
    if (!prefill) return;
    let current = true;
    prefill().then(
      (address) => {
        if (current && address) actor.send({ type: 'PREFILL', email: address });
      },
      // No prefill is no failure: the reader types the address.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [prefill, actor]);

  // The field's text and the machine's address agree. On waking the field's wins (the reader may
  // have typed before hydration: a change the machine has not heard of); after that the machine's
  // is written to the field (a prefill), the reader's typing reaching the machine by CHANGE.
  const woke = useRef(false);
  useLayoutEffect(() => {
    const input = field.current;
    if (!input) return;
    if (!woke.current) {
      woke.current = true;
      if (input.value !== email) {
        actor.send({ type: 'CHANGE', value: input.value });
        return;
      }
    }
    if (input.value !== email) input.value = email;
  }, [actor, email]);

  // Focus follows the state: to the thank-you, to the field the server refused, or back to the
  // button the reader pressed (disabled meanwhile, so the browser let go of it).
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== 'submitting') return;
    if (status === 'subscribed') thanksRef.current?.focus();
    else if (fieldError) field.current?.focus();
    else button.current?.focus();
  }, [status, fieldError]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };

  if (status === 'subscribed') {
    return (
      <div {...props} data-state={status}>
        <div ref={thanksRef} className={classNames.thanks} role="status" tabIndex={-1}>
          {thanks}
        </div>
      </div>
    );
  }

  const busy = status === 'submitting';
  const describedBy = [fieldError ? fieldErrorId : null, formError ? formErrorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div {...props} data-state={status}>
      <form
        className={classNames.form}
        {...nativePostAttributes(nativePost)}
        onSubmit={submit}
        aria-busy={busy || undefined}
      >
        <HiddenFields post={nativePost} />
        {intro}
        <label className={classNames.label} htmlFor={fieldId}>
          {label}
        </label>
        <input
          ref={field}
          id={fieldId}
          className={classNames.field}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={email}
          disabled={busy}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => actor.send({ type: 'CHANGE', value: event.target.value })}
        />
        <button ref={button} type="submit" className={classNames.button} disabled={busy} data-state={status}>
          {busy ? NEWSLETTER_TEXTS.subscribing : NEWSLETTER_TEXTS.subscribe}
        </button>
        {/* Both always in the document (empty when there is nothing to say), so a site can keep
            their line reserved and nothing moves when one speaks. */}
        <p id={fieldErrorId} className={classNames.fieldError}>
          {fieldError ?? ''}
        </p>
        <p id={formErrorId} className={classNames.formError} role="status">
          {formError ?? ''}
        </p>
      </form>
    </div>
  );
}
