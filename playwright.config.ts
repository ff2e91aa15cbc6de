import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

// End-to-end tests against the built site and the reference backend, both started by
// apps/site/e2e/global-setup.ts on 127.0.0.1. Chromium is Debian's; nothing is downloaded.
export const E2E_PORTS = { site: 4100, api: 4110, siteWithoutBackend: 4120 };

export default defineConfig({
  testDir: 'apps/site/e2e',
  globalSetup: './apps/site/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.reports/e2e.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.site}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
  },
});
