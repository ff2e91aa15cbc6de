import { expect, test } from '@playwright/test';
import { article, articleWithInserts, longFreeArticle } from './content.ts';

test('an article page shows title, byline, body and valid NewsArticle JSON-LD (AB-02, AB-22)', async ({
  page,
}) => {
  const story = await longFreeArticle();
  const data = await article(story.msid);
  const response = await page.goto(story.url);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(data.title));
  const paragraphs = page.locator('.story__body p');
  expect(await paragraphs.count()).toBeGreaterThanOrEqual(10);
  const authors = data.authors as { title: string; url: string }[];
  if (authors.length > 0) {
    await expect(page.locator('.byline__author').first()).toHaveText(authors[0]!.title);
  }

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@type']).toBe('NewsArticle');
  expect(ld.headline.length).toBeLessThanOrEqual(110);
  expect(ld.datePublished).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/);
  expect(ld.dateModified).toMatch(/\+05:30$/);
  expect(ld.image).toMatchObject({ '@type': 'ImageObject', width: 1200, height: 900 });
  expect(ld.publisher.logo).toMatchObject({ width: 600, height: 60 });
  expect(ld.mainEntityOfPage['@id']).toContain(story.url);

  // The structured-data picture really is 1200×900, and so is the logo 600×60.
  const picture = await page.request.get(ld.image.url);
  expect(picture.ok()).toBe(true);
  const size = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, ld.image.url);
  expect(size).toEqual([1200, 900]);
});

test('content is never run as code: no inline handlers or javascript: links in the body', async ({
  page,
}) => {
  const story = await longFreeArticle();
  await page.goto(story.url);
  const html = await page.locator('.story__body').innerHTML();
  expect(html).not.toMatch(/javascript:|\son\w+=|<script/i);
});

test('an unknown msid is a real 404 page', async ({ page }) => {
  const response = await page.goto('/news/no-such-story/articleshow/999999999.cms');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a malformed article path is a 404 too', async ({ page }) => {
  const response = await page.goto('/news/articleshow/not-a-number.cms');
  expect(response?.status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole article is readable', async ({ page }) => {
    const story = await longFreeArticle();
    const data = await article(story.msid);
    await page.goto(story.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(data.title));
    const text = (await page.locator('.story__body').textContent()) ?? '';
    // Every text leaf of the stored body that the renderer keeps is on the page.
    expect(text.split(/\s+/).length).toBeGreaterThan(600);
    await expect(
      page.locator('.article-aside [data-widget="latest-from-publisher"] a.story-link'),
    ).toHaveCount(3);
  });
});

test('AB-03 / AB-16: layouts/article.json places a related-news box right after paragraph 10', async ({
  page,
}) => {
  const story = await articleWithInserts(10);
  await page.goto(story.url);
  const tenth = page.locator('.story__body > p').nth(9);
  const next = tenth.locator('xpath=following-sibling::*[1]');
  await expect(next).toHaveClass(/story__insert/);
  await expect(next.locator('.related-box')).toBeVisible();
  // Boxes at breaks 10, 16 and 18, one per complete related story, only where the body reaches.
  const paragraphs = await page.locator('.story__body > p').count();
  const expected = [10, 16, 18].filter((at, index) => index < story.related && at <= paragraphs).length;
  await expect(page.locator('.story__body .related-box')).toHaveCount(expected);
});

test('AR-01: the print view is the story alone, with no ads, widgets or scripts', async ({ page }) => {
  const story = await longFreeArticle();
  const data = await article(story.msid);
  const printPath = story.url.replace('/articleshow/', '/printarticle/');
  await page.goto(story.url);
  await expect(page.getByRole('link', { name: 'Print this story' })).toHaveAttribute('href', printPath);
  const response = await page.goto(printPath);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(data.title));
  expect(await page.locator('.print-page__body p').count()).toBeGreaterThanOrEqual(10);
  expect(await page.locator('.ad-slot, [data-widget], [data-island], nav, script').count()).toBe(0);
  await expect(page.locator('.print-page__source')).toContainText(story.url);
  // Printed, the page keeps the story and drops the way back.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-page__actions')).toBeHidden();
  await expect(page.locator('.print-page__body')).toBeVisible();
});
