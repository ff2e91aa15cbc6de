import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { rupees } from '../src/lib/marketFormat.ts';
import { axeViolations } from './axe.ts';
import { companyFeed, marketStatus, storyWithCompanies, type TaggedCompanyRef } from './content.ts';
import { signIn } from './signIn.ts';

// AB-04 stock widget, as a reader meets it at break 3 of a story tagged with four companies: two
// tabs and the rest in More, NSE first with BSE beside it, another company's numbers fetched when
// it is chosen, the Prime lock (anonymous) against the score (Prime), the chart, every link, and
// the refresh while the market is open (Playwright's clock; the browser decides). The e2e runs on
// the real clock, so the market may be open or closed: the status is read, never assumed.

let story: { url: string; companies: TaggedCompanyRef[] };
test.beforeAll(async () => {
  story = await storyWithCompanies(4);
});

const FEED_PATH = '/api/markets/company-feed';

const widgetOf = (page: Page) => page.getByRole('region', { name: 'Stocks in this story' });
const nameOf = (index: number) => story.companies[index]!.companyshortname;

/**
 * Opens the story and brings the widget into view, as a reader scrolls to it; the test acts at
 * once, asleep or not (issue 27: the input capture replays what the island missed).
 */
async function openWidget(page: Page): Promise<Locator> {
  await page.goto(story.url);
  const widget = widgetOf(page);
  await widget.scrollIntoViewIfNeeded();
  return widget;
}

/**
 * Every aria-controls and aria-labelledby in the widget that names no element of the page: the
 * parts' ids must be the server's and the island's alike, through every change.
 */
async function danglingReferences(widget: Locator): Promise<string[]> {
  return widget.evaluate((root) =>
    [...root.querySelectorAll('[aria-controls], [aria-labelledby]')].flatMap((element) =>
      ['aria-controls', 'aria-labelledby'].flatMap((attribute) =>
        (element.getAttribute(attribute) ?? '')
          .split(/\s+/)
          .filter((id) => id && !document.getElementById(id))
          .map((id) => `${attribute}=${id}`),
      ),
    ),
  );
}

/** The quote shown for an exchange: the price and the symbol line. */
function quote(widget: Locator, exchange: 'NSE' | 'BSE') {
  const panel = widget.getByRole('tabpanel', { name: exchange });
  return { panel, price: panel.getByTestId('stock-price'), symbol: panel.getByText(`${exchange}: `) };
}

