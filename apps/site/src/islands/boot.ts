import { startIslands } from '@newsroom/composer/islands/runtime';
import { trackingRefused } from '@newsroom/rules/tracking-consent';
import { ISLANDS_ADDED_EVENT } from '../lib/islandsAdded.ts';
import { type ReactIslandName, reactIslands, type ScriptIslandName, scriptIslands } from './registry.ts';

// One chunk per island, from the island registry (islands/registry.ts), loaded only when a
// marker of its name on the page is triggered; the runtime reports any other name.
const options = {
  names: [...Object.keys(reactIslands), ...Object.keys(scriptIslands)],
  // `name` is one of `names`: the runtime hydrates no other.
  hydrator: async (marker: HTMLElement, name: string, props: Record<string, unknown>) => {
    if (Object.hasOwn(scriptIslands, name)) {
      await (await scriptIslands[name as ScriptIslandName]()).start(marker, props);
      return;
    }
    const { hydrateIsland } = await import('@newsroom/composer/islands/hydrate');
    await hydrateIsland(marker, reactIslands[name as ReactIslandName], props);
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
  const start = () =>
    import('../widgets/page-refresh/startPageRefresh.ts').then(({ startPageRefresh }) =>
      startPageRefresh(window),
    );
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
