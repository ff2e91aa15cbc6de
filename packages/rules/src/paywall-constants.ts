/**
 * AB-07, AB-08, AB-09, AB-17: the paywall's numbers (spec §4, §5 and §9), named once for the site's
 * server, its browser code and the content backend.
 */

/** AB-07: a gated story's body is cut to this height (CSS px) unless the server already cut it. */
export const PAYWALL_CLIP_HEIGHT_PX = 500;

/** AB-09: the sticky footer band appears once the benefits section's top is this close (CSS px) to the top. */
export const STICKY_FOOTER_TRIGGER_PX = 100;

/** AB-09: closing the sticky footer band hides it this long (24 h), across page views. */
export const STICKY_FOOTER_DISMISS_MS = 24 * 60 * 60 * 1000;

/** AB-09: the benefits section shows its next story after this long (while it is in view). */
export const BENEFIT_ROTATION_MS = 3500;

/** AB-09: the Prime login nudge shows at most this often per India day on the paywall ("per-day paywall count"). */
export const PRIME_LOGIN_NUDGE_PER_DAY = 2;

/** AB-17: at most this many Prime story ids are recorded for "missed Prime stories" (the newest win). */
export const PRIME_MISSED_STORIES_MAX_IDS = 16;

/** AB-17: a day's list of recorded Prime story ids is kept this long (30 days, 2592000000 ms). */
export const PRIME_MISSED_STORIES_KEEP_MS = 2_592_000_000;

/** AB-17: the missed-stories widget shows only when more than this many Prime ids were recorded. */
export const PRIME_MISSED_STORIES_MIN_RECORDED = 3;

/** AB-07: stories of this host are premium (as `prime_blocker` 1 is). */
export const PREMIUM_HOST_ID = '364';

/** AB-08: only stories of this host (with `adaptive` 1) are metered by the adaptive paywall. */
export const ADAPTIVE_HOST_ID = '153';

/** AB-07: the tech section (subsec1); readers outside India get no plain paywall there. */
export const TECH_SECTION_ID = '13357270';

/** India's offset from UTC (+05:30): the publisher's day, for the per-day counts, turns at midnight IST. */
export const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * AB-09: how long this browser remembers a Prime reader's sign-in for the Prime login nudge (the
 * stored map's `expiry`), renewed on each Prime page view: the site's sign-in lasts 30 days.
 */
export const PRIME_LOGIN_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
