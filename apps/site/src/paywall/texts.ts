import { publication } from '../config/publication.ts';

/** The blocker's words and pictures (AB-09), from the editors' configuration. */
export interface PaywallTexts {
  header: string;
  subheader: string;
  saleText: string;
  ctaText: string;
  /** A picture address beside the offer; none when the configuration has none. */
  image: string;
  studentOfferText: string;
  studentOfferLink: string;
  trialHeader: string;
  trialInfo: string;
  /** the header and call to action for a former member. */
  renewHeader: string;
  renewCtaText: string;
}

/** The configuration key the backend keeps the paywall's texts under (`GET /config?key=`). */
export const PAYWALL_CONFIG_KEY = 'paywall';

/**
 * Shown only when the configuration cannot be had (the page is then marked incomplete and never
 * cached): a gate must still say what it is and where the plans are.
 */
export const FALLBACK_PAYWALL_TEXTS: PaywallTexts = {
  header: `This story is for ${publication.primeName} members`,
  subheader: '',
  saleText: '',
  ctaText: `See ${publication.primeName} plans`,
  image: '',
  studentOfferText: '',
  studentOfferLink: '',
  trialHeader: '',
  trialInfo: '',
  renewHeader: `Your ${publication.primeName} membership has ended`,
  renewCtaText: `Renew ${publication.primeName}`,
};

const LIMIT = 300;

/**
 * The texts from the config answer (every value a string): each trimmed and bounded; a header or
 * call to action that is missing falls back, the optional parts are left out.
 */
export function readPaywallTexts(config: Readonly<Record<string, string>>): PaywallTexts {
  const read = (key: keyof PaywallTexts) => (config[key] ?? '').trim().slice(0, LIMIT);
  return {
    header: read('header') || FALLBACK_PAYWALL_TEXTS.header,
    subheader: read('subheader'),
    saleText: read('saleText'),
    ctaText: read('ctaText') || FALLBACK_PAYWALL_TEXTS.ctaText,
    image: read('image'),
    studentOfferText: read('studentOfferText'),
    studentOfferLink: read('studentOfferLink'),
    trialHeader: read('trialHeader'),
    trialInfo: read('trialInfo'),
    renewHeader: read('renewHeader') || FALLBACK_PAYWALL_TEXTS.renewHeader,
    renewCtaText: read('renewCtaText') || FALLBACK_PAYWALL_TEXTS.renewCtaText,
  };
}
