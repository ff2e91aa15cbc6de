import { primeLoginNudgeMachine, selectPrimeLoginNudgeView } from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { PRIME_LOGIN_MAP_KEY, writeStored } from './browserStore.ts';
import type { PaywallTexts } from './texts.ts';

export interface PrimeLoginNudgeProps {
  /** The stored Prime login map as storage held it (read defensively by the machine). */
  stored: string | null;
  /** The signed-in reader's login, or null. */
  currentLoginId: string | null;
  /** The page's time (ms). */
  now: number;
  texts: Pick<PaywallTexts, 'loginNudgeHeader' | 'loginNudgeCtaText'>;
  returnTo: string;
}

/** The sign-in page for the stored account, coming back to the story. */
export function primeSignInPath(loginId: string, returnTo: string): string {
  return `/login?${new URLSearchParams({ return: returnTo, email: loginId })}`;
}

/**
 * AB-09 mode primeUserLogin: "you are a Prime member as ab****yz@mail.com: sign in with it".
 * The machine decides from the stored map and counts each showing (2 a day); "Not me" closes it
 * for the day. The login is only ever shown masked (spec §5).
 */
export function PrimeLoginNudge({ stored, currentLoginId, now, texts, returnTo }: PrimeLoginNudgeProps) {
  const machine = useMemo(
    () =>
      primeLoginNudgeMachine.provide({
        actions: {
          persist: (_, { map }) => writeStored(PRIME_LOGIN_MAP_KEY, JSON.stringify(map)),
          signIn: (_, { loginId }) => window.location.assign(primeSignInPath(loginId, returnTo)),
        },
      }),
    [returnTo],
  );
  const actor = useActorRef(machine, { input: { stored, currentLoginId, now } });
  const view = useSelector(actor, selectPrimeLoginNudgeView);
  if (!view.shown) return null;
  const [before, after = ''] = texts.loginNudgeHeader.split('{login}');
  return (
    <section className="paywall-login-nudge" aria-label="Your Prime account">
      <p className="paywall-login-nudge__text">
        {before}
        {texts.loginNudgeHeader.includes('{login}') && (
          <strong className="paywall-login-nudge__login">{view.maskedLogin}</strong>
        )}
        {after}
      </p>
      <p className="paywall-login-nudge__actions">
        <button type="button" className="paywall__cta" onClick={() => actor.send({ type: 'SIGN_IN' })}>
          {texts.loginNudgeCtaText}
        </button>
        <button
          type="button"
          className="paywall-login-nudge__close"
          onClick={() => actor.send({ type: 'CLOSE', at: Date.now() })}
        >
          Not me
        </button>
      </p>
    </section>
  );
}
