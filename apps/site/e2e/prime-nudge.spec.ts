import { expect, type Page, test } from '@playwright/test';
import { longFreeArticle } from './content.ts';
import { payWith } from './demoPay.ts';
import { signIn } from './signIn.ts';

// AR-16 Prime nudge bar: after a scroll of more than 100px (throttled to 100 ms), never for Prime,
// the trial start action for trial-eligible readers; the start action leads to /subscribe, where a
// demo reader becomes Prime for real, by paying on the demo provider's page (the next page shows it).

const bar = (page: Page) => page.getByRole('region', { name: 'Ledger Prime offer' });

async function scrollTo(page: Page, y: number) {
  await page.mouse.wheel(0, y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(Math.min(y, 100));
}

test('AR-16: an anonymous reader sees the bar only after scrolling past 100px; the island wakes on scroll', async ({
  page,
}) => {
  const story = await longFreeArticle();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(story.url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-island="prime-nudge"]')).toHaveAttribute('data-hydrate', 'scroll');
  await expect(bar(page)).toBeHidden();
  expect(scripts.filter((url) => /prime-nudge/.test(url))).toEqual([]);

  await scrollTo(page, 60);
  await expect(page.locator('[data-island="prime-nudge"]')).toHaveAttribute('data-island-state', 'hydrated');
  await page.waitForTimeout(300); // longer than the 100 ms throttle: still under the threshold
  await expect(bar(page)).toBeHidden();

  await scrollTo(page, 400);
  await expect(bar(page)).toBeVisible();
  expect(scripts.some((url) => /prime-nudge/.test(url))).toBe(true);
  const start = bar(page).getByRole('button', { name: 'Get Ledger Prime' });
  await expect(start).toHaveAttribute('data-offer', 'subscribe');

  await bar(page).getByRole('button', { name: 'Close the Prime offer' }).click();
  await expect(bar(page)).toBeHidden();
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(300);
  await expect(bar(page)).toBeHidden();

  // An anonymous reader who starts is asked to sign in first, then comes back to /subscribe.
  await page.goto(`/subscribe?return=${encodeURIComponent(story.url)}`);
  await expect(page).toHaveURL(/\/login\?return=%2Fsubscribe/);
});

test('AR-16: a Prime reader never gets the bar, whatever the scroll', async ({ page }) => {
  const story = await longFreeArticle();
  await signIn(page, 'prime@demo.ledger', story.url);
  await expect(page.locator('[data-island="prime-nudge"]')).toHaveCount(0);
  await scrollTo(page, 800);
  await page.waitForTimeout(300);
  await expect(bar(page)).toHaveCount(0);
});

test('AR-16: a first-time-eligible reader never gets the bar either', async ({ page }) => {
  const story = await longFreeArticle();
  await signIn(page, 'new@demo.ledger', story.url);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.locator('[data-island="prime-nudge"]')).toHaveCount(0);
  await scrollTo(page, 800);
  await page.waitForTimeout(300);
  await expect(bar(page)).toHaveCount(0);
});

test('AR-16: a trial-eligible reader gets the trial text and the trial start action', async ({ page }) => {
  const story = await longFreeArticle();
  await signIn(page, 'trial@demo.ledger', story.url);
  await scrollTo(page, 400);
  const start = bar(page).getByRole('button', { name: 'Start your free 14-day Prime trial' });
  await expect(start).toBeVisible();
  await expect(start).toHaveAttribute('data-offer', 'trial');
  await start.click();
  await expect(page).toHaveURL(/\/subscribe\?offer=trial&return=/);
  await expect(page.getByRole('heading', { name: 'Start your free Prime trial' })).toBeVisible();
  // Not submitted: the trial reader keeps the eligibility for other tests.
});

test('AR-16 / X-01: a former member is asked back, renews on /subscribe and the next page shows them as Prime', async ({
  page,
}) => {
  const story = await longFreeArticle();
  // The expired reader: signed in, not Prime, not trial eligible (keeps the other accounts as seeded).
  await signIn(page, 'expired@demo.ledger', story.url);
  await scrollTo(page, 400);
  await bar(page).getByRole('button', { name: 'Renew Ledger Prime' }).click();
  await expect(page).toHaveURL(/\/subscribe\?return=/);
  await expect(page.getByRole('heading', { name: 'Renew your Prime membership' })).toBeVisible();
  await page.getByRole('button', { name: 'Renew for a year' }).click();
  // PS-04: renewed only by paying on the provider's page (the demo provider's test card).
  await expect(page).toHaveURL(/\/pay\/demo\/checkout\/cs_demo_/);
  await payWith(page);

  await expect(page).toHaveURL(new RegExp(`${story.url}$`));
  await expect(page.getByText('Ledger Prime member')).toBeVisible();
  await expect(page.locator('[data-island="prime-nudge"]')).toHaveCount(0);
  await scrollTo(page, 800);
  await page.waitForTimeout(300);
  await expect(bar(page)).toHaveCount(0);

  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: /You are a .* member/ })).toBeVisible();
});