test('AB-04: at break 3 of a tagged story, the first two companies as tabs, the rest in More, NSE first, the status as the market is', async ({
  page,
}) => {
  await page.goto(story.url);
  const widget = widgetOf(page);
  await expect(widget).toBeVisible();
  // Right after the third paragraph of the story's body.
  const paragraphsBefore = await page.locator('.story__insert', { has: widget }).evaluate((insert) => {
    let count = 0;
    for (let node = insert.previousElementSibling; node; node = node.previousElementSibling) {
      if (node.tagName === 'P') count += 1;
    }
    return count;
  });
  expect(paragraphsBefore).toBe(3);
  const tabs = widget.getByRole('tablist', { name: 'Companies in this story' }).getByRole('tab');
  await expect(tabs).toHaveText([nameOf(0), nameOf(1)]);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(widget.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  await expect(widget.getByRole('tab', { name: 'NSE' })).toHaveAttribute('aria-selected', 'true');
  const feed = await companyFeed(story.companies[0]!.companyid);
  await expect(quote(widget, 'NSE').symbol).toHaveText(`NSE: ${feed.nse.symbol}`);
  await expect(widget.getByTestId('market-status')).toHaveText(await marketStatus());
});

test('AB-04: choosing the second tab fetches its feed and shows its numbers; BSE shows the BSE quote', async ({
  page,
}) => {
  const widget = await openWidget(page);
  const second = story.companies[1]!;
  const asked = page.waitForResponse((r) => r.url().includes(`${FEED_PATH}?companyid=${second.companyid}`));
  await widget.getByRole('tab', { name: nameOf(1) }).click();
  const answer = await asked;
  expect(answer.status()).toBe(200);
  const fetched = (await answer.json()) as Awaited<ReturnType<typeof companyFeed>>;
  expect(fetched.companyname).toBe(second.companyname);
  await expect(widget.getByRole('tab', { name: nameOf(1) })).toHaveAttribute('aria-selected', 'true');
  await expect(widget.getByRole('link', { name: second.companyname, exact: true })).toBeVisible();
  await expect(quote(widget, 'NSE').price).toHaveText(rupees(fetched.nse.ltp));
  await expect(quote(widget, 'NSE').symbol).toHaveText(`NSE: ${fetched.nse.symbol}`);

  // BSE is in the same feed: no fetch, the BSE code and price.
  let fetches = 0;
  page.on('request', (request) => {
    if (request.url().includes(FEED_PATH)) fetches += 1;
  });
  await widget.getByRole('tab', { name: 'BSE' }).click();
  await expect(widget).toHaveAttribute('data-exchange', 'bse');
  await expect(quote(widget, 'BSE').symbol).toHaveText(`BSE: ${fetched.bse.symbol}`);
  await expect(quote(widget, 'BSE').price).toHaveText(rupees(fetched.bse.ltp));
  await expect(quote(widget, 'NSE').panel).toBeHidden();
  expect(fetches).toBe(0);
});

test('AB-04: More lists the other companies; a choice fetches its feed, closes More and names the panel; keyboard works', async ({
  page,
}) => {
  const widget = await openWidget(page);
  const more = widget.getByRole('button', { name: 'More' });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const list = widget.getByRole('list', { name: 'More' });
  await expect(list.getByRole('button')).toHaveText(story.companies.slice(2).map((c) => c.companyshortname));
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();

  // By keyboard: Enter opens More, Tab to the last company, Enter chooses it.
  const last = story.companies.at(-1)!;
  const asked = page.waitForResponse((r) => r.url().includes(`${FEED_PATH}?companyid=${last.companyid}`));
  await page.keyboard.press('Enter');
  for (let i = 2; i < story.companies.length; i += 1) await page.keyboard.press('Tab');
  await expect(list.getByRole('button', { name: last.companyshortname })).toBeFocused();
  await page.keyboard.press('Enter');
  const fetched = (await (await asked).json()) as Awaited<ReturnType<typeof companyFeed>>;
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toHaveAttribute('data-state', 'active');
  await expect(more).toBeFocused();
  await expect(widget.getByRole('tabpanel', { name: last.companyshortname })).toBeVisible();
  await expect(quote(widget, 'NSE').symbol).toHaveText(`NSE: ${fetched.nse.symbol}`);
  await expect(quote(widget, 'NSE').price).toHaveText(rupees(fetched.nse.ltp));

  expect(await danglingReferences(widget)).toEqual([]);

  // Back to the first tab with the arrow keys (manual activation: Enter chooses).
  await widget.getByRole('tab', { name: nameOf(1) }).focus();
  await page.keyboard.press('ArrowLeft');
  // Radix moves focus a task after the key.
  await expect(widget.getByRole('tab', { name: nameOf(0) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('tab', { name: nameOf(0) })).toHaveAttribute('aria-selected', 'true');
  await widget.getByRole('tab', { name: 'BSE' }).click();
  await widget.getByRole('tab', { name: nameOf(1) }).click();
  await expect(widget.getByRole('tabpanel', { name: nameOf(1) })).toBeVisible();
  await expect(widget.getByRole('tabpanel', { name: 'BSE' })).toBeVisible();
  expect(await danglingReferences(widget)).toEqual([]);
});

test('AB-04: a reader who is not Prime sees the lock with the Prime-only words and SUBSCRIBE NOW to the plans page', async ({
  page,
}) => {
  const widget = await openWidget(page);
  const feed = await companyFeed(story.companies[0]!.companyid);
  test.skip(feed.showsr !== 'true', 'the first company of this story has no stock report');
  await expect(widget.getByText('Ledger Prime Only')).toBeVisible();
  const subscribe = widget.getByRole('link', { name: 'SUBSCRIBE NOW' });
  await expect(subscribe).toHaveAttribute('href', `/prime?return=${encodeURIComponent(story.url)}`);
  await expect(widget.getByRole('img', { name: 'Locked' })).toHaveCount(3);
  await subscribe.click();
  await expect(page).toHaveURL(/\/login\?return=|\/prime\?return=/);
});

test('AB-04: a signed-in Prime reader sees a score or NR, the cards’ values and no SUBSCRIBE NOW', async ({
  page,
}) => {
  await signIn(page, 'prime@demo.ledger');
  const widget = await openWidget(page);
  await expect(widget.getByText('Ledger Prime Only')).toHaveCount(0);
  await expect(widget.getByRole('link', { name: 'SUBSCRIBE NOW' })).toHaveCount(0);
  // Every company with a stock report, as this reader's own session gets it.
  for (const company of story.companies) {
    const feed = (await page.evaluate(
      async (id) => (await fetch(`/api/markets/company-feed?companyid=${id}`)).json(),
      company.companyid,
    )) as { showsr: string; stockscore: string; primeuser: number };
    if (feed.showsr !== 'true') continue;
    expect(feed.primeuser).toBe(1);
    const tab = widget.getByRole('tab', { name: company.companyshortname });
    if (await tab.count()) await tab.click();
    else {
      await widget.getByRole('button', { name: 'More' }).click();
      await widget
        .getByRole('list', { name: 'More' })
        .getByRole('button', { name: company.companyshortname })
        .click();
    }
    const score = widget.locator('.stock-report__score');
    await expect(score).toHaveAttribute('data-state', feed.stockscore === '' ? 'unrated' : 'scored');
    await expect(score.locator('.stock-report__value')).toHaveText(
      feed.stockscore === '' ? 'NR' : feed.stockscore,
    );
    await expect(widget.locator('.stock-report__reco')).toHaveAttribute('data-state', 'unlocked');
  }
});

test('AB-04: the chart loads from the site, at the spec’s height, and every link in the widget answers 200', async ({
  page,
}) => {
  const widget = await openWidget(page);
  const chart = quote(widget, 'NSE').panel.locator('img');
  await expect(chart).toHaveAttribute(
    'src',
    /^\/renderchart\.cms\?type=stock&symbol=\w+&exchange=nse&height=110&/,
  );
  await expect(chart).toHaveAttribute('height', '110');
  await expect
    .poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const svg = await page.request.get((await chart.getAttribute('src'))!);
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');

  // The links of every company: its page and, locked, the plans page.
  const hrefs = new Set<string>();
  const collect = async () => {
    for (const href of await widget
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))
      hrefs.add(href);
  };
  await collect();
  for (const company of story.companies.slice(1)) {
    const tab = widget.getByRole('tab', { name: company.companyshortname });
    if (await tab.count()) await tab.click();
    else {
      await widget.getByRole('button', { name: 'More' }).click();
      await widget
        .getByRole('list', { name: 'More' })
        .getByRole('button', { name: company.companyshortname })
        .click();
    }
    await expect(widget.getByRole('link', { name: company.companyname, exact: true })).toBeVisible();
    await collect();
  }
  for (const company of story.companies) expect(hrefs).toContain(company.url);
  for (const href of hrefs) {
    const answer = await page.request.get(href);
    expect(answer.status(), href).toBe(200);
  }
});

/** Answers the widget's feed calls with the backend's own feed, its status set to `status`. */
async function feedsSaying(page: Page, status: 'OPEN' | 'CLOSED'): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`**${FEED_PATH}?**`, async (route: Route) => {
    asked.push(new URL(route.request().url()).searchParams.get('companyid') ?? '');
    try {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, marketstatus: status } });
    } catch {
      // The page closed while this answer was on its way: nothing to answer.
    }
  });
  return asked;
}

