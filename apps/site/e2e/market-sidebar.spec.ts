import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { repoRoot } from '../../../scripts/stack.ts';
import {
  cryptoStory,
  expectLinksAnswer,
  fundsStory,
  longerNumbers,
  marketsStory,
  watchLayoutShifts,
  withOpenMarket,
} from './markets.ts';
import { signIn } from './signIn.ts';
import { withSpareStack } from './spareStack.ts';

// AB-12 sidebar market widgets, in the browser against the seeded backend: most-searched load
// more / load less, the market dashboard's toggles fetching new numbers and its Weekly labels,
// crypto tabs, the upside radar's dots following the scroll, the fund carousel's ends, tooltips
// flipping at the screen's edge, and every link these widgets make answering.

/**
 * For a test of what an island does by itself over time (no reader's press): its clock counts from
 * the island's waking. A test that presses never waits for it (issue 27).
 */
const hydrated = (page: Page, island: string) =>
  expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute('data-island-state', 'hydrated');

test.describe('markets sidebar (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('AB-12 most-searched stocks: 5, Load more shows 15, Load less back to 5', async ({ page }) => {
    await page.goto(await marketsStory());
    const widget = page.locator('.most-searched');
    await widget.scrollIntoViewIfNeeded();
    const rows = widget.locator('li:visible');
    await expect(rows).toHaveCount(5);
    await expect(widget.locator('li')).toHaveCount(15);
    const above = await widget.boundingBox();
    await widget.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(15);
    await expect(widget.locator('[data-state="expanded"]')).toBeVisible();
    expect((await widget.boundingBox())?.y).toBe(above?.y);
    await widget.getByRole('button', { name: 'Load less' }).click();
    await expect(rows).toHaveCount(5);
    await expect(widget.getByRole('button', { name: 'Load more' })).toBeVisible();
    // Price, change and upside on every row, each company linked.
    await expect(rows.first().locator('.price')).toHaveText(/^\d[\d,]*\.\d\d$/);
    await expect(rows.first().locator('.price-change')).toHaveText(/[+−]?\d+\.\d\d%/);
    await expect(rows.first().locator('a')).toHaveAttribute('href', /\/stocks\/companyid-\d+\.cms$/);
  });

  test('AB-12 market dashboard: BSE and Losers each fetch new numbers through /api/markets/gainers-losers', async ({
    page,
  }) => {
    await page.goto(await marketsStory());
    const widget = page.locator('.market-dashboard');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.locator('.market-list__row')).toHaveCount(4);
    await expect(widget.getByRole('tab', { name: 'Gainers' })).toHaveAttribute('aria-selected', 'true');

    const bse = page.waitForResponse(
      (r) => r.url().includes('/api/markets/gainers-losers?') && r.url().includes('exchange=bse'),
    );
    await widget.getByRole('button', { name: 'BSE' }).click();
    const bseAnswer = (await (await bse).json()) as {
      pagesummary: { exchange: string };
      searchresult: { companyShortName: string; current: number }[];
    };
    expect(bseAnswer.pagesummary.exchange).toBe('BSE');
    await expect(widget.getByRole('button', { name: 'BSE' })).toHaveAttribute('aria-pressed', 'true');
    await expect(widget).toHaveAttribute('data-state', 'idle');
    await expect(widget.locator('.market-list__name')).toHaveText(
      bseAnswer.searchresult.map((r) => r.companyShortName),
    );
    await expect(widget.locator('.price').first()).toHaveText(
      bseAnswer.searchresult[0]!.current.toLocaleString('en-IN', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    );

    const losers = page.waitForResponse(
      (r) => r.url().includes('list=losers') && r.url().includes('exchange=bse'),
    );
    await widget.getByRole('tab', { name: 'Losers' }).click();
    const losersAnswer = (await (await losers).json()) as {
      searchresult: { companyShortName: string; percentChange: number }[];
    };
    await expect(widget.locator('.market-list__name')).toHaveText(
      losersAnswer.searchresult.map((r) => r.companyShortName),
    );
    for (const row of losersAnswer.searchresult) expect(row.percentChange).toBeLessThanOrEqual(0);
    await expect(widget.getByRole('link', { name: /See all losers/ })).toHaveAttribute(
      'href',
      '/stocks/marketstats?type=losers&duration=1D&exchange=bse',
    );
    await expect(widget.getByRole('tab', { name: 'Losers' })).toHaveText('Losers');
  });

  test('AB-12 prices refresh every 60 s while in view and the market is OPEN (a digit longer, nothing moves), never out of view, and stop at an answer saying CLOSED (Playwright clock)', async ({
    page,
  }) => {
    test.slow();
    const story = await marketsStory();
    // The market forced OPEN on a site of its own, so this runs the same at any hour.
    await withOpenMarket(story, async (site) => {
      await page.clock.install();
      const call = await longerNumbers(page, 'most-searched');
      await page.goto(`${site}${story}`);
      const widget = page.locator('.most-searched');
      await widget.scrollIntoViewIfNeeded();
      await hydrated(page, 'most-searched-stocks');
      const firstPrice = widget.locator('.market-list__quote .price').first();
      const figure = async () => Number(((await firstPrice.textContent()) ?? '').replaceAll(',', ''));
      const before = await figure();
      expect(before).toBeGreaterThan(0);
      const shifts = await watchLayoutShifts(page);
      await page.clock.runFor(59_000);
      expect(call.asked).toHaveLength(0);
      await page.clock.runFor(1_000);
      await expect.poll(() => call.asked.length).toBe(1);
      await expect.poll(figure).toBeGreaterThan(before * 5);
      await expect(widget).toHaveAttribute('data-refresh', 'idle');
      await page.clock.runFor(60_000);
      await expect.poll(() => call.asked.length).toBe(2);
      await expect(widget).toHaveAttribute('data-refresh', 'idle');
      expect(await shifts(), 'layout shift during the refreshes').toBe(0);

      // Out of view it never asks.
      await page.evaluate(() => window.scrollTo(0, 0));
      // The browser reports the widget out of view at its next frame, not in the scroll's task:
      // a clock run before that report would let the widget's minute come due while still in
      // view (a third call, seen in a whole run). An observer of the test's own hears the same
      // report, after the widget's (observers are told in the order they were made).
      await widget.evaluate(
        (element) =>
          new Promise<void>((done) => {
            const observer = new IntersectionObserver(([entry]) => {
              if (entry && !entry.isIntersecting) {
                observer.disconnect();
                done();
              }
            });
            observer.observe(element);
          }),
      );
      await page.clock.runFor(180_000);
      expect(call.asked).toHaveLength(2);

      // Back in view it asks again (a minute after the browser reports it in view, which the
      // page's clock does not schedule, hence the steps); an answer saying CLOSED stops it.
      call.status = 'CLOSED';
      await widget.scrollIntoViewIfNeeded();
      await expect
        .poll(async () => {
          await page.clock.runFor(15_000);
          return call.asked.length;
        })
        .toBe(3);
      await expect(widget).toHaveAttribute('data-refresh', 'idle');
      await page.clock.runFor(180_000);
      expect(call.asked).toHaveLength(3);
    });
  });

  test('AB-12 upside radar: the dots follow the strip’s scroll; a dot scrolls the strip', async ({
    page,
  }) => {
    await page.goto(await marketsStory());
    const widget = page.locator('.upside-radar');
    await widget.scrollIntoViewIfNeeded();
    const dots = widget.locator('.market-dots__dot');
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    const strip = widget.locator('.upside-radar__strip');
    await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(dots.last()).toHaveAttribute('aria-current', 'true');
    await expect(dots.first()).not.toHaveAttribute('aria-current', 'true');
    await dots.first().click();
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);
    if (count > 2) {
      await dots.nth(1).click();
      await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    }
    // Every screener card links to its page.
    await expect(widget.locator('.upside-radar__card').first()).toHaveAttribute(
      'href',
      /^\/markets\/upside-radar\/[\w-]+\/[\w-]+\/id-\d+$/,
    );
  });

  test('AB-12 every link of the markets sidebar’s market widgets answers 200, company pages included', async ({
    page,
  }) => {
    await page.goto(await marketsStory());
    const checked = await expectLinksAnswer(page, page.locator('.market-widget'));
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  test('AB-12 discover mutual funds: 3 slides of 4, 4, 3; previous disabled at the first, next at the last', async ({
    page,
  }) => {
    await page.goto(await fundsStory());
    const widget = page.locator('.fund-carousel');
    await widget.scrollIntoViewIfNeeded();
    const slides = widget.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    expect(await slides.evaluateAll((all) => all.map((s) => s.querySelectorAll('li').length))).toEqual([
      4, 4, 3,
    ]);
    const prev = widget.getByRole('button', { name: 'Previous funds' });
    const next = widget.getByRole('button', { name: 'Next funds' });
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    await next.click();
    await expect(slides.nth(1)).toHaveAttribute('data-state', 'active');
    await expect(prev).toHaveAttribute('aria-disabled', 'false');
    await next.click();
    await expect(slides.nth(2)).toHaveAttribute('data-state', 'active');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // A press at the end does nothing (the button stays focusable, aria-disabled).
    await next.dispatchEvent('click');
    await expect(slides.nth(2)).toHaveAttribute('data-state', 'active');
    await expect(widget.locator('.fund-carousel__return').first()).toHaveText(
      /1Y return\s*[▲▼]?\s*(up|down|unchanged)?\s*[+−]?\d+\.\d\d%/,
    );
  });

  test('AB-12 crypto prices (a Prime reader of a crypto story): Top Gainers first, Top Losers by tab, buy link or market cap', async ({
    page,
  }) => {
    await signIn(page, 'prime@demo.ledger');
    await page.goto(await cryptoStory());
    const widget = page.locator('.crypto-dashboard');
    await widget.scrollIntoViewIfNeeded();
    const gainersTab = widget.getByRole('tab', { name: 'Top Gainers' });
    await expect(gainersTab).toHaveAttribute('aria-selected', 'true');
    const visibleRows = widget.locator('[role="tabpanel"]:visible li');
    expect(await visibleRows.count()).toBeLessThanOrEqual(6);
    for (const change of await visibleRows.locator('.price-change').allTextContents())
      expect(change).toMatch(/\+/);
    await widget.getByRole('tab', { name: 'Top Losers' }).click();
    await expect(widget.getByRole('tab', { name: 'Top Losers' })).toHaveAttribute('aria-selected', 'true');
    for (const change of await visibleRows.locator('.price-change').allTextContents())
      expect(change).toMatch(/−/);
    // Every row: a sponsored buy link in a new tab, or the market cap when the coin has none.
    for (const row of await widget.locator('li').all()) {
      const buy = row.locator('.market-list__buy');
      if ((await buy.count()) > 0) {
        await expect(buy).toHaveAttribute('rel', 'sponsored noopener');
        await expect(buy).toHaveAttribute('target', '_blank');
        await expect(row.locator('.market-list__cap')).toHaveCount(0);
      } else {
        await expect(row.locator('.market-list__cap')).toHaveText(/M\.cap ₹/);
      }
    }
    await expectLinksAnswer(page, widget);
  });
});

