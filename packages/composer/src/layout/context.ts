import type { PageKind } from './pageKinds.ts';

export type ReaderTier = 'anonymous' | 'loggedIn' | 'prime';
export type Geo = 'IN' | 'other';
export type Device = 'desktop' | 'mobile' | 'tablet';
/**
 * The gate this reader meets on this page, as the server knows it (AB-07, AB-08): `plain` for a
 * premium story and a reader who is not Prime, `adaptive` when the address asks for the adaptive
 * gate; `none` otherwise (an adaptive gate the backend's meter closes is the browser's to show).
 */
export type PaywallGate = 'none' | 'plain' | 'adaptive';

/** The article facts layouts may test (article pages only). */
export interface ArticleFacts {
  subsec1: string;
  subsec2: string;
  subsec3: string;
  words: number;
  matchId: string;
  hostId: string;
  prime: boolean;
  adaptive: boolean;
  /** The article asks for no ads (`hideAds` 1, AB-23). */
  hideAds: boolean;
  /** AR-20 `metainfo.TemplateLayout`; -1 when the article names none. */
  templateLayout: number;
  keywords: readonly string[];
  /** How many related stories are complete enough to show (title, picture and address). */
  relatedNews: number;
  businessUsageType: string;
  specialId: string;
  /** Both sluglines, before and after the headline, are set (AB-20). */
  sluglines: boolean;
  canonical: string;
  /** AB-04: how many listed companies the story is tagged with (`taggedcomp`). */
  taggedCompanies: number;
}

/** The section a section page shows (category pages of a section, HM-12). */
export interface SectionFacts {
  /** The section's id, e.g. "81582957". */
  id: string;
  /** Its site path, e.g. "/news/india". */
  path: string;
  /** Its ids from the top-level section down to itself, e.g. ["1052732854", "81582957"]. */
  chain: readonly string[];
}

/**
 * Everything a layout condition can look at: the page, the reader, the article and the site's
 * switches. The site builds it per request; the resolver reads it and nothing else.
 */
export interface LayoutContext {
  page: {
    kind: PageKind;
    type: string;
    hour: number;
    weekday: number;
    paywall: PaywallGate;
    /** The page's address path; an article's own (its canonical path), also when stacked below another. */
    path?: string;
  };
  reader: {
    tier: ReaderTier;
    trialEligible: boolean;
    geo: Geo;
    device: Device;
    /** VD-04: the pink (ad-free) pass, Prime included; absent reads as false. */
    adFree?: boolean;
  };
  article?: ArticleFacts;
  /** Section pages only: the section shown. */
  section?: SectionFacts;
  /**
   * Site switches read per request (home pages): HM-09 live TV's `home_status` and `rhs_slot`
   * ("" when off), HM-07 whether the IPL score widget will show (absent reads as false).
   */
  site: { liveTvStatus: string; liveTvSlot: string; iplActive?: boolean };
  url: { query: Readonly<Record<string, string>> };
}
