import { expect, type Page, test } from '@playwright/test';
import { latestStories } from './content.ts';
import { DEMO_PASSWORD } from './signIn.ts';

// Hardening #4, #5, #17 as a reader meets them: a bad address is the 404 page (never "we'll be
// right back"), and signing in never sends the reader to another site or to an error page.

test('unknown and malformed addresses are the 404 page', async ({ page }) => {
  const [story] = await latestStories(1);
  for (const path of [
    '/x/articleshow/999999999999.cms',
    '/x/articleshow/2147483600.cms',
    '/opinions/1.cms',
    `/opinions/${story!.msid}.cms?page=9999`,
    `/opinions/${story!.msid}.cms?page=abc`,
    '/no-such-section',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  }
  const bad = await page.goto('/%ff');
  expect(bad?.status()).toBe(400);
});

async function signInReturningTo(page: Page, back: string): Promise<URL> {
  await page.goto(`/login?return=${encodeURIComponent(back)}`);
  await page.getByLabel('E-mail').fill('reader@demo.ledger');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForLoadState('domcontentloaded');
  return new URL(page.url());
}

test('signing in returns the reader to this site only, and never to an error page', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  for (const back of ['/\t/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example/x']) {
    const landed = await signInReturningTo(page, back);
    expect(landed.origin, JSON.stringify(back)).toBe(origin);
    await page.getByRole('button', { name: 'Sign out' }).click();
  }
  const landed = await signInReturningTo(page, '/news/\u0939\u093f');
  expect(landed.origin).toBe(origin);
  expect(landed.pathname).toBe('/news/%E0%A4%B9%E0%A4%BF');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
