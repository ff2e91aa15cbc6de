import type { ReaderTier } from '@newsroom/composer';
import {
  benefitsRotationMachine,
  paywallModeMachine,
  selectBenefitsRotationView,
  selectPaywallModeView,
  selectStickyFooterView,
  stickyFooterMachine,
} from '@newsroom/machines';
import {
  choosePaywallMode,
  inStickySplit,
  mayShowPrimeLoginNudge,
  readPrimeLoginMap,
} from '@newsroom/rules/paywall';
import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { fromCallback } from 'xstate';
import type { BenefitGroup } from '../content/schemas.ts';
import {
  PRIME_LOGIN_MAP_KEY,
  readStored,
  readStoredTime,
  STICKY_FOOTER_DISMISSED_KEY,
  splitId,
  writeStored,
} from './browserStore.ts';
import { PaywallBenefits } from './PaywallBenefits.tsx';
import { PaywallBlocker } from './PaywallBlocker.tsx';
import { PrimeLoginNudge } from './PrimeLoginNudge.tsx';
import { StickyFooterBand } from './StickyFooterBand.tsx';
import type { PaywallSettings } from './settings.ts';
import { TrialSignInForm } from './TrialSignInForm.tsx';
import type { PaywallTexts } from './texts.ts';

export interface PaywallExperienceProps {
  texts: PaywallTexts;
  settings: PaywallSettings;
  tier: ReaderTier;
  expiredSubscription: boolean;
  /** The server's facts: the free trial is open to this reader; the reader is on a tablet. */
  trialEligible: boolean;
  tablet: boolean;
  returnTo: string;
  /** The story under the paywall: not offered again among the benefits' stories. */
  currentMsid: string;
  /** Prime's clustered benefits; null when the backend could not give them (no section then). */
  benefits: readonly BenefitGroup[] | null;
}

/** What the browser knows once the login status is: the stored map, who is signed in, the time. */
interface BrowserFacts {
  stored: string | null;
  currentLoginId: string | null;
  now: number;
}

/**
 * AB-09: the paywall of a gated story, after the teaser: the blocker in its mode, the benefits
 * section and the sticky footer band, each state a machine of @newsroom/machines.
 *
 * The server renders its guess at the mode from what it knows (trial, tablet). Once the page is
 * in the browser the login status is learned (the signed-in reader's login from `/api/session`,
 * never in the shared page), and the mode machine chooses once, in the spec's order, adding
 * what only the browser knows: the stored Prime login map (primeUserLogin) and the reader's
 * bucket in the sticky-footer split (defaultSticky, which shows no blocker).
 *
 * Nothing the browser adds may move the page (a reader on a slow phone can be looking at the
 * blocker by then): the login nudge is a sheet at the window's foot over the offer the reader
 * would get without it, and the head's boot script (paywallSplitBoot.ts) has already hidden the
 * provisional blocker, before the first paint, from a reader in the sticky split.
 */
export function PaywallExperience(props: PaywallExperienceProps) {
  const { texts, settings, tier, trialEligible, tablet, returnTo, benefits } = props;
  const provisional = choosePaywallMode({
    primeLoginNudge: false,
    trialEligible,
    tablet,
    stickySplit: false,
  });
  const modeActor = useActorRef(paywallModeMachine);
  const modeView = useSelector(modeActor, selectPaywallModeView);
  const [browser, setBrowser] = useState<BrowserFacts | null>(null);
  // The login nudge and the sticky footer band share the window's foot: the band waits for the nudge.
  const [nudgeShown, setNudgeShown] = useState(false);

  useEffect(() => {
    let live = true;
    void knownLogin(tier).then((currentLoginId) => {
      if (!live) return;
      const stored = readStored(PRIME_LOGIN_MAP_KEY);
      const now = Date.now();
      // A signed-in reader whose login could not be learned is never nudged: it may be them.
      const login = currentLoginId === undefined ? null : currentLoginId;
      setBrowser({ stored, currentLoginId: login, now });
      modeActor.send({
        type: 'LOGIN_KNOWN',
        facts: {
          primeLoginNudge:
            currentLoginId !== undefined && mayShowPrimeLoginNudge(readPrimeLoginMap(stored), login, now),
          trialEligible,
          tablet,
          stickySplit: inStickySplit(splitId(), settings.stickyPercent),
        },
      });
    });
    return () => {
      live = false;
    };
  }, [modeActor, tier, trialEligible, tablet, settings.stickyPercent]);

  const mode = modeView.mode ?? provisional;
  // The blocker's offer: in primeUserLogin the one the reader gets without the nudge.
  const offer = modeView.offer ?? provisional;
  const benefitsRef = useRef<HTMLElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const groups = benefits && benefits.length > 0 ? benefits : null;
  const rotation = useBenefitsRotation(benefitsRef, groups);
  const footer = useStickyFooter(benefitsRef, rootRef);
  const back = encodeURIComponent(returnTo);
  const bandCta =
    offer === 'trialBlocker' && tier !== 'anonymous' && texts.trialCtaText
      ? { href: `/subscribe?return=${back}`, text: texts.trialCtaText }
      : {
          href: `/prime?return=${back}`,
          text: props.expiredSubscription ? texts.renewCtaText : texts.ctaText,
        };

  return (
    <div
      ref={rootRef}
      className="paywall-experience"
      data-mode={mode}
      data-state={modeView.mode ? 'chosen' : 'provisional'}
    >
      {offer !== 'defaultSticky' && (
        <PaywallBlocker
          texts={texts}
          tier={tier}
          mode={offer}
          expiredSubscription={props.expiredSubscription}
          returnTo={returnTo}
          trialSignIn={<TrialSignInForm returnTo={returnTo} />}
        />
      )}
      {groups && (
        <PaywallBenefits
          title={texts.benefitsTitle}
          groups={groups}
          exceptMsid={props.currentMsid}
          index={rotation.index}
          sectionRef={benefitsRef}
          onPause={rotation.pause}
          onResume={rotation.resume}
        />
      )}
      {modeView.nudge && browser && (
        <PrimeLoginNudge
          stored={browser.stored}
          currentLoginId={browser.currentLoginId}
          now={browser.now}
          texts={texts}
          returnTo={returnTo}
          onShownChange={setNudgeShown}
        />
      )}
      <StickyFooterBand
        shown={footer.shown && !nudgeShown}
        text={texts.stickyText}
        cta={bandCta}
        onClose={footer.close}
      />
    </div>
  );
}