test('AB-04: while in view and the market OPEN, the shown company’s prices are fetched again every minute', async ({
  page,
}) => {
  await page.clock.install();
  const asked = await feedsSaying(page, 'OPEN');
  const widget = await openWidget(page);
  const second = story.companies[1]!.companyid;
  // The next minute counts from the answer, once the widget has it (the refresh is then due).
  const due = () => expect(widget).toHaveAttribute('data-refresh', 'scheduled');
  await widget.getByRole('tab', { name: nameOf(1) }).click();
  await expect.poll(() => asked).toEqual([second]);
  await expect(widget.getByTestId('market-status')).toHaveText('OPEN');
  await due();
  await page.clock.fastForward(59_000);
  expect(asked).toEqual([second]);
  await page.clock.fastForward(1_000);
  await expect.poll(() => asked).toEqual([second, second]);
  await due();
  await page.clock.fastForward(60_000);
  await expect.poll(() => asked).toEqual([second, second, second]);
  await due();
  // Out of view: no more fetches.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(widget).toHaveAttribute('data-refresh', 'off');
  await page.clock.fastForward(180_000);
  expect(asked).toHaveLength(3);
});

test('AB-04: while the market is CLOSED nothing is fetched again', async ({ page }) => {
  await page.clock.install();
  const asked = await feedsSaying(page, 'CLOSED');
  const widget = await openWidget(page);
  await widget.getByRole('tab', { name: nameOf(1) }).click();
  await expect.poll(() => asked).toHaveLength(1);
  await expect(widget.getByTestId('market-status')).toHaveText('CLOSED');
  await expect(widget).toHaveAttribute('data-refresh', 'off');
  await page.clock.fastForward(180_000);
  expect(asked).toHaveLength(1);
});

