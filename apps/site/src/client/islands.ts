import { startIslands } from '@newsroom/composer/islands/runtime';
import { trackingRefused } from '@newsroom/rules/tracking-consent';
import { ISLANDS_ADDED_EVENT } from './islandsAdded.ts';

// One chunk per island: each file in src/islands named `{name}.island.tsx` is an island called
// `{name}`, loaded only when a marker of that name on the page is triggered.
const loaders = import.meta.glob('../islands/*.island.tsx');
const byName = new Map(
  Object.entries(loaders).map(
    ([path, load]) => [path.replace(/^.*\/(.+)\.island\.tsx$/, '$1'), load] as const,
  ),
);

/**
 * Script islands (`{name}.script.ts`): behaviour without React, for what must stay small (AB-23
 * the ad loader). The module's `start(marker, props)` takes over the server's HTML as it is and
 * resolves when it is done; React is never loaded for them.
 */
type ScriptIsland = { start: (marker: HTMLElement, props: Record<string, unknown>) => Promise<void> };
const scripts = import.meta.glob<ScriptIsland>('../islands/*.script.ts');
const scriptByName = new Map(
  Object.entries(scripts).map(
    ([path, load]) => [path.replace(/^.*\/(.+)\.script\.ts$/, '$1'), load] as const,
  ),
);

const options = {
  names: [...byName.keys(), ...scriptByName.keys()],
  hydrator: async (marker: HTMLElement, name: string, props: Record<string, unknown>) => {
    const script = scriptByName.get(name);
    if (script) {
      await (await script()).start(marker, props);
      return;
    }
    const { hydrateIsland } = await import('@newsroom/composer/islands/hydrate');
    await hydrateIsland(marker, byName.get(name)!, props);
  },
  onError: (name: string, error: unknown) => console.error(`island ${name} failed`, error),
};

startIslands(options);

// AB-06: HTML placed in the page later (a stacked article) announces itself with this event;
// its islands wake like the page's own (markers already started are skipped).
document.addEventListener(ISLANDS_ADDED_EVENT, (event) => {
  if (event.target instanceof Element) startIslands({ ...options, root: event.target });
});

// HM-13: a page whose layout places `page-refresh` is made again every 6 minutes. Plain script
// (XState, no React), loaded when the page is idle so it never competes with the first paint.
if (document.querySelector('[data-page-refresh]')) {
  const start = () => import('./pageRefresh.ts').then(({ startPageRefresh }) => startPageRefresh(window));
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void start());
  else setTimeout(() => void start(), 1);
}

// the tracker (impressions, clicks, page views), loaded on the reader's first interaction so
// it adds no JavaScript before it (the page budget), never when the browser asks not to be tracked;
// what is in view then is counted from then on, and stories stacked later are watched as they arrive.
if (!trackingRefused(navigator as Navigator & { globalPrivacyControl?: boolean })) {
  const start = () =>
    import('./analytics.ts').then(({ startAnalytics }) => {
      const tracker = startAnalytics();
      document.addEventListener(ISLANDS_ADDED_EVENT, (event) => {
        if (event.target instanceof Element) tracker?.watch(event.target);
      });
    });
  const firstInteraction = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;
  const onFirst = () => {
    for (const type of firstInteraction) window.removeEventListener(type, onFirst, true);
    void start();
  };
  for (const type of firstInteraction)
    window.addEventListener(type, onFirst, { capture: true, passive: true });
}
