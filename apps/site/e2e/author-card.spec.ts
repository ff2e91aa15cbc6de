import { expect, type Page, test } from '@playwright/test';
import { apiUrl, article, latestStories, type StoryRef } from './content.ts';

interface AuthorRef {
  id: string;
  title: string;
}

/** A free article whose first author has an author page, and that author's bio from the backend. */
async function articleWithAuthor(): Promise<{
  story: StoryRef;
  author: AuthorRef;
  bio: string;
  first: string;
}> {
  for (const story of await latestStories(100)) {
    const data = await article(story.msid);
    const first = (data.authors as { id?: unknown; title: string; url: string | null }[] | undefined)?.[0];
    if (!first?.url || first.id === undefined) continue;
    const id = String(first.id);
    const response = await fetch(
      `${apiUrl}/request?type=author_info&author_id=${id}&bio=1&story=1&top=30&platform=web`,
    );
    if (!response.ok) continue;
    const body = (await response.json()) as {
      searchResult: [{ data: [{ bio: { bio: string } | null; story: { title: string }[] }] }];
    };
    const info = body.searchResult[0].data[0];
    if (!info.bio || info.story.length === 0) continue;
    return {
      story,
      author: { id, title: first.title },
      bio: info.bio.bio,
      first: info.story[0]?.title ?? '',
    };
  }
  throw new Error('the seed has no article with an author bio among the latest 100');
}

function countAuthorCalls(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/author_info') count += 1;
  });
  return () => count;
}

test('AR-09: the author card opens by keyboard, closes on Escape, opens on hover, fetched once', async ({
  page,
}) => {
  const { story, author, bio, first } = await articleWithAuthor();
  const calls = countAuthorCalls(page);
  await page.goto(story.url);
  const link = page.locator('.byline__authors a.byline__author').first();
  await expect(link).toHaveText(author.title);
  await expect(link).toHaveAttribute('aria-expanded', 'false');

  // Tab from the top of the page until the author link has focus.
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await link.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(link).toBeFocused();
  const card = page.getByRole('region', { name: `About ${author.title}` });
  await expect(card).toBeVisible();
  await expect(link).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText(author.title, { exact: true })).toBeVisible();
  await expect(card.getByText(bio)).toBeVisible();
  await expect(card.getByRole('link', { name: first }).first()).toBeVisible();
  const width = await card.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBe(610);

  // Tab goes into the card (non-modal); Escape closes it at once and focus returns to the link.
  await page.keyboard.press('Tab');
  await expect(card.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('aria-expanded', 'false');
  expect(calls()).toBe(1);

  // Hover opens it too, from the cache: no second request.
  await page.mouse.move(0, 0);
  await link.hover();
  await expect(card).toBeVisible();
  await expect(card.getByText(bio)).toBeVisible();
  // The pointer leaving closes it after the close delay.
  await page.mouse.move(0, 0);
  await expect(card).toHaveCount(0);
  await link.hover();
  await expect(card).toBeVisible();
  expect(calls()).toBe(1);
});

test('AR-09: the first hover both wakes the island and opens the card', async ({ page }) => {
  const { story, author, bio } = await articleWithAuthor();
  const calls = countAuthorCalls(page);
  await page.goto(story.url);
  await page.waitForLoadState('networkidle');
  const link = page.locator('.byline__authors a.byline__author').first();
  await link.hover();
  const card = page.getByRole('region', { name: `About ${author.title}` });
  await expect(card.getByText(bio)).toBeVisible();
  expect(calls()).toBe(1);
});

test('AR-09: /api/author_info takes only a numeric author id', async ({ request, baseURL }) => {
  for (const bad of ['', 'abc', '1;2', '1&type=article', '-1']) {
    const response = await request.get(`${baseURL}/api/author_info?author_id=${encodeURIComponent(bad)}`);
    expect(response.status(), bad).toBe(400);
  }
  const { author } = await articleWithAuthor();
  const good = await request.get(`${baseURL}/api/author_info?author_id=${author.id}&top=1&type=article`);
  expect(good.status()).toBe(200);
  const body = (await good.json()) as { searchResult: [{ data: [{ story: unknown[] }] }] };
  expect(body.searchResult[0].data[0].story.length).toBeGreaterThan(1);
});
