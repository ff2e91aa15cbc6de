import { expect, test } from '@playwright/test';
import { apiUrl, article } from './content.ts';
import { signIn } from './signIn.ts';

// Hardening item 2 end to end: the site passes the reader's session to the backend, which alone
// decides who reads a premium story whole. A Prime reader gets all of it; anyone else the
// preview, and the backend itself gives nobody more for asking with a header.

const PREMIUM = '125400321';

test('a Prime reader reads a premium story whole; others get the preview and the paywall', async ({
  page,
}) => {
  const preview = await article(PREMIUM);
  expect(preview.truncated).toBe(true);
  const paragraphs = page.locator('.story__body p');

  await page.goto(String(preview.url));
  await expect(page.locator('.paywall')).toBeVisible();
  const previewCount = await paragraphs.count();

  await signIn(page, 'reader@demo.ledger', String(preview.url));
  await expect(page.locator('.paywall')).toBeVisible();
  expect(await paragraphs.count()).toBe(previewCount);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, 'prime@demo.ledger', String(preview.url));
  await expect(page.locator('.paywall')).toHaveCount(0);
  expect(await paragraphs.count()).toBeGreaterThan(previewCount);
});

test('the backend sends the preview to a browser that asks for full content', async ({ request }) => {
  const answer = await request.get(`${apiUrl}/request?type=article&msid=${PREMIUM}&platform=web`, {
    headers: { fullcontent: 'true' },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { searchResult: [{ data: { truncated?: boolean } }] };
  expect(body.searchResult[0].data.truncated).toBe(true);
});
