import { publication } from '@newsroom/rules/publication';

/** The blocker's words and pictures (AB-09), from the editors' configuration. */
export interface PaywallTexts {
  header: string;
  subheader: string;
  saleText: string;
  ctaText: string;
  /** The sign-in line for a reader who may already be a member. */
  loginText: string;
  /** A picture address beside the offer; none when the configuration has none. */
  image: string;
  /** The same offer's picture for phones (a narrow window); the wide one serves when none. */
  mobileImage: string;
  /** trialBlocker: the trial offer's own picture, at every width; the offer's serves when none. */
  trialImage: string;
  studentOfferText: string;
  studentOfferLink: string;
  /** The student offer's terms, shown on the plans page the link leads to. */
  studentOfferTerms: string;
  trialHeader: string;
  trialInfo: string;
  trialCtaText: string;
  /** the header, subheader and call to action for a former member. */
  renewHeader: string;
  renewSubheader: string;
  renewCtaText: string;
  /** The benefits section's title, and the sticky footer band's line. */
  benefitsTitle: string;
  stickyText: string;
  /** iPadBlocker: the app-download offer, and where each store has the app. */
  appHeader: string;
  appText: string;
  /**
   * iPadBlocker: the app's link to a story (an https universal link: it opens the app where it is
   * installed, else the web); `{path}` stands for the story's path. None when not configured.
   */
  appDeepLink: string;
  /** The words of that link. */
  appOpenText: string;
  appStoreLink: string;
  playStoreLink: string;
  /** primeUserLogin: the nudge's header ("{login}" is the masked stored login) and its button. */
  loginNudgeHeader: string;
  loginNudgeCtaText: string;
}

/** The configuration key the backend keeps the paywall's texts under (`GET /config?key=`). */
export const PAYWALL_CONFIG_KEY = 'paywall';

/** Each text and the entry of the `paywall` config it comes from (docs/content-api.md). */
const CONFIG_ENTRIES: Readonly<Record<keyof PaywallTexts, string>> = {
  header: 'paywall_header',
  subheader: 'paywall_subheader',
  saleText: 'paywall_saleText',
  ctaText: 'paywall_ctaText',
  loginText: 'paywall_loginText',
  image: 'paywall_desktopImage',
  mobileImage: 'paywall_mobileImage',
  trialImage: 'paywall_trialImage',
  studentOfferText: 'paywall_studentOfferText',
  studentOfferLink: 'paywall_studentOfferLink',
  studentOfferTerms: 'paywall_studentOfferTerms',
  trialHeader: 'paywall_trialHeader',
  trialInfo: 'paywall_trialInfo',
  trialCtaText: 'paywall_trialCtaText',
  renewHeader: 'paywall_expiredHeader',
  renewSubheader: 'paywall_expiredSubheader',
  renewCtaText: 'paywall_expiredCtaText',
  benefitsTitle: 'paywall_benefitsTitle',
  stickyText: 'paywall_stickyText',
  appHeader: 'paywall_appHeader',
  appText: 'paywall_appText',
  appDeepLink: 'paywall_appDeepLink',
  appOpenText: 'paywall_appOpenText',
  appStoreLink: 'paywall_appStoreLink',
  playStoreLink: 'paywall_playStoreLink',
  loginNudgeHeader: 'paywall_loginNudgeHeader',
  loginNudgeCtaText: 'paywall_loginNudgeCtaText',
};

/**
 * Shown only when the configuration cannot be had (the page is then marked incomplete and never
 * cached): a gate must still say what it is and where the plans are.
 */
export const FALLBACK_PAYWALL_TEXTS: PaywallTexts = {
  header: `This story is for ${publication.primeName} members`,
  subheader: '',
  saleText: '',
  ctaText: `See ${publication.primeName} plans`,
  loginText: 'Already a member? Sign in',
  image: '',
  mobileImage: '',
  trialImage: '',
  studentOfferText: '',
  studentOfferLink: '',
  studentOfferTerms: '',
  trialHeader: '',
  trialInfo: '',
  trialCtaText: '',
  renewHeader: `Your ${publication.primeName} membership has ended`,
  renewSubheader: '',
  renewCtaText: `Renew ${publication.primeName}`,
  benefitsTitle: `What you get with ${publication.primeName}`,
  stickyText: `Read every ${publication.primeName} story`,
  appHeader: `Read ${publication.primeName} stories in the ${publication.shortName} app`,
  appText: '',
  appDeepLink: '',
  appOpenText: 'Open this story in the app',
  appStoreLink: '',
  playStoreLink: '',
  loginNudgeHeader: `You are a ${publication.primeName} member as {login}`,
  loginNudgeCtaText: 'Sign in to keep reading',
};

/** The texts that must never be empty: missing ones fall back; the rest are left out. */
const REQUIRED: ReadonlySet<keyof PaywallTexts> = new Set([
  'header',
  'ctaText',
  'loginText',
  'renewHeader',
  'renewCtaText',
  'benefitsTitle',
  'stickyText',
  'appHeader',
  'appOpenText',
  'loginNudgeHeader',
  'loginNudgeCtaText',
]);

const LIMIT = 300;

/** The texts from the config answer (every value a string), each trimmed and bounded. */
export function readPaywallTexts(config: Readonly<Record<string, string>>): PaywallTexts {
  const texts = { ...FALLBACK_PAYWALL_TEXTS };
  for (const [field, entry] of Object.entries(CONFIG_ENTRIES) as [keyof PaywallTexts, string][]) {
    const value = (config[entry] ?? '').trim().slice(0, LIMIT);
    if (value || !REQUIRED.has(field)) texts[field] = value;
  }
  return texts;
}

/** The app's link to one story: `{path}` in the configured link becomes the story's path. */
export function appStoryLink(deepLink: string, storyPath: string): string {
  return deepLink.replaceAll('{path}', encodeURIComponent(storyPath));
}
