import { expect, test } from '@playwright/test';
import { listStories } from './content.ts';

test('the home page lists the editors’ top stories from the backend, headline first (HM-02)', async ({
  page,
}) => {
  const stories = await listStories('2147001', 22);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const topNews = page.locator('section.widget--top-news');
  await expect(topNews.getByRole('tab', { name: 'Top News' })).toHaveAttribute('aria-selected', 'true');
  const links = topNews.locator('.top-news__top a.story-link');
  await expect(links).toHaveCount(stories.length);
  await expect(links.first()).toContainText(stories[0]!.title);
  await expect(links.first()).toHaveAttribute('href', stories[0]!.url);
});

test('the home page loads no island or React before the first scroll: only the small island runtime', async ({
  page,
}) => {
  // AR-16 put the Prime nudge bar (an island woken by the first scroll) in the chrome of every
  // page for readers who are not Prime, so the runtime loads; nothing else may before a scroll.
  // AR-14's bond finder is the other island: it wakes only when the reader touches it.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const runtime = await page.locator('script[type="module"][src]').getAttribute('src');
  expect(await page.locator('script[src]').count()).toBe(1);
  // Inline, only the input capture (issue 27, islands/inputCapture.ts) and the web fonts' few
  // hundred bytes in the head (src/server/webFonts.ts).
  expect(await page.locator('head script:not([src])').count()).toBe(2);
  expect(await page.locator('body script:not([src])').count()).toBe(0);
  // HM-13: the page refresh's small script (XState, no React) loads once the page is idle.
  expect(scripts[0]).toBe(runtime);
  expect(scripts.some((path) => /\/startPageRefresh-/.test(path))).toBe(true);
  // the tracker waits for the reader's first interaction: it adds nothing before it.
  expect(scripts.some((path) => /\/analytics-/.test(path))).toBe(false);
  expect(
    scripts.filter((path) => path !== runtime && !/\/(startPageRefresh|xstate|home)-/.test(path)),
  ).toEqual([]);
  // HM-02's markets widget wakes on the first scroll too; HM-04's strips when they come into
  // view, far below the top stories.
  const hydration = Object.fromEntries(
    await page
      .locator('[data-island]')
      .evaluateAll((els) =>
        els.map((el) => [el.getAttribute('data-island'), el.getAttribute('data-hydrate')]),
      ),
  );
  expect(hydration).toMatchObject({
    'prime-nudge': 'scroll',
    'markets-widget': 'scroll',
    'top-gainers-strip': 'visible',
    'top-funds-strip': 'visible',
    'bond-finder': 'interaction',
    // HM-02's tabs wake on the first scroll or a reach for them; HM-05's carousels in view.
    'top-news': 'engage',
    'trending-terms': 'visible',
  });
  expect(
    Object.values(hydration).every((when) =>
      ['scroll', 'interaction', 'visible', 'engage'].includes(String(when)),
    ),
  ).toBe(true);
  await expect(page.locator('[data-island="bond-finder"]')).toHaveAttribute('data-hydrate', 'interaction');

  await page.mouse.wheel(0, 300);
  await expect(page.locator('[data-island="prime-nudge"]')).toHaveAttribute('data-island-state', 'hydrated');
  expect(scripts.some((path) => /prime-nudge/.test(path))).toBe(true);
});
