import { expect, test } from '@playwright/test';
import {
  type Answer,
  breakOf,
  cryptoStory,
  expectAll200,
  fundPromoStory,
  goldStory,
  linksIn,
  market,
  plainStory,
  specialIdStory,
} from './marketContent.ts';
import { longerNumbers, watchLayoutShifts } from './markets.ts';
import { signIn } from './signIn.ts';

// AB-20 article inserts on the stories they are for, and not on others: the best mutual-fund
// promo at break 6, the gold table and the crypto table and teaser at break 8.

test('AB-20 a story tagged gold has the gold table at break 8: 22 and 24 carat, 1 g and 8 g, cities to their pages', async ({
  page,
}) => {
  const story = await goldStory();
  const cities = await market('/markets/gold/cities?pagesize=4');
  await page.goto(story.url);
  const table = page.locator('[data-slot="gold-table"] table');
  await expect(table).toBeVisible();
  expect(await breakOf(page, 'gold-table')).toBe(8);
  await expect(table.locator('thead')).toContainText('22 carat');
  await expect(table.locator('thead')).toContainText('24 carat');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  const [mumbai] = cities.data;
  await expect(rows.first().getByRole('link', { name: mumbai.goldCityName })).toHaveAttribute(
    'href',
    mumbai.url,
  );
  for (const price of [
    mumbai.spot22cPrice,
    mumbai.spot22c8gPrice,
    mumbai.spot24cPrice,
    mumbai.spot24c8gPrice,
  ]) {
    await expect(rows.first()).toContainText(`₹${price.toLocaleString('en-IN')}`);
  }
  await expect(table.locator('caption')).toContainText(
    new Date(`${cities.date}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );
  await expect(page.locator('[data-island="crypto-table"], [data-slot="mutual-fund-promo"]')).toHaveCount(0);
  await expectAll200(page, await linksIn(page, '[data-slot="gold-table"]'));
});

test('AB-20 a crypto story (Prime in the seed, read by a Prime reader) has the crypto table and teaser at break 8, its prices asked again every 60 s while in view', async ({
  page,
}) => {
  test.slow();
  const story = await cryptoStory();
  const coins = (await market('/markets/crypto/cryptocurrencystats?statstype=marketcap&pagesize=5')).data;
  const facts: string[] = (
    await market('/request?type=getdetails&msid=2147040')
  ).searchResult[0].data.metainfo.DidYouKnow.value.split('\n');
  await page.clock.install();
  const { asked } = await longerNumbers(page, 'crypto-marketcap');
  await signIn(page, 'prime@demo.ledger', story.url);
  const table = page.locator('[data-island="crypto-table"] table');
  await expect(table).toBeVisible();
  expect(await breakOf(page, 'crypto-table')).toBe(8);
  expect(await breakOf(page, 'crypto-teaser')).toBe(8);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  for (const [index, coin] of coins.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(coin.coinName);
    // A buy link, or the market cap only where there is none (AB-20).
    if (coin.buyLink) {
      await expect(row.getByRole('link', { name: /^Buy/ })).toHaveAttribute('href', coin.buyLink);
      await expect(row).not.toContainText('cr');
    } else {
      await expect(row.getByRole('link', { name: /^Buy/ })).toHaveCount(0);
      await expect(row).toContainText(/₹[\d,.]+ (lakh )?cr/);
    }
  }
  expect(coins.some((coin: Answer) => coin.buyLink === null)).toBe(true);
  const teaser = page.locator('[data-slot="crypto-teaser"]');
  await expect(teaser).toContainText('Did you know?');
  const fact = (await teaser.locator('.crypto-teaser__fact').textContent()) ?? '';
  expect(facts).toContain(fact);
  // Crypto first, then the teaser, in the order of the spec's break 8.
  const order = await page
    .locator('[data-island="crypto-table"], [data-slot="crypto-teaser"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-slot') ?? el.getAttribute('data-island')));
  expect(order).toEqual(['crypto-table', 'crypto-teaser']);
  await expect(page.locator('[data-slot="gold-table"]')).toHaveCount(0);
  // Every coin's page answers (the teaser itself links nowhere); partners' buy links are theirs.
  const links = await linksIn(page, '[data-island="crypto-table"], [data-slot="crypto-teaser"]');
  expect(links).toEqual(expect.arrayContaining(coins.map((coin: Answer) => coin.pageUrl)));
  await expectAll200(page, links);

  // Coins trade around the clock: in view, a minute later the table has new prices (here a digit
  // longer) and nothing on the page moved; out of view nothing is asked.
  await table.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="crypto-table"]')).toHaveAttribute('data-island-state', 'hydrated');
  const firstPrice = rows.first().locator('td').first();
  const figure = (text: string | null) => Number((text ?? '').replaceAll(',', ''));
  const before = figure(await firstPrice.textContent());
  expect(before).toBeGreaterThan(0);
  const shifts = await watchLayoutShifts(page);
  await page.clock.runFor(59_000);
  expect(asked).toHaveLength(0);
  await page.clock.runFor(1_000);
  await expect.poll(() => asked.length).toBe(1);
  // Ten times the price (the backend's coins tick too): the new answer is shown.
  await expect.poll(async () => figure(await firstPrice.textContent())).toBeGreaterThan(before * 5);
  expect(await shifts()).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.clock.runFor(180_000);
  expect(asked).toHaveLength(1);
});

test('AB-20 the best mutual-fund promo at break 6 on a story with both sluglines, a canonical URL and no SpecialID', async ({
  page,
}) => {
  const story = await fundPromoStory();
  const funds = (await market('/markets/mf/screener?category=Flexi%20Cap&pagesize=4')).searchresult;
  await page.goto(story.url);
  const promo = page.locator('[data-slot="mutual-fund-promo"]');
  await expect(promo).toBeVisible();
  expect(await breakOf(page, 'mutual-fund-promo')).toBe(6);
  const items = promo.locator('.fund-promo__fund');
  await expect(items).toHaveCount(4);
  for (const [index, fund] of funds.entries()) {
    await expect(items.nth(index).getByRole('link', { name: fund.shortName })).toHaveAttribute(
      'href',
      fund.url,
    );
    await expect(items.nth(index)).toContainText(`${fund.r1Year.toFixed(2)}%`);
  }
  await expect(promo.getByRole('link', { name: 'Best funds in every category' })).toHaveAttribute(
    'href',
    '/mf/best-mutual-funds-to-buy/top-mutual-fund-schemes-to-invest',
  );
  await expectAll200(page, await linksIn(page, '[data-slot="mutual-fund-promo"]'));

  // A Prime reader gets no promo blocks (AB-25).
  await signIn(page, 'prime@demo.ledger', story.url);
  await expect(page.locator('.story__body')).toBeVisible();
  await expect(page.locator('[data-slot="mutual-fund-promo"]')).toHaveCount(0);
});

test('AB-20 no market inserts where they are not for: a SpecialID, a story about neither gold nor crypto', async ({
  page,
}) => {
  for (const story of [await specialIdStory(), await plainStory()]) {
    await page.goto(story.url);
    await expect(page.locator('.story__body')).toBeVisible();
    await expect(
      page.locator(
        '[data-slot="mutual-fund-promo"], [data-island="crypto-table"], [data-slot="crypto-teaser"]',
      ),
      story.url,
    ).toHaveCount(0);
    if (!/gold/i.test(story.keywords)) await expect(page.locator('[data-slot="gold-table"]')).toHaveCount(0);
  }
});
