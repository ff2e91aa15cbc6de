/**
 * AB-23: the ad slots the site reserves and the backend serves, one list for both sides.
 *
 * Every slot but `video` is a 300 × 250 medium rectangle: the sidebar (320 px) and a 360 px phone
 * both hold one, so the reserved box never changes with the screen and nothing moves when the ad
 * arrives. `rec1` is the recommendation provider's sponsored unit (a native card beside its list).
 * `video` (AB-03, the mid-article video slot at break 5) is a 16:9 player box as wide as the
 * story's column: its size is the ratio (640 × 360), the box takes the column's width.
 */
export const AD_SLOTS = {
  topad: { width: 300, height: 250 },
  mrec1: { width: 300, height: 250 },
  mrec2: { width: 300, height: 250 },
  mrec3: { width: 300, height: 250 },
  mrec4: { width: 300, height: 250 },
  mrec5: { width: 300, height: 250 },
  intl1: { width: 300, height: 250 },
  intl2: { width: 300, height: 250 },
  rec1: { width: 300, height: 250 },
  /** HM-01: the home page's sponsored-content placeholder in the left column. */
  sponsored: { width: 300, height: 250 },
  /** AB-03: the mid-article video slot (a video creative, 16:9 of the column). */
  video: { width: 640, height: 360 },
} as const satisfies Record<string, { width: number; height: number }>;

export type AdSlotName = keyof typeof AD_SLOTS;
export const AD_SLOT_NAMES = Object.keys(AD_SLOTS) as [AdSlotName, ...AdSlotName[]];

export function isAdSlot(value: unknown): value is AdSlotName {
  return typeof value === 'string' && Object.hasOwn(AD_SLOTS, value);
}

/** AB-03: the slot whose creative is a video (its box keeps 16:9 at the column's width). */
export const VIDEO_AD_SLOT = 'video' satisfies AdSlotName;
/** The fixed-size slots (every slot but the video one): what the `ad-slot` widget may place. */
export const AD_RECTANGLE_SLOT_NAMES = AD_SLOT_NAMES.filter((slot) => slot !== VIDEO_AD_SLOT) as [
  Exclude<AdSlotName, typeof VIDEO_AD_SLOT>,
  ...Exclude<AdSlotName, typeof VIDEO_AD_SLOT>[],
];

/** The label a reserved box carries: the recommendation provider's unit is "Sponsored", the home page's placeholder "Sponsored content". */
export function adLabelOf(slot: AdSlotName): string {
  if (slot === 'rec1') return 'Sponsored';
  return slot === 'sponsored' ? 'Sponsored content' : 'Advertisement';
}

/**
 * AB-23 (spec §4, §9): the ad loader asks at most 3 times, a second apart, and tries a render
 * that failed once more after 2 s.
 */
export const AD_POLL_MS = 1000;
export const AD_POLL_TIMES = 3;
export const AD_RENDER_RETRY_MS = 2000;

/**
 * AB-23 (spec §5): the address switches that keep every ad script off the page (`opt=1`, the
 * lightweight page; `skip_taboola=1`, no recommendation provider either).
 */
export function adsSwitchedOffBy(
  query: URLSearchParams | Readonly<Record<string, string | undefined>>,
): boolean {
  const read = (name: string) => (query instanceof URLSearchParams ? query.get(name) : query[name]);
  return read('opt') === '1' || read('skip_taboola') === '1';
}

/** A served ad's token: what an impression and a click name (random, url-safe). */
export const AD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
/** A served ad's frame and click addresses: the site's own paths, nothing else. */
export const AD_CREATIVE_URL_PATTERN = /^\/ads\/creative\/\d{1,9}\?slot=[a-z0-9]{1,10}$/;
export const AD_CLICK_URL_PATTERN = /^\/ads\/click\?c=\d{1,9}&t=[A-Za-z0-9_-]{22,64}$/;
