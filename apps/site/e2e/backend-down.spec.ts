import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config.ts';
import { startSite } from '../../../scripts/stack.ts';

test('with the backend down, pages are a plain 503, never a stack trace', async ({ page }) => {
  // Port 9 (discard) is closed on a test machine: the site cannot reach any backend.
  const site = await startSite({
    port: E2E_PORTS.siteWithoutBackend,
    contentApiUrl: 'http://127.0.0.1:9',
    quiet: true,
  });
  try {
    for (const path of ['/', '/markets/stocks/news/x/articleshow/1000001.cms']) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We'll be right back");
      const html = await page.content();
      expect(html).not.toMatch(/ECONNREFUSED|at .*\.(ts|js):\d+|Error:/);
    }
  } finally {
    await site.stop();
  }
});
