import { expect, type Page, type Request, test } from '@playwright/test';
import { freeStoryOfSection } from './content.ts';
import { signIn } from './signIn.ts';

// a slot seen for a second and clicked is counted, by the place its layout gave it, and the
// editors' report shows it; nothing is sent when the browser asks not to be tracked.

const TECH = '13357270';
const isBatch = (request: Request) => request.url().endsWith('/api/analytics') && request.method() === 'POST';
/** India's date now: the day the backend counts under. */
const indiaDay = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** The tech sidebar's "latest from the publisher" list: a slot with links, below the fold. */
async function sidebarList(page: Page) {
  const slot = page.locator('.article-aside [data-widget="latest-from-publisher"][data-analytics-slot]');
  await expect(slot).toHaveCount(1);
  return slot;
}

test('X-02: a sidebar slot in view for a second counts an impression, a click in it a click; the report shows both', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const story = await freeStoryOfSection(TECH);
  const batches: Request[] = [];
  page.on('request', (request) => {
    if (isBatch(request)) batches.push(request);
  });
  await page.goto(story);
  const slot = await sidebarList(page);
  const place = (await slot.getAttribute('data-analytics-slot'))!;
  const [layout, region, variant, key, section] = place.split('|');
  expect({ layout, region, variant, section }).toEqual({
    layout: 'article',
    region: 'aside',
    variant: 'tech',
    section: TECH,
  });
  // The tracker adds no JavaScript before the reader's first interaction (the page budget): a
  // loaded, idle page has not fetched it; the scroll to the slot does. The slot then stays in view
  // for over a second, and the first batch goes 5 s after its first event.
  const trackerLoaded = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /\/analytics-[\w-]+\.js$/.test(entry.name)),
    );
  await page.waitForLoadState('networkidle');
  expect(await trackerLoaded()).toBe(false);
  await slot.scrollIntoViewIfNeeded();
  await expect.poll(trackerLoaded).toBe(true);
  await expect.poll(() => batches.length, { timeout: 10_000 }).toBeGreaterThan(0);
  // The click leaves the page: its batch goes with sendBeacon as the page hides (a beacon sent
  // while leaving is not shown to the test; the backend's report is the proof).
  await slot.getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname !== new URL(story, 'http://x').pathname);

  // The editors' report, for the day and the section.
  await signIn(page, 'editor@demo.ledger');
  const report = `/_editor/analytics?day=${indiaDay()}&section=${TECH}`;
  const counts = async () => {
    await page.goto(report);
    const row = page
      .getByRole('region', { name: [layout, region, variant].join(' › ') })
      .locator(`tr[data-slot="${key}"] td`);
    if ((await row.count()) === 0) return [0, 0];
    const [impressions, clicks] = await row.allTextContents();
    return [Number(impressions), Number(clicks)];
  };
  await expect.poll(async () => (await counts()).map((n) => n >= 1)).toEqual([true, true]);
  await expect(page.getByRole('region', { name: 'Page views' })).toContainText('125');
  await page.screenshot({ path: test.info().outputPath('analytics-report-1280.png'), fullPage: true });
});

test('X-02: with Global Privacy Control on, the tracker never loads and nothing is sent', async ({
  page,
}) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  let sent = 0;
  page.on('request', (request) => {
    if (isBatch(request)) sent += 1;
  });
  await page.goto(await freeStoryOfSection(TECH));
  const slot = await sidebarList(page);
  await slot.scrollIntoViewIfNeeded();
  // Past the second in view and the 5 s a first batch waits.
  await page.waitForTimeout(6500);
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((entry) => /\/analytics-[\w-]+\.js$/.test(entry.name)),
  );
  expect(loaded).toEqual([]);
  expect(sent).toBe(0);
});

test('X-02: the report is for editors: a reader is sent to sign in, a Prime reader gets a 404, a bad day is named', async ({
  page,
}) => {
  await page.goto('/_editor/analytics');
  await expect(page).toHaveURL(/\/login\?return=%2F_editor%2Fanalytics/);
  await signIn(page, 'prime@demo.ledger');
  expect((await page.goto('/_editor/analytics'))?.status()).toBe(404);
  await page.context().clearCookies();
  await signIn(page, 'editor@demo.ledger');
  await page.goto('/_editor/analytics?day=yesterday');
  await expect(page.getByRole('alert')).toHaveText('Choose a date (YYYY-MM-DD).');
  await expect(page.getByLabel('Day')).toHaveAttribute('aria-invalid', 'true');
});