/**
 * The signed-in reader's login (their e-mail, as `/api/session` tells it), null for a reader not
 * signed in, undefined when it could not be learned.
 */
async function knownLogin(tier: ReaderTier): Promise<string | null | undefined> {
  if (tier === 'anonymous') return null;
  try {
    const response = await fetch('/api/session', { credentials: 'same-origin' });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { user?: { email?: unknown } | null };
    if (!body.user) return null;
    return typeof body.user.email === 'string' && body.user.email !== '' ? body.user.email : undefined;
  } catch {
    return undefined;
  }
}

/** The benefits' rotation: one story per benefit, the next every 3500 ms while the section is in view. */
function useBenefitsRotation(section: RefObject<HTMLElement | null>, groups: readonly BenefitGroup[] | null) {
  const count = Math.max(
    0,
    ...(groups ?? []).flatMap((group) => group.benefits.map((benefit) => benefit.stories.length)),
  );
  const machine = useMemo(
    () =>
      benefitsRotationMachine.provide({
        actors: {
          visibilitySource: fromCallback(({ sendBack }) => {
            const element = section.current;
            if (!element || typeof IntersectionObserver !== 'function') return;
            const observer = new IntersectionObserver((entries) => {
              const seen = entries.some((entry) => entry.isIntersecting);
              sendBack({ type: seen ? 'VISIBLE' : 'HIDDEN' });
            });
            observer.observe(element);
            return () => observer.disconnect();
          }),
        },
      }),
    [section],
  );
  const actor = useActorRef(machine, {
    input: {
      count,
      reducedMotion:
        typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
    },
  });
  const view = useSelector(actor, selectBenefitsRotationView);
  return {
    index: view.index,
    pause: (by: 'hover' | 'focus') => actor.send({ type: 'PAUSE', by }),
    resume: (by: 'hover' | 'focus') => actor.send({ type: 'RESUME', by }),
  };
}

/**
 * The sticky footer band: shown once the benefits section's top is within 100 px of the window's
 * top (the paywall's own top when there is no benefits section).
 */
function useStickyFooter(benefits: RefObject<HTMLElement | null>, paywall: RefObject<HTMLElement | null>) {
  const machine = useMemo(
    () =>
      stickyFooterMachine.provide({
        actors: {
          positionSource: fromCallback(({ sendBack }) => {
            const report = () => {
              const element = benefits.current ?? paywall.current;
              if (element) sendBack({ type: 'BENEFITS_POSITION', top: element.getBoundingClientRect().top });
            };
            report();
            window.addEventListener('scroll', report, { passive: true });
            window.addEventListener('resize', report, { passive: true });
            return () => {
              window.removeEventListener('scroll', report);
              window.removeEventListener('resize', report);
            };
          }),
        },
        actions: {
          persistDismissal: (_, { dismissedAt }) =>
            writeStored(STICKY_FOOTER_DISMISSED_KEY, String(dismissedAt)),
        },
      }),
    [benefits, paywall],
  );
  const actor = useActorRef(machine, {
    input: { now: Date.now(), dismissedAt: readStoredTime(STICKY_FOOTER_DISMISSED_KEY) },
  });
  const view = useSelector(actor, selectStickyFooterView);
  return { shown: view === 'shown', close: () => actor.send({ type: 'CLOSE', at: Date.now() }) };
}
