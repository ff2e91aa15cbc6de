import { expect, type Page, test } from '@playwright/test';
import { longFreeArticle } from './content.ts';

const bodySize = (page: Page) =>
  page
    .locator('.story__body p')
    .first()
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));

test('AR-10: the font-size island enlarges the text on click and keeps it after a reload', async ({
  page,
}) => {
  const story = await longFreeArticle();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(story.url);
  await page.waitForLoadState('networkidle');
  const medium = await bodySize(page);
  // Before any interaction only the island runtime has loaded, not React.
  expect(scripts.filter((url) => /hydrate|island-|font-size/.test(url.replace(/.*\//, '')))).toEqual([]);

  // The first click both wakes the island and (replayed after hydration) opens the panel.
  await page.getByRole('button', { name: 'Text size' }).click();
  const large = page.getByRole('radio', { name: 'Large' });
  await expect(large).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Medium' })).toHaveAttribute('aria-checked', 'true');
  await large.click();
  await expect(large).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => bodySize(page)).toBeCloseTo(medium * 1.4, 0);

  await page.reload();
  expect(await bodySize(page)).toBeCloseTo(medium * 1.4, 0);
  await page.getByRole('button', { name: 'Text size' }).click();
  await expect(page.getByRole('radio', { name: 'Large' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: 'Small' }).click();
  await expect.poll(() => bodySize(page)).toBeCloseTo(medium * 0.9, 0);
});

test('AR-10: a new session starts at the medium size', async ({ browser }) => {
  const story = await longFreeArticle();
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto(story.url);
  const medium = await bodySize(page);
  await page.getByRole('button', { name: 'Text size' }).click();
  await page.getByRole('radio', { name: 'Large' }).click();
  await expect.poll(() => bodySize(page)).toBeCloseTo(medium * 1.4, 0);
  await first.close();

  const second = await browser.newContext();
  const fresh = await second.newPage();
  await fresh.goto(story.url);
  expect(await bodySize(fresh)).toBeCloseTo(medium, 0);
  await second.close();
});
