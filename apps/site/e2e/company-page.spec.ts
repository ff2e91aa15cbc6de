import { expect, test } from '@playwright/test';
import { rupees } from '../src/lib/marketFormat.ts';
import { axeViolations } from './axe.ts';
import { companyFeed, marketStatus, storyWithCompanies, type TaggedCompanyRef } from './content.ts';
import { signIn } from './signIn.ts';

// AB-04 company page, reached from the stock widget's link: the company, its quotes on NSE and
// BSE, the chart with period links that work without JavaScript, the stock report with the lock
// rules, the company's news; 404 for an unknown company, 301 for a wrong seoName; every link on
// it answers 200; readable at 360 px.

let story: { url: string; companies: TaggedCompanyRef[] };
let company: TaggedCompanyRef;
test.beforeAll(async () => {
  story = await storyWithCompanies(4);
  company = story.companies[0]!;
});

test('AB-04: from the widget to the company page: the company, both quotes, the status, the report, its news', async ({
  page,
}) => {
  await page.goto(story.url);
  const widget = page.getByRole('region', { name: 'Stocks in this story' });
  await widget.getByRole('link', { name: `Quote, charts and news of ${company.companyshortname}` }).click();
  await expect(page).toHaveURL(company.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.companyname);
  const feed = await companyFeed(company.companyid);
  const status = await marketStatus();
  await expect(page.locator('.market-status strong')).toHaveText(status);
  for (const [name, quote] of [
    ['NSE', feed.nse],
    ['BSE', feed.bse],
  ] as const) {
    const card = page.getByRole('region', { name: `${name} quote` });
    await expect(card.getByRole('heading', { name })).toContainText(quote.symbol);
    // Closed, the price holds at the close; open, it may tick between the two answers.
    if (status === 'CLOSED') await expect(card.locator('.price').first()).toHaveText(rupees(quote.ltp));
    else await expect(card.locator('.price').first()).toHaveText(/^₹[\d,]+\.\d\d$/);
    for (const label of ['Open', 'High', 'Low', 'Prev. close'])
      await expect(card.getByText(label)).toBeVisible();
  }
  if (feed.showsr === 'true') {
    await expect(page.getByText('Ledger Prime Only')).toBeVisible();
    await expect(page.getByRole('link', { name: 'SUBSCRIBE NOW' })).toHaveAttribute(
      'href',
      `/prime?return=${encodeURIComponent(company.url)}`,
    );
  } else {
    await expect(page.getByText(`No stock report covers ${company.companyshortname} yet.`)).toBeVisible();
  }
  const news = page.getByRole('region', { name: `News about ${company.companyshortname}` });
  await expect(news.locator(`a[href="${story.url}"]`).first()).toBeVisible();
  const response = await page.request.get(company.url);
  expect(response.headers()['cache-control']).toBe(
    (await page.request.get(story.url)).headers()['cache-control'],
  );
});

test('AB-04: the chart loads; its periods are links that work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(company.url);
  const chart = page.locator('.company-chart__frame img');
  await expect(chart).toHaveAttribute('src', /&exchange=nse&height=220&width=640&whitebg=1/);
  await expect
    .poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const periods = page.getByRole('navigation', { name: 'Chart period' }).getByRole('link');
  await expect(periods).toHaveText([
    '1D (today)',
    '1W (the last week)',
    '1M (the last month)',
    '1Y (the last year)',
  ]);
  await expect(periods.first()).toHaveAttribute('aria-current', 'page');
  await periods.nth(1).click();
  await expect(page).toHaveURL(`${company.url}?period=1w`);
  await expect(periods.nth(1)).toHaveAttribute('aria-current', 'page');
  await expect(chart).toHaveAttribute('src', /&period=1w/);
  await expect
    .poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await periods.nth(3).click();
  await expect(chart).toHaveAttribute('src', /&period=1y/);
  await context.close();
});

test('AB-04: a Prime reader’s company page shows a score or NR, no lock', async ({ page }) => {
  const feed = await companyFeed(company.companyid);
  test.skip(feed.showsr !== 'true', 'this company has no stock report');
  await signIn(page, 'prime@demo.ledger');
  await page.goto(company.url);
  await expect(page.getByText('Ledger Prime Only')).toHaveCount(0);
  await expect(page.locator('.stock-report__score')).toHaveAttribute('data-state', /^(scored|unrated)$/);
  await expect(page.locator('.stock-report__reco')).toHaveAttribute('data-state', 'unlocked');
});

test('AB-04: an unknown company is a 404 page; a wrong seoName is a 301 to the company’s address', async ({
  page,
}) => {
  const missing = await page.goto('/no-such-company/stocks/companyid-13002.cms');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const wrong = await page.request.get(`/another-name/stocks/companyid-${company.companyid}.cms?period=1m`, {
    maxRedirects: 0,
  });
  expect(wrong.status()).toBe(301);
  expect(wrong.headers().location).toBe(`${company.url}?period=1m`);
  await page.goto(`/another-name/stocks/companyid-${company.companyid}.cms`);
  await expect(page).toHaveURL(company.url);
});

test('AB-04: every link on the company page answers 200', async ({ page }) => {
  await page.goto(company.url);
  const hrefs = await page
    .locator('.story-list-page a[href]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) {
    const answer = await page.request.get(href);
    expect(answer.status(), href).toBe(200);
  }
});

test('AB-04: axe finds nothing on the company page', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(company.url);
  expect(await axeViolations(page, '.story-list-page')).toEqual([]);
  await context.close();
});

test('AB-04: the company page at 360 and 1280 px: nothing wider than the screen; looked at', async ({
  page,
}, testInfo) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(company.url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`company-page-${width}.png`) });
  }
});
