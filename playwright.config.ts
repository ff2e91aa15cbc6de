import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

// End-to-end tests against the built site and the reference backend, both started by
// apps/site/e2e/global-setup.ts on 127.0.0.1. Chromium is Debian's; nothing is downloaded.
// E2E_PORT_BASE moves every port at once, so two checkouts can run their suites side by side.
const base = Number(process.env.E2E_PORT_BASE ?? 4100);
export const E2E_PORTS = {
  site: base,
  api: base + 10,
  siteWithoutBackend: base + 20,
  brokenLayouts: base + 30,
  spareSite: base + 40,
  spareApi: base + 41,
};

/**
 * AB-09: the paywall puts a share of readers (the `paywall_stickyPercent` of the config) in the
 * sticky-footer split by a random id the browser keeps. Every test's browser starts with an id
 * outside the split, so a test sees the blocker unless it moves itself into the split
 * (e2e/paywallSplit.ts); nothing depends on chance.
 */
const outsideStickySplit = (port: number) => ({
  origin: `http://127.0.0.1:${port}`,
  localStorage: [{ name: 'ledger.readerSplitId', value: '00000000-0000-4000-8000-000000000000' }],
});

const LAYOUT_SHIFT = /layout-shift\.spec\.ts$/;
/** Specs that only read pages of the main site and backend (no spare ports, no writes but sign-in). */
const READ_ONLY_PAGES = /\/(crawl|ads-and-sidebars|article-parts|premium-layout|stock-widget)\.spec\.ts$/;

export default defineConfig({
  testDir: 'apps/site/e2e',
  globalSetup: './apps/site/e2e/global-setup.ts',
  fullyParallel: false,
  // Two lanes on a 2-core machine, each one worker. The layout-shift harness (pages only read)
  // runs beside the specs that share the spare ports and the backend's state, which keep one at
  // a time. Read-only specs that use neither (`pages`) follow the harness in its lane once it is
  // done (the dispatcher gives a free worker the first spec whose project has room), so both
  // lanes end together: the site lane alone had taken 19 of the suite's 27 minutes.
  workers: 2,
  projects: [
    { name: 'layout-shift', testMatch: LAYOUT_SHIFT, workers: 1 },
    { name: 'site', testIgnore: [LAYOUT_SHIFT, READ_ONLY_PAGES], workers: 1 },
    { name: 'pages', testMatch: READ_ONLY_PAGES, workers: 1 },
  ],
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.reports/e2e.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.site}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    storageState: {
      cookies: [],
      origins: [outsideStickySplit(E2E_PORTS.site), outsideStickySplit(E2E_PORTS.spareSite)],
    },
  },
});
