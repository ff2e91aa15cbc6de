import { oneTimeCodeRules } from '@newsroom/rules/one-time-code';
import type { ReturnPath } from '../server/returnPath.ts';
import { Chrome } from './Chrome.tsx';

// Hardening (issue 26.4), AB-09: sign-in with a one-time code as plain HTML forms, so a reader
// whose password sign-in is paused gets in without JavaScript. The paths are the site's
// (server/codeSignInForm.tsx); the words are the rules module's and the backend's.

export const CODE_FORM_PATHS = { request: '/login/code', verify: '/login/code/verify' } as const;

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
  email,
  returnTo,
  error,
}: {
  email: string;
  returnTo: ReturnPath;
  error?: string | undefined;
}) {
  return (
    <section className="login__code" id={CODE_FORM_ANCHOR} aria-labelledby="code-sign-in-heading">
      <h2 id="code-sign-in-heading">Sign in with a one-time code</h2>
      <p>We e-mail you a {oneTimeCodeRules.codeLength}-digit code; no password needed.</p>
      <form method="post" action={CODE_FORM_PATHS.request} className="login__form">
        <input type="hidden" name="return" value={returnTo} />
        <label>
          <span>E-mail</span>
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            defaultValue={email}
            maxLength={oneTimeCodeRules.emailMaxLength}
            {...(error ? { 'aria-invalid': true, 'aria-describedby': 'code-email-error' } : {})}
          />
          <FieldError id="code-email-error" field="address" message={error} />
        </label>
        <button type="submit">E-mail me a one-time code</button>
      </form>
    </section>
  );
}

export interface CodeEntryProps {
  challengeId: string;
  /** The address as shown ("tr*al@demo.ledger"). */
  sentTo: string;
  /** The address itself, kept in the form for "send a new code". */
  email: string;
  returnTo: ReturnPath;
  error?: string | undefined;
  /** Development only (the backend's SHOW_ONE_TIME_CODES): the code, shown as the paywall's form does. */
  devCode?: string | undefined;
}

/** After the code was sent: the code field, saying where it went. */
export function CodeEntryPage({ challengeId, sentTo, email, returnTo, error, devCode }: CodeEntryProps) {
  return (
    <Chrome>
      <div className="login">
        <h1>Enter your code</h1>
        <p className="login__sent" role="status">
          We sent a {oneTimeCodeRules.codeLength}-digit code to <strong>{sentTo}</strong>. It works for{' '}
          {minutes} minutes.
        </p>
        {devCode && (
          <p className="login__dev" data-dev-code="">
            Development: your code is {devCode}
          </p>
        )}
        <form method="post" action={CODE_FORM_PATHS.verify} className="login__form">
          <input type="hidden" name="challengeId" value={challengeId} />
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="return" value={returnTo} />
          <label>
            <span>Code</span>
            <input
              type="text"
              name="code"
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
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="return" value={returnTo} />
          <button type="submit">Send a new code</button>
        </form>
        <p className="login__back">
          <a href={`/login?return=${encodeURIComponent(returnTo)}`}>Sign in with your password instead</a>
        </p>
      </div>
    </Chrome>
  );
}
