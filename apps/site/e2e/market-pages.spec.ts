import { expect, test } from '@playwright/test';
import { apiUrl } from './content.ts';
import { expectLinksAnswer, marketOpen } from './markets.ts';

// AB-12 market pages: the market stats table with its tabs as links, the crypto pages, the
// upside radar and a screener's pages; refusals and redirects; every link answering; 360 px.

test.describe('market stats', () => {
  test('AB-12 /stocks/marketstats: a 25-row table of gainers with tabs as links, each choice its own page', async ({
    page,
  }) => {
    expect((await page.goto('/stocks/marketstats'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top gainers on the NSE today');
    const rows = page.locator('.market-table tbody tr');
    await expect(rows).toHaveCount(25);
    await expect(page.getByRole('link', { name: 'Gainers' })).toHaveAttribute('aria-current', 'page');
    await expect(rows.first().locator('th a')).toHaveAttribute('href', /\/stocks\/companyid-\d+\.cms$/);
    // The market's status as the backend says it (the e2e clock is the real one).
    await expect(page.locator('.market-page__status')).toHaveText(
      (await marketOpen()) ? 'Market open' : 'Market closed',
    );
    const first = await rows.first().locator('th a').textContent();
    const answer = (await (
      await fetch(`${apiUrl}/markets/gainers-losers?exchange=nse&pagesize=25&sortorder=desc&duration=1D`)
    ).json()) as { searchresult: { companyShortName: string }[] };
    expect(first).toBe(answer.searchresult[0]!.companyShortName);

    await page.getByRole('link', { name: 'Losers' }).click();
    await expect(page).toHaveURL(/type=losers&duration=1D&exchange=nse$/);
    await page.getByRole('link', { name: '1 week' }).click();
    await page.getByRole('link', { name: 'BSE' }).click();
    await expect(page).toHaveURL(/\/stocks\/marketstats\?type=losers&duration=1W&exchange=bse$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top losers on the BSE over a week');
    for (const change of await rows.locator('.price-change').allTextContents())
      expect(change).toMatch(/−|0\.00/);
    await expectLinksAnswer(page, page.locator('.market-page__choices'));
  });

  test('AB-12 market stats: an unknown value goes (301) to the page with that choice at its default', async ({
    page,
  }) => {
    const response = await page.request.get('/stocks/marketstats?type=winners&duration=1w&exchange=BSE', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(
      new URL(response.headers().location!, 'http://x').pathname +
        new URL(response.headers().location!, 'http://x').search,
    ).toBe('/stocks/marketstats?type=gainers&duration=1W&exchange=bse');
    await page.goto('/stocks/marketstats?duration=2Y&filter=2371');
    await expect(page).toHaveURL(/\/stocks\/marketstats\?type=gainers&duration=1D&exchange=nse&filter=2371$/);
    await expect(page.locator('.market-table tbody tr')).toHaveCount(25);
  });
});

test.describe('crypto pages', () => {
  test('AB-12 /markets/cryptocurrency: the ten coins; top gainers only rising, top losers only falling', async ({
    page,
  }) => {
    await page.goto('/markets/cryptocurrency');
    await expect(page.locator('.market-table tbody tr')).toHaveCount(10);
    await expectLinksAnswer(page, page.locator('.market-page'));
    await page.getByRole('link', { name: 'Top gainers' }).click();
    await expect(page).toHaveURL(/\/markets\/cryptocurrency\/top-gainers$/);
    for (const change of await page.locator('.market-table .price-change').allTextContents())
      expect(change).toMatch(/\+/);
    await page.getByRole('link', { name: 'Top losers' }).click();
    await expect(page).toHaveURL(/\/markets\/cryptocurrency\/top-losers$/);
    for (const change of await page.locator('.market-table .price-change').allTextContents())
      expect(change).toMatch(/−/);
    for (const buy of await page.locator('.market-list__buy').all()) {
      await expect(buy).toHaveAttribute('rel', 'sponsored noopener');
    }
  });

  test('AB-12 a coin’s page is the backend’s pageUrl; a name no coin has is 404', async ({ page }) => {
    const coins = (await (
      await fetch(`${apiUrl}/markets/crypto/cryptocurrencystats?statstype=marketcap&pagesize=10`)
    ).json()) as {
      data: { coinName: string; pageUrl: string }[];
    };
    for (const coin of coins.data) {
      const response = await page.goto(coin.pageUrl);
      expect(response?.status(), coin.pageUrl).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(coin.coinName);
    }
    await expect(page.locator('.market-table tbody tr')).toHaveCount(9);
    expect((await page.request.get('/markets/cryptocurrency/no-such-coin')).status()).toBe(404);
    expect((await page.request.get('/markets/cryptocurrency/Bit_Coin')).status()).toBe(404);
  });
});

test.describe('upside radar pages', () => {
  test('AB-12 /markets/upside-radar lists every collection’s screeners; a screener pages its companies', async ({
    page,
  }) => {
    await page.goto('/markets/upside-radar');
    const screeners = page.locator('.radar-collection__screener');
    expect(await screeners.count()).toBeGreaterThanOrEqual(6);
    await expectLinksAnswer(page, page.locator('.market-page'));
    const link = screeners.first().getByRole('link');
    const path = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const rows = page.locator('.market-table tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first().locator('td').first()).toHaveText('1');
    await page.getByRole('link', { name: 'More stocks →' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`));
    await expect(rows.first().locator('td').first()).toHaveText('21');
    expect((await page.request.get(`${path}?page=3`)).status()).toBe(404);
  });

  test('AB-12 a screener under wrong names goes (301) to its address; an unknown id is 404', async ({
    page,
  }) => {
    await page.goto('/markets/upside-radar');
    const path = (await page.locator('.radar-collection__screener a').first().getAttribute('href'))!;
    const id = path.split('/id-')[1];
    const moved = await page.request.get(`/markets/upside-radar/old-name/wrong-name/id-${id}?page=2`, {
      maxRedirects: 0,
    });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toMatch(new RegExp(`${path}\\?page=2$`));
    expect((await page.request.get('/markets/upside-radar/a/b/id-999999')).status()).toBe(404);
  });
});

for (const width of [360, 1280]) {
  test(`AB-12 market pages at ${width} px: nothing wider than the screen; screenshots`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/markets/upside-radar');
    const screener = (await page.locator('.radar-collection__screener a').first().getAttribute('href'))!;
    for (const [name, path] of [
      ['marketstats', '/stocks/marketstats?type=losers&duration=1W&exchange=bse'],
      ['crypto', '/markets/cryptocurrency'],
      ['coin', '/markets/cryptocurrency/bitcoin'],
      ['upside-radar', '/markets/upside-radar'],
      ['screener', screener],
    ] as const) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        width,
      );
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    }
  });
}
