import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { aLiveBlog, apiUrl } from './content.ts';
import { DEMO_PASSWORD } from './signIn.ts';

// The live blog page: timestamped updates newest first, LiveBlogPosting JSON-LD, and an update an
// editor posts through the backend appearing while the page is open (the liveBlog machine asks
// every 30 s, on Playwright's clock).

async function editorToken(): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@demo.ledger', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { session: string }).session;
}

test('the live blog page shows its updates newest first, with their times, and LiveBlogPosting JSON-LD', async ({
  page,
}, testInfo) => {
  const blog = await aLiveBlog();
  const response = await page.goto(blog.url);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
  const updates = page.locator('.live-blog__list > .live-update');
  expect(await updates.count()).toBeGreaterThan(1);
  await expect(updates.first()).toHaveAttribute('data-update-id', blog.newest);
  const times = await page
    .locator('.live-blog__list .live-update__time')
    .evaluateAll((all) => all.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  const posting = ld.find((item) => item['@type'] === 'LiveBlogPosting');
  expect(posting?.liveBlogUpdate.length).toBe(await updates.count());
  expect(posting?.liveBlogUpdate[0]['@type']).toBe('BlogPosting');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`liveblog-${width}.png`), fullPage: false });
  }
  expect((await page.goto('/markets/liveblog/999999999.cms'))?.status()).toBe(404);
});

test('an update an editor posts appears on the open page within 30 s, shown when the reader asks', async ({
  page,
}, testInfo) => {
  const blog = await aLiveBlog();
  const start = new Date('2026-11-26T10:00:00+05:30');
  await page.clock.install({ time: start });
  await page.goto(blog.url);
  await expect(page.locator('[data-island="liveblog"]')).toHaveAttribute('data-island-state', 'hydrated');
  // From here the page's time moves only when the test says (its first ask is due 30 s after it woke).
  await page.clock.pauseAt(new Date(start.getTime() + 20_000));
  await expect(page.locator('.live-blog__idle')).toBeVisible();
  const text = `Listing day: shares open at a premium, update ${Date.now()}.`;
  const posted = await fetch(`${apiUrl}/liveblog/updates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await editorToken()}` },
    body: JSON.stringify({ msid: blog.msid, title: 'Shares list', text }),
  });
  expect(posted.status).toBe(201);
  const { update } = (await posted.json()) as { update: { id: string } };
  const asked = page.waitForResponse((answer) => answer.url().includes('/api/liveblog?'));
  await page.clock.runFor(30_000);
  expect((await asked).status()).toBe(200);
  const show = page.getByRole('button', { name: 'Show 1 new update' });
  await expect(show).toBeVisible();
  // Nothing moved in the list until the reader asks.
  await expect(page.locator('.live-blog__list--new > .live-update')).toHaveCount(0);
  await show.click();
  const shown = page.locator('.live-blog__list--new > .live-update').first();
  await expect(shown).toHaveAttribute('data-update-id', update.id);
  await expect(shown).toContainText(text);
  await expect(shown).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('liveblog-new-update-1280.png') });
});

test('the live blog page has no WCAG A/AA violations', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto((await aLiveBlog()).url);
  expect(await axeViolations(page, '#content')).toEqual([]);
  await context.close();
});
