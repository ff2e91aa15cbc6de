import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config.ts';
import { latestStories, type StoryRef } from './content.ts';

// AR-17 trending links carousel: moves by itself (every 8000 ms) only while at least half of it is
// in view; prev disabled on the first slide, next on the last; dots show the active slide; no
// autoplay under prefers-reduced-motion. Time is Playwright's clock, advanced by hand.

const INTERVAL = 8000;

/** An article whose sidebar holds the carousel (the markets and default sidebars). */
async function articleWithCarousel(): Promise<StoryRef> {
  for (const story of await latestStories(40)) {
    const html = await (await fetch(`http://127.0.0.1:${E2E_PORTS.site}${story.url}`)).text();
    if (html.includes('data-island="trending-links"')) return story;
  }
  throw new Error('no article among the latest 40 has the trending carousel');
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Trending now' });
const dot = (page: Page, n: number) =>
  carousel(page).getByRole('button', { name: `Slide ${n}`, exact: true });

/** Opens a story with the carousel and scrolls to it, as a reader does; the test acts at once (issue 27). */
async function openInView(page: Page): Promise<Locator> {
  await page.clock.install();
  await page.goto((await articleWithCarousel()).url);
  const root = carousel(page);
  await root.scrollIntoViewIfNeeded();
  return root;
}

/** Scrolls so that only `share` of the carousel's height is in the viewport, at its bottom. */
async function showOnly(page: Page, share: number) {
  await carousel(page).evaluate((element, share) => {
    const rect = element.getBoundingClientRect();
    window.scrollBy(0, rect.top - window.innerHeight + rect.height * share);
  }, share);
}

test('AR-17: the carousel moves by itself only while at least half visible', async ({ page }) => {
  const root = await openInView(page);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  await expect(root).toHaveAttribute('data-state', 'playing');

  await page.clock.runFor(INTERVAL);
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
  await expect(root.getByRole('group', { name: /^2 of \d+$/ })).toHaveAttribute('data-state', 'active');

  // A third of it in view: not enough. Nothing moves, however long.
  await showOnly(page, 0.3);
  await expect(root).toHaveAttribute('data-state', 'stopped');
  await page.clock.runFor(INTERVAL * 3);
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');

  // Scrolled right out of view: still nothing.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.clock.runFor(INTERVAL * 2);
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');

  // Back in view: it moves again after a full interval.
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-state', 'playing');
  await page.clock.runFor(INTERVAL - 500);
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(500);
  await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
});

test('AR-17: prev is disabled on the first slide, next on the last; dots show the active slide', async ({
  page,
}) => {
  const root = await openInView(page);
  const prev = root.getByRole('button', { name: 'Previous slide' });
  const next = root.getByRole('button', { name: 'Next slide' });
  const dots = root.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
  const slides = await dots.count();
  expect(slides).toBeGreaterThanOrEqual(2);
  await expect(root.locator('.trending__slide').first().locator('.trending__item')).toHaveCount(4);

  await expect(prev).toHaveAttribute('aria-disabled', 'true');
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  // Playwright waits for an aria-disabled button to become enabled; press it anyway.
  await prev.dispatchEvent('click');
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');

  for (let n = 2; n <= slides; n++) {
    await next.click();
    await expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
    await expect(dots.and(page.locator('[aria-current="true"]'))).toHaveCount(1);
  }
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toBeDisabled();
  await expect(prev).toBeEnabled();
  await next.dispatchEvent('click');
  await expect(dot(page, slides)).toHaveAttribute('aria-current', 'true');

  await dot(page, 1).click();
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  await expect(dot(page, slides)).not.toHaveAttribute('aria-current', 'true');
  await expect(prev).toHaveAttribute('aria-disabled', 'true');
});

test.describe('under prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  test('AR-17: no autoplay, even in full view', async ({ page }) => {
    const root = await openInView(page);
    // The buttons work, from the first press.
    await root.getByRole('button', { name: 'Next slide' }).click();
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    // Awake, in full view, it never moves by itself.
    await expect(root).toHaveAttribute('data-state', 'stopped');
    await page.clock.runFor(INTERVAL * 3);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
  });
});
