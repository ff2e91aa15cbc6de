/**
 * What the island bench notes inside the page, from before its first byte (an init script):
 * first-contentful-paint, when each island marker's `data-island-state` changes (a mutation
 * observer: the bench reads the attribute only, so it works with any island runtime), the
 * reader's taps and the page's first scroll, and the Event Timing entries of at least 16 ms
 * (the Interaction to Next Paint of each tap). Times are the page's `performance.now()`.
 * It changes nothing on the page (keeping the reader on it is phoneProfile.ts's stayOnPage).
 */

export interface IslandRecorder {
  fcp: number | null;
  /** When the runtime first marked a marker (it has started watching the islands). */
  runtimeStartedAt: number | null;
  firstScrollAt: number | null;
  /** When the bench last scrolled the page itself. */
  lastScrollActionAt: number | null;
  /** Each marker's states, by the time each was first set. */
  states: Map<Element, Record<string, number>>;
  taps: { at: number; target: EventTarget | null }[];
  events: {
    name: string;
    interactionId: number;
    startTime: number;
    duration: number;
    target: Node | null;
  }[];
  /** The marker the bench measures for each island kind (chosen after first paint). */
  chosen: Map<string, { marker: Element; control: Element | null }>;
}

declare global {
  interface Window {
    __islandBench?: IslandRecorder;
  }
}

/** Runs in the page as an init script: self-contained, no imports. */
export function installIslandRecorder(): void {
  const record: IslandRecorder = {
    fcp: null,
    runtimeStartedAt: null,
    firstScrollAt: null,
    lastScrollActionAt: null,
    states: new Map(),
    taps: [],
    events: [],
    chosen: new Map(),
  };
  window.__islandBench = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') record.fcp ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    // interactionId is newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      record.events.push({
        name: entry.name,
        interactionId: entry.interactionId ?? 0,
        startTime: entry.startTime,
        duration: entry.duration,
        target: entry.target ?? null,
      });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new MutationObserver((mutations) => {
    const now = performance.now();
    for (const mutation of mutations) {
      const marker = mutation.target as Element;
      const state = marker.getAttribute('data-island-state');
      if (!state) continue;
      record.runtimeStartedAt ??= now;
      const seen = record.states.get(marker) ?? {};
      seen[state] ??= now;
      record.states.set(marker, seen);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-island-state'] });
  addEventListener(
    'pointerdown',
    (event) => {
      if (event.isTrusted) record.taps.push({ at: event.timeStamp, target: event.target });
    },
    { capture: true, passive: true },
  );
  // The window's own scroll, as the runtime's `scroll` trigger hears it (not a carousel's).
  addEventListener(
    'scroll',
    () => {
      record.firstScrollAt ??= performance.now();
    },
    { passive: true },
  );
}
