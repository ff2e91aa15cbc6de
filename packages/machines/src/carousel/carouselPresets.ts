import { MARKET_STRIP_ROTATION_MS } from '@newsroom/rules/markets';
import type { CarouselInput } from './carouselInput.ts';

/**
 * The site's carousels as inputs of the one carousel machine: each spreads its preset and adds
 * its slides (and what its props switch), e.g. `{ ...carouselPresets.masterclass, slides: 4 }`.
 */

/** AR-17: autoplay every 8 s. */
export const CAROUSEL_AUTOPLAY_MS = 8000;
/** HM-05: how long a move by the reader holds the next one off. */
export const CAROUSEL_MOVE_LOCK_MS = 500;
/** The share of a carousel that must be in view for autoplay (the spec: at least half). */
export const CAROUSEL_VISIBLE_RATIO = 0.5;
/** AB-25: auto-slide every 6 s. */
export const MASTERCLASS_AUTO_SLIDE_MS = 6000;
/** AB-25: the UI's move is a 0.9 s transition (a jump under reduced motion). */
export const MASTERCLASS_TRANSITION_MS = 900;
/** The width of one masterclass item in CSS pixels (spec §9). */
export const MASTERCLASS_ITEM_WIDTH = 320;
/** AB-18: the slideshow's PLAY moves on every 5 s (spec §9). */
export const SLIDESHOW_INTERVAL_MS = 5000;
/** AB-18: the slideshow page's deck, the same 5 s. */
export const SLIDE_DECK_INTERVAL_MS = SLIDESHOW_INTERVAL_MS;
/** HM-04: the market strips rotate every 6 s. */
export const MARKET_STRIP_ROTATE_MS = MARKET_STRIP_ROTATION_MS;

export const carouselPresets = {
  /** AR-17 trending links: stops at the ends; autoplay rewinds after the last (as Embla's does). */
  trending: { wrap: false, autoplay: 'auto', interval: CAROUSEL_AUTOPLAY_MS },
  /** AB-10 / AB-25 masterclass slider: wraps; auto-slide is optional (`autoplay: 'auto'`). */
  masterclass: { wrap: true, autoplay: 'off', interval: MASTERCLASS_AUTO_SLIDE_MS },
  /** AB-18 the article's slideshow: wraps; PLAY/PAUSE is the reader's; held out of view. */
  slideshow: { wrap: true, autoplay: 'reader', interval: SLIDESHOW_INTERVAL_MS, holdLonePlay: true },
  /** HM-04 top gainers and top funds: wraps and rotates by itself; loads items it came without. */
  marketStrip: { wrap: true, autoplay: 'auto', interval: MARKET_STRIP_ROTATE_MS },
  /** AB-18 the slideshow page's deck: like the slideshow, with no visibility gate (always in view). */
  slideDeck: { wrap: true, autoplay: 'reader', interval: SLIDE_DECK_INTERVAL_MS, visible: true },
} as const satisfies Record<string, CarouselInput>;
