import { primeLoginNudgeMachine, selectPrimeLoginNudgeView } from '@newsroom/machines';
import type { PrimeLoginMap } from '@newsroom/rules/paywall';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { PRIME_LOGIN_MAP_KEY, writeStored } from './browserStore.ts';
import type { PaywallTexts } from './texts.ts';

/** Where the nudge keeps its count and where its button goes: the browser's, or a story's. */
export interface PrimeLoginNudgeEffects {
  persist: (map: PrimeLoginMap) => void;
  signIn: (loginId: string, returnTo: string) => void;
}

const siteEffects: PrimeLoginNudgeEffects = {
  persist: (map) => writeStored(PRIME_LOGIN_MAP_KEY, JSON.stringify(map)),
  signIn: (loginId, returnTo) => window.location.assign(primeSignInPath(loginId, returnTo)),
};

export interface PrimeLoginNudgeProps {
  /** The stored Prime login map as storage held it (read defensively by the machine). */
  stored: string | null;
  /** The signed-in reader's login, or null. */
  currentLoginId: string | null;
  /** The page's time (ms). */
  now: number;
  texts: Pick<PaywallTexts, 'loginNudgeHeader' | 'loginNudgeCtaText'>;
  returnTo: string;
  /** Told whether the nudge is on screen (the sticky footer band waits while it is: one sheet at the foot). */
  onShownChange?: (shown: boolean) => void;
  effects?: PrimeLoginNudgeEffects;
}

/** The sign-in page for the stored account, coming back to the story. */
export function primeSignInPath(loginId: string, returnTo: string): string {
  return `/login?${new URLSearchParams({ return: returnTo, email: loginId })}`;
}

/**
 * AB-09 mode primeUserLogin: "you are a Prime member as ab****yz@mail.com: sign in with it".
 * The machine decides from the stored map and counts each showing (2 a day); "Not me" closes it
 * for the day. The login is only ever shown masked (spec §5).
 *
 * A sheet fixed at the window's foot, like the sticky footer band: it can only be decided in the
 * browser, once the page has loaded, and a reader on a slow phone may already be looking at the
 * blocker by then; inserted above the offer it moved it by its own height (CLS 0.12 at 360 px).
 */
export function PrimeLoginNudge({
  stored,
  currentLoginId,
  now,
  texts,
  returnTo,
  onShownChange,
  effects = siteEffects,
}: PrimeLoginNudgeProps) {
  const machine = useMemo(
    () =>
      primeLoginNudgeMachine.provide({
        actions: {
          persist: (_, { map }) => effects.persist(map),
          signIn: (_, { loginId }) => effects.signIn(loginId, returnTo),
        },
      }),
    [effects, returnTo],
  );
  const actor = useActorRef(machine, { input: { stored, currentLoginId, now } });
  const view = useSelector(actor, selectPrimeLoginNudgeView);
  useEffect(() => {
    onShownChange?.(view.shown);
  }, [onShownChange, view.shown]);
  if (!view.shown) return null;
  const [before, after = ''] = texts.loginNudgeHeader.split('{login}');
  return (
    <section className="paywall-login-nudge" aria-label="Your Prime account">
      <div className="paywall-login-nudge__inner">
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
      </div>
    </section>
  );
}
