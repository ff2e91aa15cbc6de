import {
  type RequestCodeInput,
  selectResendState,
  selectTrialSignInStatus,
  type TrialSignInField,
  type TrialSignInStatus,
  trialSignInMachine,
  type VerifyCodeInput,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentProps,
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useId,
  useMemo,
} from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { HiddenFields, type NativePost, nativePostAttributes } from '../native-post/HiddenFields.tsx';

/**
 * AB-09 trial sign-in buttons ("Continue with e-mail" standing in for Google, "Continue with
 * mobile number"), headless, on the `trialSignIn` machine: choose → address → one-time code →
 * signed in (and the trial started).
 *
 *   <TrialSignIn.Root requestCode={post('/api/auth/code')} verifyCode={post('/api/auth/code/verify')}
 *                     onSignedIn={() => location.reload()}>
 *     <TrialSignIn.ChannelButton channel="email">Continue with e-mail</TrialSignIn.ChannelButton>
 *     <TrialSignIn.ChannelButton channel="mobile">Continue with mobile number</TrialSignIn.ChannelButton>
 *     <TrialSignIn.AddressForm>
 *       <TrialSignIn.AddressField />            (label by channel; its error beside it)
 *       <TrialSignIn.Submit>Send code</TrialSignIn.Submit>
 *       <TrialSignIn.Back>Back</TrialSignIn.Back>
 *     </TrialSignIn.AddressForm>
 *     <TrialSignIn.CodeForm>
 *       <TrialSignIn.SentTo />                  ("We sent a code to tr*al@demo.ledger.")
 *       <TrialSignIn.DevCode />                 ("Development: your code is 123456", dev only)
 *       <TrialSignIn.CodeField />
 *       <TrialSignIn.Submit>Sign in</TrialSignIn.Submit>
 *       <TrialSignIn.Resend>Send a new code</TrialSignIn.Resend>
 *       <TrialSignIn.Back>Use another address</TrialSignIn.Back>
 *     </TrialSignIn.CodeForm>
 *     <TrialSignIn.FormError />
 *   </TrialSignIn.Root>
 *
 * or `<TrialSignIn.Default … />` for exactly that. Each part renders only in the steps it belongs
 * to. Root carries `data-state` (choosing | enteringAddress | requestingCode | enteringCode |
 * verifying | signedIn); Resend carries `data-state` waiting | allowed. A field with an error has
 * `aria-invalid` and `aria-describedby` pointing at the error, which is shown right below it.
 * `requestCode` / `verifyCode` resolve with the server's answer or reject with
 * `SignInRequestError` (`signInRequestError(status, body, retryAfter)` from @newsroom/machines).
 *
 * Issue 27, without script: `<TrialSignIn.ChannelForm action="/login" carry={…}>` around the
 * channel buttons makes them a real form's submit buttons (`channel=email|mobile`, sent with GET to
 * a page that asks for the address); AddressForm and CodeForm take a `nativePost` (where they post
 * and the hidden fields they carry) and add the fields the machine knows — `channel`, the address
 * under the channel's name (`email` or `mobile`), the `challengeId` — so that a form posted by the
 * browser itself (a script that failed) carries what the island would have sent. Once awake, each
 * takes its form over (its submit or click handler prevents the native action).
 */

type TrialSignInActor = ActorRefFrom<typeof trialSignInMachine>;

interface TrialSignInValue {
  actor: TrialSignInActor;
  ids: { address: string; code: string; addressError: string; codeError: string };
}

const TrialSignInContext = createContext<TrialSignInValue | null>(null);

function useTrialSignIn(part: string): TrialSignInValue {
  const value = useContext(TrialSignInContext);
  if (!value) throw new Error(`<TrialSignIn.${part}> must be rendered inside <TrialSignIn.Root>.`);
  return value;
}

/** The machine's state and events, for custom parts inside <TrialSignIn.Root>. */
export function useTrialSignInState() {
  const { actor } = useTrialSignIn('useTrialSignInState');
  const status = useSelector(actor, selectTrialSignInStatus);
  const resend = useSelector(actor, selectResendState);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  return { status, resend, ...context, send: actor.send };
}

