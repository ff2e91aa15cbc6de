import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_FLUSH_MS,
  ANALYTICS_PAGE_ATTR,
  ANALYTICS_SLOT_ATTR,
  ANALYTICS_VIEW_ATTR,
  type AnalyticsEvent,
  IMPRESSION_DWELL_MS,
  IMPRESSION_VISIBLE_RATIO,
  parsePageViewAttribute,
  parseSlotPlaceAttribute,
  trackingRefused,
} from '@newsroom/rules/analytics';

/** The site's call that passes batches on to the backend (server/apiProxy.ts). */
export const ANALYTICS_PATH = '/api/analytics';

export interface Tracker {
  /** Watches the slots and stories under `root` (HTML placed later: a stacked story). */
  watch(root: ParentNode): void;
  /** Sends what is waiting now (the tab is hidden or the page goes). */
  flush(): void;
}

/**
 * counts what readers see and click, by the place the layout gave each slot.
 * - An impression: a slot at least half in view (or, for a slot taller than that can be, covering
 *   half the window) for one second without a break; once per slot per page.
 * - A click: any click inside a slot (the innermost slot counts it).
 * - A page view: the page's own story at once; a story stacked below it (AB-06) once it has been
 *   in view like a slot.
 * Events wait up to 5 s (or a full batch) and go with `sendBeacon`, which survives the page going.
 * Each batch carries the view token of the page (or stacked story) its events happened in, which
 * the site signed into that HTML: the site counts nothing without it (Hardening, issue 26.3).
 * Nothing is watched or sent when the browser asks not to be tracked. Counts only, no reader id.
 */
export function startAnalytics(
  send: (body: string) => void = (body) => {
    navigator.sendBeacon(ANALYTICS_PATH, new Blob([body], { type: 'application/json' }));
  },
): Tracker | null {
  if (trackingRefused(navigator as Navigator & { globalPrivacyControl?: boolean })) return null;
  const win = window;
  /** Events waiting, by the view token they belong to. */
  const queues = new Map<string, AnalyticsEvent[]>();
  let timer: number | undefined;
  // The page's token is a <template> at its end; a stacked story carries its own on its element.
  const pageToken = document
    .querySelector(`template[${ANALYTICS_VIEW_ATTR}]`)
    ?.getAttribute(ANALYTICS_VIEW_ATTR);
  const tokenOf = (element: Element) =>
    element.closest(`[${ANALYTICS_VIEW_ATTR}]:not(template)`)?.getAttribute(ANALYTICS_VIEW_ATTR) ?? pageToken;

  const flush = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = undefined;
    for (const [view, queue] of queues) {
      while (queue.length > 0) send(JSON.stringify({ view, events: queue.splice(0, ANALYTICS_BATCH_MAX) }));
    }
    queues.clear();
  };
  /** An event of the view `element` is in; none without a token (the site would refuse it). */
  const push = (element: Element, event: AnalyticsEvent) => {
    const view = tokenOf(element);
    if (!view) return;
    const queue = queues.get(view) ?? [];
    queues.set(view, queue);
    queue.push(event);
    if (queue.length >= ANALYTICS_BATCH_MAX) flush();
    else timer ??= win.setTimeout(flush, ANALYTICS_FLUSH_MS);
  };

  /** What an element counts once it has been seen: a slot's impression, or a story's page view. */
  const onSeen = (element: Element) => {
    const place = parseSlotPlaceAttribute(element.getAttribute(ANALYTICS_SLOT_ATTR));
    if (place) return push(element, { type: 'impression', ...place });
    const page = parsePageViewAttribute(element.getAttribute(ANALYTICS_PAGE_ATTR));
    if (page) push(element, { type: 'pageview', ...page });
  };
  const waiting = new Map<Element, number>();
  const sight = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const viewport = entry.rootBounds?.height ?? win.innerHeight;
        // A slot that draws nothing (an empty box, a bar not yet shown) is never seen.
        const drawn = entry.boundingClientRect.width > 0 && entry.boundingClientRect.height > 0;
        const inView =
          drawn &&
          (entry.intersectionRatio >= IMPRESSION_VISIBLE_RATIO ||
            entry.intersectionRect.height >= viewport * IMPRESSION_VISIBLE_RATIO);
        const element = entry.target;
        if (inView && !waiting.has(element)) {
          const seen = () => {
            waiting.delete(element);
            sight.unobserve(element);
            onSeen(element);
          };
          waiting.set(element, win.setTimeout(seen, IMPRESSION_DWELL_MS));
        } else if (!inView && waiting.has(element)) {
          win.clearTimeout(waiting.get(element));
          waiting.delete(element);
        }
      }
    },
    { threshold: [0, 0.25, IMPRESSION_VISIBLE_RATIO, 0.75, 1] },
  );

  const watch = (root: ParentNode) => {
    for (const element of root.querySelectorAll(`[${ANALYTICS_SLOT_ATTR}]`)) sight.observe(element);
    // A stacked story (placed later) is viewed once it has been read a second; the root itself
    // may be the story.
    const stories = [...root.querySelectorAll(`[${ANALYTICS_PAGE_ATTR}]`)];
    if (root instanceof Element && root.hasAttribute(ANALYTICS_PAGE_ATTR)) stories.unshift(root);
    for (const story of stories) sight.observe(story);
  };

  // The page's own view counts at once; its slots and any story already there are watched.
  const pageRoot = document.querySelector(`[${ANALYTICS_PAGE_ATTR}]`);
  const page = parsePageViewAttribute(pageRoot?.getAttribute(ANALYTICS_PAGE_ATTR) ?? null);
  if (pageRoot && page) push(pageRoot, { type: 'pageview', ...page });
  for (const element of document.querySelectorAll(`[${ANALYTICS_SLOT_ATTR}]`)) sight.observe(element);

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const slot = target?.closest(`[${ANALYTICS_SLOT_ATTR}]`);
      const place = parseSlotPlaceAttribute(slot?.getAttribute(ANALYTICS_SLOT_ATTR) ?? null);
      if (slot && place) push(slot, { type: 'click', ...place });
    },
    { capture: true, passive: true },
  );
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  win.addEventListener('pagehide', flush);
  return { watch, flush };
}
