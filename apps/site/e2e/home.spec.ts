import { expect, test } from '@playwright/test';
import { latestStories } from './content.ts';

test('the home page lists the top news from the backend, headline first (HM-02)', async ({ page }) => {
  const stories = await latestStories(17);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const topNews = page.locator('section.widget--top-news');
  await expect(topNews.getByRole('heading', { name: 'Top News' })).toBeVisible();
  const links = topNews.locator('a.story-link');
  await expect(links).toHaveCount(stories.length);
  await expect(links.first()).toContainText(stories[0]!.title);
  await expect(links.first()).toHaveAttribute('href', stories[0]!.url);
});

test('the home page ships no JavaScript: it has no islands', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  expect(await page.locator('script').count()).toBe(0);
});
