import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiUrl, article, longFreeArticle } from './content.ts';
import { DEMO_PASSWORD, signIn } from './signIn.ts';

// AB-07 / AB-08 / AB-25 in Chromium against the real backend: who meets the gate, what the page
// then carries, and that the text past a premium story's teaser never reaches a reader who is
// not Prime — not in the page, its structured data or its print view.

const PREMIUM = '125400321';

/** The paragraphs only a Prime reader gets: the whole story less the preview everyone gets. */
async function membersOnlyText(request: APIRequestContext): Promise<string[]> {
  const login = await request.post(`${apiUrl}/auth/login`, {
    data: { email: 'prime@demo.ledger', password: DEMO_PASSWORD },
  });
  const { session } = (await login.json()) as { session: string };
  const whole = await request.get(`${apiUrl}/request?type=article&msid=${PREMIUM}&platform=web`, {
    headers: { authorization: `Bearer ${session}` },
  });
  const texts = (data: unknown) =>
    [...JSON.stringify(data).matchAll(/"text":"((?:[^"\\]|\\.){40,})"/g)].map((m) => m[1]!);
  const full = texts((await whole.json()) as unknown);
  const preview = new Set(texts(await article(PREMIUM)));
  const rest = full.filter((text) => !preview.has(text));
  expect(rest.length).toBeGreaterThan(0);
  return rest;
}

async function expectNoMembersText(page: Page, rest: string[], url: string) {
  const html = await page.content();
  const print = await (await page.request.get(url.replace('/articleshow/', '/printarticle/'))).text();
  for (const text of rest.map((t) => t.slice(0, 60))) {
    expect(html).not.toContain(text);
    expect(print).not.toContain(text);
  }
}

for (const width of [360, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`AB-07: an anonymous reader meets the blocker on a premium story, with no ads and no column`, async ({
      page,
      request,
    }, testInfo) => {
      const rest = await membersOnlyText(request);
      const story = await article(PREMIUM);
      await page.goto(String(story.url));
      const blocker = page.getByRole('region', { name: /Prime/ });
      await expect(blocker).toBeVisible();
      await expect(blocker.getByRole('link', { name: /plans|Prime/i }).first()).toHaveAttribute(
        'href',
        `/prime?return=${encodeURIComponent(String(story.url))}`,
      );
      await expect(blocker.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
      await expect(page.locator('.article-aside')).toHaveCount(0);
      await expectNoMembersText(page, rest, String(story.url));
      await blocker.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`blocker-${width}.png`) });
    });
  });
}

test('AB-07: a signed-in reader who is not Prime meets it too, without the sign-in link', async ({
  page,
  request,
}) => {
  const rest = await membersOnlyText(request);
  const story = await article(PREMIUM);
  await signIn(page, 'reader@demo.ledger', String(story.url));
  const blocker = page.getByRole('region', { name: /Prime/ });
  await expect(blocker).toBeVisible();
  await expect(blocker.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  await expectNoMembersText(page, rest, String(story.url));
});

test('AB-25: a Prime reader reads it whole, with no blocker, no ads and no promo blocks', async ({
  page,
  request,
}) => {
  const rest = await membersOnlyText(request);
  const story = await article(PREMIUM);
  await signIn(page, 'prime@demo.ledger', String(story.url));
  await expect(page.locator('.paywall')).toHaveCount(0);
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  await expect(page.locator('.bonds-corner, .promo')).toHaveCount(0);
  expect(await page.content()).toContain(rest[0]!.slice(0, 60));
});

test('AB-08: ?adaptive=1 gates a free story at 500 px; without it the story is open', async ({ page }) => {
  const story = await longFreeArticle();
  await page.goto(`${story.url}?adaptive=1`);
  await expect(page.locator('.paywall')).toBeVisible();
  const body = await page.locator('.story__body').boundingBox();
  expect(body!.height).toBeLessThanOrEqual(500);
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  await page.goto(story.url);
  await expect(page.locator('.paywall')).toHaveCount(0);
  expect((await page.locator('.story__body').boundingBox())!.height).toBeGreaterThan(500);
});
