import { signInRequestError } from '@newsroom/machines';
import { TrialSignIn } from '@newsroom/ui';
import { CODE_FORM_FIELDS, CODE_FORM_PATHS } from '../lib/forms/codeFormFields.ts';

/** A site call of the sign-in: the answer, or the refusal as the machine reads it. */
const post = (path: string) => async (body: unknown) => {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw signInRequestError(response.status, answer, response.headers.get('retry-after'));
  return answer;
};

const requestCode = post('/api/auth/code');

/**
 * AB-09 trialBlocker for a reader not signed in: sign in with an e-mail address or a mobile
 * number and a one-time code, which starts the free trial; the story then reloads, whole.
 *
 * Issue 27: without script the same steps are the sign-in page's one-time code forms
 * (CODE_FORM_PATHS), never a second implementation: a channel button opens `/login?with=code`
 * for that channel, and the address and code forms post where that page's do, each carrying the
 * story as the return path and the wish to start the trial.
 */
export function TrialSignInForm({ returnTo }: { returnTo: string }) {
  const carried = { [CODE_FORM_FIELDS.back]: returnTo, [CODE_FORM_FIELDS.trial]: '1' };
  return (
    <TrialSignIn.Root
      className="trial-sign-in"
      requestCode={requestCode}
      verifyCode={(input) => post('/api/auth/code/verify')({ ...input, return: returnTo })}
      onSignedIn={() => window.location.reload()}
      onError={(error) => console.error('trial sign-in:', error)}
    >
      <TrialSignIn.ChannelForm
        className="trial-sign-in__channels"
        action="/login"
        carry={{ with: 'code', ...carried }}
      >
        <TrialSignIn.ChannelButton className="trial-sign-in__channel" channel="email">
          Continue with e-mail
        </TrialSignIn.ChannelButton>
        <TrialSignIn.ChannelButton className="trial-sign-in__channel" channel="mobile">
          Continue with mobile number
        </TrialSignIn.ChannelButton>
      </TrialSignIn.ChannelForm>
      <TrialSignIn.AddressForm
        className="trial-sign-in__form"
        nativePost={{ action: CODE_FORM_PATHS.request, hidden: carried }}
      >
        <TrialSignIn.AddressField
          className="trial-sign-in__field"
          labelClassName="trial-sign-in__label"
          errorClassName="trial-sign-in__error"
        />
        <TrialSignIn.Submit className="paywall__cta trial-sign-in__submit">Send code</TrialSignIn.Submit>
        <TrialSignIn.Back className="trial-sign-in__back">Back</TrialSignIn.Back>
      </TrialSignIn.AddressForm>
      <TrialSignIn.CodeForm
        className="trial-sign-in__form"
        nativePost={{ action: CODE_FORM_PATHS.verify, hidden: carried }}
      >
        <TrialSignIn.SentTo className="trial-sign-in__sent" />
        <TrialSignIn.DevCode className="trial-sign-in__dev" />
        <TrialSignIn.CodeField
          className="trial-sign-in__field"
          labelClassName="trial-sign-in__label"
          errorClassName="trial-sign-in__error"
        />
        <TrialSignIn.Submit className="paywall__cta trial-sign-in__submit">
          Start my free trial
        </TrialSignIn.Submit>
        <TrialSignIn.Resend className="trial-sign-in__back">Send a new code</TrialSignIn.Resend>
        <TrialSignIn.Back className="trial-sign-in__back">Use another address</TrialSignIn.Back>
      </TrialSignIn.CodeForm>
      <TrialSignIn.FormError className="trial-sign-in__error" />
      <TrialSignIn.SignedIn className="trial-sign-in__done">
        Signed in: your trial has started.
      </TrialSignIn.SignedIn>
    </TrialSignIn.Root>
  );
}