test.describe('tooltips at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('AB-12 a figure’s tooltip opens above, flips below at the top of the screen, and never leaves the screen', async ({
    page,
  }) => {
    await page.goto(await marketsStory());
    const trigger = page.locator('.most-searched').getByRole('button', { name: 'About potential upside' });
    await trigger.scrollIntoViewIfNeeded();
    // Room below the sidebar, so the widget can be scrolled to the very top of the screen.
    await page.evaluate(() => {
      document.body.style.paddingBottom = '150vh';
    });
    const tip = page.locator('.info-tip__content');
    const openAt = async (y: number) => {
      await trigger.evaluate((el) => el.blur());
      await expect(tip).toHaveCount(0);
      await trigger.evaluate((el, top) => window.scrollBy(0, el.getBoundingClientRect().top - top), y);
      // Radix closes a tooltip on scroll: let the scroll's event pass before opening.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      // Keyboard focus opens it (no actionability scroll: the test chose the position).
      await trigger.focus();
      await expect(tip).toBeVisible();
      expect(Math.round(await trigger.evaluate((el) => el.getBoundingClientRect().top))).toBe(y);
      const box = (await tip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      return tip.getAttribute('data-side');
    };
    expect(await openAt(400)).toBe('top');
    expect(await openAt(60)).toBe('bottom');
    await page.screenshot({ path: test.info().outputPath('tooltip-flipped-360.png') });
    await expect(page.getByRole('tooltip')).toContainText('Potential upside');
  });
});

