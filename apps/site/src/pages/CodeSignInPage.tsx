import { type CodeChannel, oneTimeCodeRules } from '@newsroom/rules/one-time-code';
import { CODE_FORM_FIELDS, CODE_FORM_PATHS } from '../lib/forms/codeFormFields.ts';
import type { ReturnPath } from '../lib/returnPath.ts';
import { Chrome } from './Chrome.tsx';

// Hardening (issue 26.4), AB-09: sign-in with a one-time code as plain HTML forms, so a reader
// whose password sign-in is paused gets in without JavaScript. The paths are the site's
// (server/codeSignInForm.tsx); the words are the rules module's and the backend's.

export { CODE_FORM_FIELDS, CODE_FORM_PATHS } from '../lib/forms/codeFormFields.ts';

/** What every step carries on to the next. */
export interface CodeFormCarried {
  channel: CodeChannel;
  /** The address as the reader typed it (or as the site normalised it, once a code was sent). */
  address: string;
  returnTo: ReturnPath;
  /** Start the free trial with the sign-in (the trial blocker's forms). */
  trial: boolean;
}

/** The hidden fields of `carried` (the address only once it is no longer typed on the page). */
function CarriedFields({ carried, address }: { carried: CodeFormCarried; address: boolean }) {
  return (
    <>
      <input type="hidden" name={CODE_FORM_FIELDS.channel} value={carried.channel} />
      {address && <input type="hidden" name={carried.channel} value={carried.address} />}
      <input type="hidden" name={CODE_FORM_FIELDS.back} value={carried.returnTo} />
      {carried.trial && <input type="hidden" name={CODE_FORM_FIELDS.trial} value="1" />}
    </>
  );
}

const ADDRESS_TEXTS = {
  email: {
    label: 'E-mail',
    explain: `We e-mail you a ${oneTimeCodeRules.codeLength}-digit code; no password needed.`,
    button: 'E-mail me a one-time code',
  },
  mobile: {
    label: 'Mobile number',
    explain: `We send a ${oneTimeCodeRules.codeLength}-digit code to your mobile by SMS; no password needed.`,
    button: 'Text me a one-time code',
  },
} as const;

/** Said on both steps of the trial blocker's sign-in. */
const TRIAL_TEXT = 'Once you are signed in, your free Prime trial starts.';

/** The id the sign-in page's code form has: the paused message links to it. */
export const CODE_FORM_ANCHOR = 'code-sign-in';

const minutes = Math.round(oneTimeCodeRules.expiresInMs / 60_000);

/** A refusal in words, placed under the field it is about and named by it for screen readers. */
function FieldError({ id, field, message }: { id: string; field: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span id={id} className="login__field-error" data-error={field} role="alert">
      {message}
    </span>
  );
}

/** On the sign-in page: "E-mail me a one-time code", with the refusal of the last try under the address. */
export function CodeRequestForm({
  carried,
  error,
}: {
  carried: CodeFormCarried;
  error?: string | undefined;
}) {
  const texts = ADDRESS_TEXTS[carried.channel];
  const email = carried.channel === 'email';
  return (
    <section className="login__code" id={CODE_FORM_ANCHOR} aria-labelledby="code-sign-in-heading">
      <h2 id="code-sign-in-heading">Sign in with a one-time code</h2>
      <p>{texts.explain}</p>
      {carried.trial && <p className="login__trial">{TRIAL_TEXT}</p>}
      <form method="post" action={CODE_FORM_PATHS.request} className="login__form">
        <CarriedFields carried={carried} address={false} />
        <label>
          <span>{texts.label}</span>
          <input
            type={email ? 'email' : 'tel'}
            name={carried.channel}
            autoComplete={email ? 'username' : 'tel'}
            inputMode={email ? 'email' : 'tel'}
            required
            defaultValue={carried.address}
            maxLength={email ? oneTimeCodeRules.emailMaxLength : oneTimeCodeRules.mobileMaxLength}
            {...(error ? { 'aria-invalid': true, 'aria-describedby': 'code-email-error' } : {})}
          />
          <FieldError id="code-email-error" field="address" message={error} />
        </label>
        <button type="submit">{texts.button}</button>
      </form>
    </section>
  );
}

export interface CodeEntryProps {
  challengeId: string;
  /** The address as shown ("tr*al@demo.ledger"). */
  sentTo: string;
  /** The channel, the address itself (kept for "send a new code"), the return path, the trial. */
  carried: CodeFormCarried;
  error?: string | undefined;
  /** Development only (the backend's SHOW_ONE_TIME_CODES): the code, shown as the paywall's form does. */
  devCode?: string | undefined;
}

/** After the code was sent: the code field, saying where it went. */
export function CodeEntryPage({ challengeId, sentTo, carried, error, devCode }: CodeEntryProps) {
  return (
    <Chrome>
      <div className="login">
        <h1>Enter your code</h1>
        <p className="login__sent" role="status">
          We sent a {oneTimeCodeRules.codeLength}-digit code to <strong>{sentTo}</strong>. It works for{' '}
          {minutes} minutes.
        </p>
        {carried.trial && <p className="login__trial">{TRIAL_TEXT}</p>}
        {devCode && (
          <p className="login__dev" data-dev-code="">
            Development: your code is {devCode}
          </p>
        )}
        <form method="post" action={CODE_FORM_PATHS.verify} className="login__form">
          <input type="hidden" name={CODE_FORM_FIELDS.challenge} value={challengeId} />
          <CarriedFields carried={carried} address />
          <label>
            <span>Code</span>
            <input
              type="text"
              name={CODE_FORM_FIELDS.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={32}
              {...(error ? { 'aria-invalid': true, 'aria-describedby': 'code-error' } : {})}
            />
            <FieldError id="code-error" field="code" message={error} />
          </label>
          <button type="submit">Sign in</button>
        </form>
        <form method="post" action={CODE_FORM_PATHS.request} className="login__resend">
          <CarriedFields carried={carried} address />
          <button type="submit">Send a new code</button>
        </form>
        <p className="login__back">
          <a href={`/login?return=${encodeURIComponent(carried.returnTo)}`}>
            Sign in with your password instead
          </a>
        </p>
      </div>
    </Chrome>
  );
}
