import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config.ts';
import { startSite, startStack } from '../../../scripts/stack.ts';

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

test('Hardening #8: when the backend dies, readers get the last good page, marked stale, not a 503', async ({
  page,
}) => {
  const stack = await startStack({
    apiPort: E2E_PORTS.spareApi,
    sitePort: E2E_PORTS.spareSite,
    sqlitePath: ':memory:',
    quiet: true,
    siteEnv: { PAGE_CACHE_SECONDS: '1', LIST_CACHE_SECONDS: '0' },
  });
  try {
    // A page a busy site made with a part missing is sent no-store and kept nowhere (by design):
    // read the home page until a whole one has been made, as readers would.
    await expect
      .poll(async () => (await page.goto(`${stack.siteUrl}/`))?.headers()['cache-control'], {
        timeout: 20_000,
      })
      .not.toBe('no-store');
    const headline = await page.locator('.top-news__lead a').first().textContent();
    await stack.stopApi();
    await page.waitForTimeout(1500);
    // Another address of the same page, past the browser's own cache: the site keys on what the
    // page reads, so it is the same cached page.
    const stale = await page.goto(`${stack.siteUrl}/?utm_source=e2e`);
    expect(stale?.status()).toBe(200);
    expect(stale?.headers()['x-page-cache']).toBe('STALE');
    expect(stale?.headers()['cache-control']).toBe('no-store');
    await expect(page.locator('.top-news__lead a').first()).toHaveText(headline!);
    // A page never rendered while the backend was up has nothing to stand in for it.
    expect((await page.goto(`${stack.siteUrl}/markets`))?.status()).toBe(503);
  } finally {
    await stack.stop();
  }
});