test('AB-04: a failed fetch keeps the widget as it was and is logged', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(`**${FEED_PATH}?**`, (route) => route.fulfill({ status: 502, json: { error: {} } }));
  const widget = await openWidget(page);
  const price = await quote(widget, 'NSE').price.textContent();
  await widget.getByRole('tab', { name: nameOf(1) }).click();
  await expect(widget).toHaveAttribute('data-state', 'failed');
  await expect(quote(widget, 'NSE').price).toHaveText('—');
  await expect.poll(() => errors.some((text) => text.startsWith('Error fetching stock data:'))).toBe(true);
  await widget.getByRole('tab', { name: nameOf(0) }).click();
  await expect(quote(widget, 'NSE').price).toHaveText(price!);
});

test('AB-04: axe finds nothing in the widget, awake, with More open, for anonymous and Prime readers', async ({
  browser,
}) => {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const widget = await openWidget(page);
  await widget.getByRole('button', { name: 'More' }).click();
  expect(await axeViolations(page, '.stock-widget')).toEqual([]);
  // After a change of company and exchange, too.
  await widget.getByRole('tab', { name: nameOf(1) }).click();
  await widget.getByRole('tab', { name: 'BSE' }).click();
  await expect(widget.getByRole('tabpanel', { name: nameOf(1) })).toBeVisible();
  expect(await axeViolations(page, '.stock-widget')).toEqual([]);
  // A Prime reader's, with the score and the cards' coloured values.
  await signIn(page, 'prime@demo.ledger');
  await openWidget(page);
  expect(await axeViolations(page, '.stock-widget')).toEqual([]);
  await context.close();
});

test('AB-04: looked at, at 360 and 1280 px', async ({ page }, testInfo) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const widget = await openWidget(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await widget.screenshot({ path: testInfo.outputPath(`stock-widget-${width}.png`) });
    await widget.getByRole('button', { name: 'More' }).click();
    await widget.screenshot({ path: testInfo.outputPath(`stock-widget-more-${width}.png`) });
  }
});
