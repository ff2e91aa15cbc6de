/**
 * The contract between the server marker and the client runtime. Kept free of React so the
 * runtime that boots every page stays a few hundred bytes.
 */
/**
 * When an island wakes: `load` at once, `idle` when the main thread is free, `visible` near the
 * viewport, `interaction` when the reader reaches for it (a click is replayed), `scroll` on the
 * reader's first scroll, `engage` on whichever of those two comes first (HM-02's tabs: the reader
 * scrolls on, or reaches for a tab before scrolling), `play` when a video or audio in it starts
 * playing (VD-03: the native player plays with no script; what comes after playing waits for it).
 */
export const hydrationModes = ['load', 'idle', 'visible', 'interaction', 'scroll', 'engage', 'play'] as const;
export type Hydration = (typeof hydrationModes)[number];

export const ISLAND_ATTR = 'data-island';
export const HYDRATE_ATTR = 'data-hydrate';
export const PROPS_ATTR = 'data-props';
/**
 * The `identifierPrefix` the island's HTML was rendered with, for hydration to render with it
 * too: an island is rendered and hydrated as a React root of its own, so `useId` gives the same
 * ids on both sides (ARIA links such as a tab's `aria-controls` hold after hydration).
 */
export const ID_PREFIX_ATTR = 'data-island-id';
/**
 * Set by the runtime once an island's chunk is requested, so nothing hydrates twice: `waiting`,
 * `loading`, `hydrating` (React listens from here on and replays what comes itself), `hydrated`,
 * `failed`, or `unknown` (a name the runtime was not given).
 */
export const STATE_ATTR = 'data-island-state';
/**
 * On a button inside a `play` island: a stand-in for the media's own controls, which the runtime
 * turns into the controls and a started playback on the reader's press (VD-01).
 */
export const PRESS_PLAY_ATTR = 'data-press-play';

export function isHydration(value: unknown): value is Hydration {
  return typeof value === 'string' && (hydrationModes as readonly string[]).includes(value);
}