test('AB-12 market dashboard with a layout whose duration is 1W: the tabs say Weekly Gainers and Weekly Losers', async ({
  browser,
}) => {
  // A copy of the layouts with the markets sidebar's dashboard set to the week, as an editor would.
  const dir = mkdtempSync(join(tmpdir(), 'layouts-weekly-'));
  cpSync(join(repoRoot, 'layouts'), dir, { recursive: true });
  const file = join(dir, 'article.json');
  const text = readFileSync(file, 'utf8');
  const weekly = text.replace(
    '{ "id": "markets-dashboard", "widget": "market-dashboard" }',
    '{ "id": "markets-dashboard", "widget": "market-dashboard", "props": { "duration": "1W" } }',
  );
  expect(weekly).not.toBe(text);
  writeFileSync(file, weekly);
  const story = await marketsStory();
  await withSpareStack({ siteEnv: { LAYOUTS_DIR: dir } }, async (stack) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${stack.siteUrl}${story}`);
    const widget = page.locator('.market-dashboard');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.getByRole('tab', { name: 'Weekly Gainers' })).toBeVisible();
    await expect(widget.getByRole('tab', { name: 'Weekly Losers' })).toBeVisible();
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/markets/gainers-losers?') && r.url().includes('duration=1W'),
    );
    await widget.getByRole('tab', { name: 'Weekly Losers' }).click();
    expect(
      ((await (await answer).json()) as { pagesummary: { duration: string } }).pagesummary.duration,
    ).toBe('1w');
    await expect(widget.getByRole('tab', { name: 'Weekly Losers' })).toHaveAttribute('aria-selected', 'true');
    await expect(widget.getByRole('link', { name: /See all losers/ })).toHaveAttribute('href', /duration=1W/);
    await page.close();
  });
});

for (const width of [360, 1280]) {
  test(`AB-12 screenshots of the sidebar market widgets at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(await marketsStory());
    for (const name of ['market-dashboard', 'most-searched', 'upside-radar']) {
      const widget = page.locator(`.${name}`);
      await widget.scrollIntoViewIfNeeded();
      await widget.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
      const box = (await widget.boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    }
    await page.goto(await fundsStory());
    await page
      .locator('.fund-carousel')
      .screenshot({ path: test.info().outputPath(`fund-carousel-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
