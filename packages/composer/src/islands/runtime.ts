import type { InputCapture } from './inputCapture.ts';
import {
  HYDRATE_ATTR,
  type Hydration,
  ISLAND_ATTR,
  isHydration,
  PRESS_PLAY_ATTR,
  PROPS_ATTR,
  STATE_ATTR,
} from './marker.ts';

/** Loads one island's chunk and hydrates it into its marker; resolves once React has committed. */
export type Hydrator = (marker: HTMLElement, name: string, props: Record<string, unknown>) => Promise<void>;

export interface IslandRuntimeOptions {
  /** Names the site registered; a marker with another name is reported, not hydrated. */
  names: readonly string[];
  hydrator: Hydrator;
  root?: ParentNode;
  onError?: (name: string, error: unknown) => void;
}

/**
 * How far outside the window a `visible` island starts loading: one margin for every island, so
 * its chunk is there as it scrolls in at a reader's pace (an island that must start earlier, like
 * AB-06's stack at 300 px, watches its own distance).
 */
const VISIBLE_MARGIN = '200px';

/** Events that count as the reader reaching for an `interaction` island. */
const INTENT_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;

/** How each marker the runtime watches is woken now, whatever its trigger. */
const wakers = new WeakMap<Element, () => void>();

/**
 * Finds every island marker under `root` and hydrates each when its trigger fires:
 * `load` at once, `idle` when the main thread is free, `visible` near the viewport,
 * `interaction` on hover/focus intent, `scroll` on the reader's first scroll of the window,
 * `engage` on the first of those two, `play` when media inside starts playing (a press on its
 * stand-in play button starts it). Whatever the trigger, an island the reader acts on before it
 * is interactive wakes at once: the page head's input capture (inputCapture.ts) holds what the
 * reader did, and it is replayed to the island once hydrated (to the plain HTML if it failed).
 */
export function startIslands(options: IslandRuntimeOptions): void {
  const root = options.root ?? document;
  const capture = window.__islandInput;
  const markers = root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]:not([${STATE_ATTR}])`);
  for (const marker of markers) {
    const name = marker.getAttribute(ISLAND_ATTR) ?? '';
    const mode = marker.getAttribute(HYDRATE_ATTR);
    if (!options.names.includes(name) || !isHydration(mode)) {
      marker.setAttribute(STATE_ATTR, 'unknown');
      options.onError?.(name, new Error(`island "${name}" with trigger "${mode}" is not registered`));
      // Nothing will wake it: what the reader did goes to its plain HTML.
      giveBack(marker, capture);
      continue;
    }
    marker.setAttribute(STATE_ATTR, 'waiting');
    const run = () => hydrate(marker, name, options, capture);
    wakers.set(marker, run);
    schedule(marker, mode, run);
  }
  capture?.claim((marker) => wakers.get(marker)?.());
}

function schedule(marker: HTMLElement, mode: Hydration, run: () => void): void {
  switch (mode) {
    case 'load':
      run();
      return;
    case 'idle':
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => run(), { timeout: 2000 });
      else setTimeout(run, 200);
      return;
    case 'visible': {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            run();
          }
        },
        { rootMargin: VISIBLE_MARGIN },
      );
      observer.observe(marker);
      return;
    }
    case 'engage':
      // Both triggers; the island hydrates once (`hydrate` keeps its first start).
      schedule(marker, 'interaction', run);
      schedule(marker, 'scroll', () => run());
      return;
    case 'interaction': {
      // A click itself is the capture's to hold and replay; hover, focus or a touch start the
      // load a moment before it.
      const onIntent = () => {
        for (const type of INTENT_EVENTS) marker.removeEventListener(type, onIntent);
        run();
      };
      for (const type of INTENT_EVENTS) marker.addEventListener(type, onIntent, { passive: true });
      return;
    }
    case 'scroll': {
      // One passive listener on the window; `once` removes it after the first scroll event.
      window.addEventListener('scroll', () => run(), { once: true, passive: true });
      return;
    }
    case 'play': {
      // A media element's `play` does not bubble; the marker hears it in the capture phase. The
      // press on play is the browser's own (never held back): the island finds the media playing.
      marker.addEventListener('play', () => run(), { capture: true, once: true });
      marker.addEventListener('click', (event) => pressToPlay(marker, event));
      return;
    }
    default: {
      const unreachable: never = mode;
      throw new Error(`unknown hydration mode ${String(unreachable)}`);
    }
  }
}

/**
 * A `play` island's media may be served without the browser's controls (their shadow tree costs a
 * phone a long task of style work at load) and a plain button over its poster instead. The press
 * gives the media its controls and starts it in the reader's own gesture, before any island code
 * has loaded; the `play` event then wakes the island, which finds the media playing.
 */
function pressToPlay(marker: HTMLElement, event: Event): void {
  const button = event.target instanceof Element ? event.target.closest(`[${PRESS_PLAY_ATTR}]`) : null;
  const media = marker.querySelector<HTMLMediaElement>('video, audio');
  if (!(button instanceof HTMLElement) || !marker.contains(button) || !media || media.controls) return;
  media.controls = true;
  button.hidden = true;
  media.focus({ preventScroll: true });
  // A refusal (no gesture credited, no playable source) leaves the reader the media's own controls.
  media.play().catch(() => {});
}

const pending = new WeakMap<HTMLElement, Promise<void>>();

function hydrate(
  marker: HTMLElement,
  name: string,
  options: IslandRuntimeOptions,
  capture: InputCapture | undefined,
): void {
  if (pending.has(marker)) return;
  marker.setAttribute(STATE_ATTR, 'loading');
  const props = readProps(marker);
  const started = options.hydrator(marker, name, props).then(
    () => marker.setAttribute(STATE_ATTR, 'hydrated'),
    (error: unknown) => {
      marker.setAttribute(STATE_ATTR, 'failed');
      options.onError?.(name, error);
    },
  );
  pending.set(marker, started);
  // What the reader did while it slept goes to the island now, or to the plain HTML if it failed.
  void started.then(() => giveBack(marker, capture));
}

/**
 * Replays what the reader did in `marker`; the replay's code loads only when there is something
 * to replay. The events are taken only once it has loaded, so what the reader does meanwhile is
 * held behind them (the capture keeps recording an island that holds events) and replayed after.
 */
function giveBack(marker: Element, capture: InputCapture | undefined): void {
  if (!capture?.holds(marker)) return;
  void import('./inputReplay.ts').then(
    ({ replayInput }) => replayInput(capture.take(marker)),
    // The replay could not load: hold nothing more, so the island hears the reader from now on.
    () => capture.take(marker),
  );
}

function readProps(marker: HTMLElement): Record<string, unknown> {
  const raw = marker.getAttribute(PROPS_ATTR);
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}
