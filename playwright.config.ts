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

/**
 * Specs that only read pages of the main site and backend (no spare ports, no writes but a
 * sign-in): the layout-shift harness, the crawl, and the phone reader's taps that write nothing
 * (issue 27; e2e/phone/writing.spec.ts, which votes and subscribes, is in the site lane).
 */
const PAGES_ONLY_READ = /\/(layout-shift|crawl|phone\/reading)\.spec\.ts$/;

export default defineConfig({
  testDir: 'apps/site/e2e',
  globalSetup: './apps/site/e2e/global-setup.ts',
  fullyParallel: false,
  // Two lanes on a 2-core machine, each one worker: the specs that only read the main site's
  // pages — the layout-shift harness and the crawl, requests only — beside every other spec,
  // which keep one at a time (they share spare ports and state). The crawl was the site lane's
  // longest spec (a sixth of it) while the harness's lane ended far earlier.
  workers: 2,
  projects: [
    { name: 'layout-shift', testMatch: PAGES_ONLY_READ, workers: 1 },
    { name: 'site', testIgnore: PAGES_ONLY_READ, workers: 1 },
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
