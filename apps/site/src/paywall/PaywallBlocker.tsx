import type { ReaderTier } from '@newsroom/composer';
import type { PaywallMode } from '@newsroom/rules/paywall';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import type { ReactNode } from 'react';
import { appStoryLink, type PaywallTexts } from './texts.ts';

/** The modes that show a blocker (AB-09: defaultSticky shows the sticky footer band only). */
export type BlockerMode = Exclude<PaywallMode, 'defaultSticky'>;

export interface PaywallBlockerProps {
  texts: PaywallTexts;
  tier: ReaderTier;
  /** AB-09: which blocker, as the paywall-mode machine chose it (the server's guess before it has). */
  mode: BlockerMode;
  /** a former member is offered renewal, not the newcomer's offer. */
  expiredSubscription?: boolean;
  /** The story's own path: where the plans page and the sign-in page bring the reader back. */
  returnTo: string;
  /** trialBlocker for a reader not signed in: the e-mail and mobile-number sign-in that starts the trial. */
  trialSignIn?: ReactNode;
}

/** a signed-in former member is offered renewal rather than the newcomer's offer. */
export function offersRenewal(tier: ReaderTier, expiredSubscription: boolean): boolean {
  return expiredSubscription && tier === 'loggedIn';
}

/** A link to a page of this site gets the story as its way back (`return`), unless it has one. */
export function withReturn(href: string | null, returnTo: string): string | null {
  if (!href?.startsWith('/')) return href;
  const url = new URL(href, 'https://site.invalid');
  if (!url.searchParams.has('return')) url.searchParams.set('return', returnTo);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The window width under which the blocker shows the phone picture (as paywall-modes.css). */
export const PAYWALL_NARROW_MEDIA = '(max-width: 599px)';

/**
 * AB-09: the offer's picture from config. The trial offer has its own picture at every width;
 * otherwise the desktop picture, with the phone picture as a source for narrow windows. Null
 * when no configured address is a safe picture address.
 */
function offerPicture(texts: PaywallTexts, trial: boolean): { wide: string; narrow: string | null } | null {
  const trialImage = trial ? safeMediaUrl(texts.trialImage) : null;
  if (trialImage) return { wide: trialImage, narrow: null };
  const wide = safeMediaUrl(texts.image);
  const narrow = safeMediaUrl(texts.mobileImage);
  if (!wide) return narrow ? { wide: narrow, narrow: null } : null;
  return { wide, narrow: narrow && narrow !== wide ? narrow : null };
}

/**
 * AB-07 / AB-09: the blocker at the end of a gated story's teaser, in one of the paywall's modes:
 * - default: the offer in the editors' words, the plans, sign-in for a member on another device
 *   (X-01: a former member is asked to renew instead);
 * - trialBlocker: the free trial, started at once by a signed-in reader who may, or by signing
 *   in with an e-mail address or a mobile number (`trialSignIn`);
 * - iPadBlocker: on a tablet, the app, with the plans as the way on the web;
 * - primeUserLogin: the default offer; the nudge to sign in with the Prime account this browser
 *   has seen is not part of the blocker but a sheet fixed at the window's foot (PrimeLoginNudge),
 *   so its arrival, after the page has loaded, can never move the offer under a reader.
 * Plain HTML: the server's guess at the mode works before (and without) any script.
 */
export function PaywallBlocker({
  texts,
  tier,
  mode,
  expiredSubscription = false,
  returnTo,
  trialSignIn,
}: PaywallBlockerProps) {
  const back = encodeURIComponent(returnTo);
  const studentLink = withReturn(safeHref(texts.studentOfferLink), returnTo);
  const renew = offersRenewal(tier, expiredSubscription);
  const trial = mode === 'trialBlocker' && !renew;
  const app = mode === 'iPadBlocker';
  const header = renew
    ? texts.renewHeader
    : app
      ? texts.appHeader
      : trial && texts.trialHeader
        ? texts.trialHeader
        : texts.header;
  const subheader = renew ? texts.renewSubheader : app ? texts.appText : texts.subheader;
  const plans = { href: `/prime?return=${back}`, text: renew ? texts.renewCtaText : texts.ctaText };
  // A signed-in reader starts the trial on /subscribe; one who is not signs in with it (below).
  const cta =
    trial && tier !== 'anonymous'
      ? { href: `/subscribe?return=${back}`, text: texts.trialCtaText || plans.text }
      : plans;
  const picture = offerPicture(texts, trial);
  const stores = [
    { href: safeHref(texts.appStoreLink), name: 'App Store' },
    { href: safeHref(texts.playStoreLink), name: 'Google Play' },
  ].filter((store): store is { href: string; name: string } => Boolean(store.href));
  // Spec §2.4: the tablet blocker's first link opens this story in the app; the stores are the
  // way for a reader who has no app yet.
  const appLink = app ? safeHref(appStoryLink(texts.appDeepLink, returnTo)) : null;
  return (
    <section
      className="paywall"
      aria-labelledby="paywall-title"
      data-mode={mode}
      data-offer={renew ? 'renewal' : trial ? 'trial' : 'subscribe'}
    >
      {picture && (
        // Both pictures take the same reserved 96 px box, so the swap at the breakpoint moves nothing.
        <picture className="paywall__picture">
          {picture.narrow && <source media={PAYWALL_NARROW_MEDIA} srcSet={picture.narrow} />}
          <img className="paywall__image" src={picture.wide} alt="" width={96} height={96} />
        </picture>
      )}
      <h2 id="paywall-title" className="paywall__title">
        {header}
      </h2>
      {subheader && <p className="paywall__subheader">{subheader}</p>}
      {trial && texts.trialInfo && <p className="paywall__trial-info">{texts.trialInfo}</p>}
      {!renew && !trial && !app && texts.saleText && <p className="paywall__sale">{texts.saleText}</p>}
      {appLink && (
        <p className="paywall__app">
          <a className="paywall__cta paywall__app-open" href={appLink} rel="noopener">
            {texts.appOpenText}
          </a>
        </p>
      )}
      {app && stores.length > 0 && (
        <p className="paywall__stores">
          {stores.map((store) => (
            <a key={store.name} className="paywall__store" href={store.href} rel="noopener">
              Get it on {store.name}
            </a>
          ))}
        </p>
      )}
      {trial && tier === 'anonymous' && trialSignIn}
      <p className="paywall__actions">
        <a
          className={app || (trial && tier === 'anonymous') ? 'paywall__plans' : 'paywall__cta'}
          href={cta.href}
        >
          {cta.text}
        </a>
        {tier === 'anonymous' && (
          <a className="paywall__sign-in" href={`/login?return=${back}`}>
            {texts.loginText}
          </a>
        )}
      </p>
      {studentLink && texts.studentOfferText && !renew && (
        <p className="paywall__student">
          <a href={studentLink}>{texts.studentOfferText}</a>
        </p>
      )}
    </section>
  );
}