export interface TrialSignInRootProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Send a code: `POST /api/auth/code`. Resolve with the answer, reject with the refusal. */
  requestCode: (request: RequestCodeInput) => Promise<unknown>;
  /** Check the code and sign in: `POST /api/auth/code/verify`. Resolve with `{ ok: true, … }`. */
  verifyCode: (request: VerifyCodeInput) => Promise<unknown>;
  /** After the sign-in, with the answer (e.g. reload the page to show the trial). */
  onSignedIn: (answer: unknown) => void;
  /** Start the free trial with the sign-in (default true). */
  startTrial?: boolean;
  /** Failures, for the console or a logger. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

function Root({
  requestCode,
  verifyCode,
  onSignedIn,
  startTrial,
  onError,
  children,
  ...props
}: TrialSignInRootProps) {
  const machine = useMemo(
    () =>
      trialSignInMachine.provide({
        actors: {
          requestCode: fromPromise<unknown, RequestCodeInput>(({ input }) => requestCode(input)),
          verifyCode: fromPromise<unknown, VerifyCodeInput>(({ input }) => verifyCode(input)),
        },
        actions: {
          signedIn: (_, { answer }) => onSignedIn(answer),
          log: (_, { error }) => onError?.(error),
        },
      }),
    [requestCode, verifyCode, onSignedIn, onError],
  );
  const actor = useActorRef(machine, { input: { startTrial: startTrial !== false } });
  const status = useSelector(actor, selectTrialSignInStatus);
  const base = useId();
  const value = useMemo(
    () => ({
      actor,
      ids: {
        address: `${base}-address`,
        code: `${base}-code`,
        addressError: `${base}-address-error`,
        codeError: `${base}-code-error`,
      },
    }),
    [actor, base],
  );
  return (
    <TrialSignInContext value={value}>
      <div
        {...props}
        data-trial-sign-in=""
        data-state={status}
        aria-busy={status === 'requestingCode' || status === 'verifying'}
      >
        {children}
      </div>
    </TrialSignInContext>
  );
}

/**
 * Issue 27: the channel buttons' form, shown while choosing: without script the chosen button
 * sends `channel` (and the hidden fields) with GET to `action`, a page that asks for the address.
 */
