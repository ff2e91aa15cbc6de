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

export default defineConfig({
  testDir: 'apps/site/e2e',
  globalSetup: './apps/site/e2e/global-setup.ts',
  fullyParallel: false,
  // Two lanes on a 2-core machine: the layout-shift harness (a third of the suite's time, pages
  // only read) beside every other spec, which keep one at a time (they share spare ports and
  // state). Each lane is one worker.
  workers: 2,
  projects: [
    { name: 'layout-shift', testMatch: /layout-shift\.spec\.ts$/, workers: 1 },
    { name: 'site', testIgnore: /layout-shift\.spec\.ts$/, workers: 1 },
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
