import { type CodeChannel, passwordPausedText } from '@newsroom/rules/one-time-code';
import type { ReturnPath } from '../lib/returnPath.ts';
import { Chrome } from './Chrome.tsx';
import { CodeRequestForm } from './CodeSignInPage.tsx';

/** The demo publication's accounts (X-01), shown so a visitor can try every reader tier. */
const DEMO_ACCOUNTS = [
  ['reader@demo.ledger', 'signed-in reader'],
  ['trial@demo.ledger', 'eligible for a Prime trial'],
  ['prime@demo.ledger', 'Prime member'],
  ['expired@demo.ledger', 'Prime expired'],
  ['editor@demo.ledger', 'editor (layout preview)'],
  ['new@demo.ledger', 'first-time eligible (no Prime nudge bar)'],
] as const;

export interface LoginPageProps {
  email: string;
  returnTo: ReturnPath;
  /** The password sign-in's refusal, over the form. */
  error?: string;
  /** The one-time code request's refusal, under its e-mail field. */
  codeError?: string;
  /** The reader chose the one-time code (`/login?with=code`): its form in place of the password's. */
  withCode?: boolean;
  /** The code's channel (`/login?with=code&channel=mobile`); e-mail when not given. */
  codeChannel?: CodeChannel;
  /** The mobile number typed for a mobile code (an e-mail code's address is `email`). */
  mobile?: string;
  /** Issue 27: the paywall's trial blocker sent the reader here: the code sign-in starts the trial. */
  trial?: boolean;
}

/** `/login?with=code`: the sign-in page with the one-time code's form. */
export function codeSignInHref(returnTo: ReturnPath, email: string): string {
  return `/login?${new URLSearchParams({ with: 'code', return: returnTo, ...(email ? { email } : {}) })}`;
}

export function LoginPage({
  email,
  returnTo,
  error,
  codeError,
  withCode = false,
  codeChannel = 'email',
  mobile = '',
  trial = false,
}: LoginPageProps) {
  // One way at a time, so the page never holds two e-mail fields: the code's form when the reader
  // chose it, when its request was refused, or when password sign-in is paused for the account
  // (Hardening, issue 26.4), where a password could not sign them in anyway.
  const codeForm = withCode || codeError !== undefined || error === passwordPausedText;
  return (
    <Chrome>
      <div className="login">
        <h1>Sign in</h1>
        {error && (
          <p className="login__error" role="alert">
            {error}
            {/* Hardening (issue 26.4): the paused reader is one step from the way that signs them in. */}
          </p>
        )}
        {codeForm ? (
          <>
            <CodeRequestForm
              carried={{
                channel: codeChannel,
                address: codeChannel === 'mobile' ? mobile : email,
                returnTo,
                trial,
              }}
              error={codeError}
            />
            <p className="login__switch">
              <a href={`/login?${new URLSearchParams({ return: returnTo, ...(email ? { email } : {}) })}`}>
                Sign in with your password
              </a>
            </p>
          </>
        ) : (
          <>
            <form method="post" action="/login" className="login__form">
              <input type="hidden" name="return" value={returnTo} />
              <label>
                <span>E-mail</span>
                <input
                  type="email"
                  name="email"
                  autoComplete="username"
                  required
                  defaultValue={email}
                  maxLength={200}
                />
              </label>
              <label>
                <span>Password</span>
                <input
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  required
                  maxLength={200}
                />
              </label>
              <button type="submit">Sign in</button>
            </form>
            <p className="login__switch">
              <a href={codeSignInHref(returnTo, email)}>Sign in with a one-time code instead</a>
            </p>
          </>
        )}
        <section className="login__demo" aria-labelledby="demo-accounts">
          <h2 id="demo-accounts">Demo accounts</h2>
          <p>
            Every account's password is <code>ledger-demo-2026</code>.
          </p>
          <ul>
            {DEMO_ACCOUNTS.map(([address, tier]) => (
              <li key={address}>
                <code>{address}</code> — {tier}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Chrome>
  );
}