function ChannelForm({
  action,
  carry,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'method' | 'action'> & {
  action: string;
  /** Hidden fields sent with the chosen channel. */
  carry?: Readonly<Record<string, string>>;
}) {
  const { actor } = useTrialSignIn('ChannelForm');
  const status = useSelector(actor, selectTrialSignInStatus);
  if (status !== 'choosing') return null;
  return (
    <form {...props} method="get" action={action} onSubmit={(event) => event.preventDefault()}>
      <HiddenFields post={{ action, ...(carry ? { hidden: carry } : {}) }} />
      {children}
    </form>
  );
}

/**
 * "Continue with e-mail" / "Continue with mobile number": shown while choosing. A submit button
 * (`channel=…`) for ChannelForm's native action; awake, a click chooses here instead.
 */
function ChannelButton({
  channel,
  ...props
}: Omit<ComponentProps<'button'>, 'type' | 'onClick' | 'name' | 'value'> & { channel: 'email' | 'mobile' }) {
  const { actor } = useTrialSignIn('ChannelButton');
  const status = useSelector(actor, selectTrialSignInStatus);
  if (status !== 'choosing') return null;
  return (
    <button
      {...props}
      type="submit"
      name="channel"
      value={channel}
      data-channel={channel}
      onClick={(event) => {
        event.preventDefault();
        actor.send({ type: 'CHOOSE', channel });
      }}
    />
  );
}

/** The fields the machine knows that a native post must carry too. */
function MachineFields({ actor, challenge }: { actor: TrialSignInActor; challenge: boolean }) {
  const { channel, address, challengeId } = useSelector(
    actor,
    (snapshot) => ({
      channel: snapshot.context.channel,
      address: snapshot.context.address,
      challengeId: snapshot.context.challenge?.challengeId ?? '',
    }),
    sameFields,
  );
  return (
    <>
      <input type="hidden" name="channel" value={channel ?? 'email'} />
      {challenge ? (
        <>
          <input type="hidden" name={channel ?? 'email'} value={address} />
          <input type="hidden" name="challengeId" value={challengeId} />
        </>
      ) : null}
    </>
  );
}

const sameFields = (
  a: { channel: string | null; address: string; challengeId: string },
  b: { channel: string | null; address: string; challengeId: string },
) => a.channel === b.channel && a.address === b.address && a.challengeId === b.challengeId;

const useHasChallenge = (actor: TrialSignInActor) =>
  useSelector(actor, (snapshot) => snapshot.context.challenge !== null);

function submitTo(actor: TrialSignInActor) {
  return (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
}

type StepFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'method' | 'action'> & {
  /** Issue 27: where the step posts when the browser posts it itself, and its hidden fields. */
  nativePost?: NativePost;
};

/** The address step: a form shown while entering the address and while its code is asked for. */
function AddressForm(props: StepFormProps) {
  const { actor } = useTrialSignIn('AddressForm');
  const status = useSelector(actor, selectTrialSignInStatus);
  const hasChallenge = useHasChallenge(actor);
  const shown = status === 'enteringAddress' || (status === 'requestingCode' && !hasChallenge);
  return shown ? <StepForm {...props} actor={actor} status={status} step="address" /> : null;
}

/** The code step: shown once a code was sent (also while a new one is asked for). */
function CodeForm(props: StepFormProps) {
  const { actor } = useTrialSignIn('CodeForm');
  const status = useSelector(actor, selectTrialSignInStatus);
  const hasChallenge = useHasChallenge(actor);
  const shown =
    status === 'enteringCode' || status === 'verifying' || (status === 'requestingCode' && hasChallenge);
  return shown ? <StepForm {...props} actor={actor} status={status} step="code" /> : null;
}

/** One step's form: the machine's submit, and for a native post its hidden and machine fields. */
function StepForm({
  nativePost,
  children,
  actor,
  status,
  step,
  ...props
}: StepFormProps & {
  actor: ReturnType<typeof useTrialSignIn>['actor'];
  status: ReturnType<typeof selectTrialSignInStatus>;
  step: 'address' | 'code';
}) {
  return (
    <form
      {...props}
      {...nativePostAttributes(nativePost)}
      noValidate
      onSubmit={submitTo(actor)}
      data-step={step}
      data-state={status}
    >
      {nativePost ? (
        <>
          <HiddenFields post={nativePost} />
          <MachineFields actor={actor} challenge={step === 'code'} />
        </>
      ) : null}
      {children}
    </form>
  );
}

type FieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id' | 'name'> & {
  label?: ReactNode;
  labelClassName?: string;
  errorClassName?: string;
};

function Field({
  field,
  inputId,
  errorId,
  label,
  labelClassName,
  errorClassName,
  className,
  name,
  ...props
}: FieldProps & {
  field: TrialSignInField;
  inputId: string;
  errorId: string;
  label: ReactNode;
  /** The name a native post sends it under (default the field's). */
  name?: string;
}) {
  const { actor } = useTrialSignIn('Field');
  const value = useSelector(actor, (snapshot) => snapshot.context[field]);
  const error = useSelector(actor, (snapshot) => snapshot.context.errors[field]);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  return (
    <div className={className} data-field={field} data-invalid={error ? '' : undefined}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <input
        {...props}
        id={inputId}
        name={name ?? field}
        value={value}
        readOnly={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => actor.send({ type: 'CHANGE', field, value: event.target.value })}
      />
      {error ? (
        <p id={errorId} className={errorClassName} data-error={field}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The e-mail address or mobile number, as the chosen channel wants it. */
function AddressField({ label, ...props }: FieldProps) {
  const { actor, ids } = useTrialSignIn('AddressField');
  const channel = useSelector(actor, (snapshot) => snapshot.context.channel);
  const email = channel !== 'mobile';
  return (
    <Field
      type={email ? 'email' : 'tel'}
      inputMode={email ? 'email' : 'tel'}
      autoComplete={email ? 'email' : 'tel'}
      maxLength={email ? 254 : 20}
      spellCheck={false}
      {...props}
      field="address"
      name={email ? 'email' : 'mobile'}
      inputId={ids.address}
      errorId={ids.addressError}
      label={label ?? (email ? 'E-mail address' : 'Mobile number')}
    />
  );
}

/** The one-time code: numeric keypad, and the code the phone offers from the SMS. */
function CodeField({ label, ...props }: FieldProps) {
  const { ids } = useTrialSignIn('CodeField');
  return (
    <Field
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={12}
      {...props}
      field="code"
      inputId={ids.code}
      errorId={ids.codeError}
      label={label ?? '6-digit code'}
    />
  );
}

/** The step's submit button ("Send code", "Sign in"); disabled while a request is out. */
function Submit(props: Omit<ComponentProps<'button'>, 'type'>) {
  const { actor } = useTrialSignIn('Submit');
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  return (
    <button {...props} type="submit" disabled={busy || props.disabled} aria-disabled={busy || undefined} />
  );
}

/** Back a step: to the buttons from the address, to the address from the code. */
function Back(props: Omit<ComponentProps<'button'>, 'type' | 'onClick'>) {
  const { actor } = useTrialSignIn('Back');
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  return <button {...props} type="button" disabled={busy} onClick={() => actor.send({ type: 'BACK' })} />;
}

/** Send the code again; enabled 30 s after the last one was sent. */
function Resend({
  waitingHint = 'You can ask for a new code 30 seconds after the last one.',
  ...props
}: Omit<ComponentProps<'button'>, 'type' | 'onClick'> & { waitingHint?: string }) {
  const { actor } = useTrialSignIn('Resend');
  const resend = useSelector(actor, selectResendState);
  const allowed = resend === 'allowed';
  return (
    <button
      {...props}
      type="button"
      data-state={allowed ? 'allowed' : 'waiting'}
      disabled={!allowed}
      title={allowed ? undefined : waitingHint}
      onClick={() => actor.send({ type: 'RESEND' })}
    />
  );
}

/** "We sent a code to tr*al@demo.ledger." — the address masked by the shared rules. */
function SentTo({
  children,
  ...props
}: Omit<ComponentProps<'p'>, 'children'> & { children?: (sentTo: string) => ReactNode }) {
  const { actor } = useTrialSignIn('SentTo');
  const sentTo = useSelector(actor, (snapshot) => snapshot.context.challenge?.sentTo ?? null);
  if (sentTo === null) return null;
  return (
    <p {...props} role="status" data-sent-to="">
      {children ? children(sentTo) : `We sent a code to ${sentTo}.`}
    </p>
  );
}

/** Development only: the code itself, when the backend answered it (SHOW_ONE_TIME_CODES). */
function DevCode({
  children,
  ...props
}: Omit<ComponentProps<'p'>, 'children'> & { children?: (code: string) => ReactNode }) {
  const { actor } = useTrialSignIn('DevCode');
  const code = useSelector(actor, (snapshot) => snapshot.context.challenge?.devCode ?? null);
  if (code === null) return null;
  return (
    <p {...props} data-dev-code="">
      {children ? children(code) : `Development: your code is ${code}`}
    </p>
  );
}

/** A refusal that names no field (too many requests, the server down, the network). */
function FormError(props: Omit<ComponentProps<'p'>, 'children'>) {
  const { actor } = useTrialSignIn('FormError');
  const error = useSelector(actor, (snapshot) => snapshot.context.errors.form ?? null);
  return (
    <p {...props} role="alert" data-error="form">
      {error}
    </p>
  );
}

/** Shown once signed in (the page is usually reloaded by onSignedIn). */
function SignedIn(props: ComponentProps<'p'>) {
  const { actor } = useTrialSignIn('SignedIn');
  const status = useSelector(actor, selectTrialSignInStatus);
  if (status !== 'signedIn') return null;
  return <p {...props} role="status" />;
}

/** Every part, with the house's words. */
function Default(props: Omit<TrialSignInRootProps, 'children'>) {
  return (
    <Root {...props}>
      <ChannelButton channel="email">Continue with e-mail</ChannelButton>
      <ChannelButton channel="mobile">Continue with mobile number</ChannelButton>
      <AddressForm>
        <AddressField />
        <Submit>Send code</Submit>
        <Back>Back</Back>
      </AddressForm>
      <CodeForm>
        <SentTo />
        <DevCode />
        <CodeField />
        <Submit>Sign in</Submit>
        <Resend>Send a new code</Resend>
        <Back>Use another address</Back>
      </CodeForm>
      <FormError />
      <SignedIn>You are signed in.</SignedIn>
    </Root>
  );
}

export const TrialSignIn = {
  Root,
  ChannelForm,
  ChannelButton,
  AddressForm,
  AddressField,
  CodeForm,
  CodeField,
  Submit,
  Back,
  Resend,
  SentTo,
  DevCode,
  FormError,
  SignedIn,
  Default,
};

export type { TrialSignInStatus };
