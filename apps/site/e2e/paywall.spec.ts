import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiUrl, article, longFreeArticle } from './content.ts';
import { payWith } from './demoPay.ts';
import { DEMO_PASSWORD, signIn } from './signIn.ts';
import { withSpareStack } from './spareStack.ts';

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
      const blocker = page.locator('.paywall');
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
      // AB-09: the benefits under the blocker, and what follows the gated column (the next story).
      const benefits = page.locator('.paywall-benefits');
      await benefits.scrollIntoViewIfNeeded();
      await benefits.screenshot({ path: testInfo.outputPath(`benefits-${width}.png`) });
      await page.screenshot({ path: testInfo.outputPath(`benefits-page-${width}.png`) });
      // Without script the plain next-story link follows the gated column, and lines up with it.
      const plain = await page
        .context()
        .browser()!
        .newPage({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      await plain.goto(page.url());
      const column = (await plain.locator('.article-layout--gated > .story').boundingBox())!;
      const next = plain.locator('.next-story');
      await next.scrollIntoViewIfNeeded();
      const link = (await next.boundingBox())!;
      expect(
        Math.abs(link.x - column.x),
        'the next-story link starts where the column does',
      ).toBeLessThanOrEqual(1);
      expect(Math.abs(link.width - column.width)).toBeLessThanOrEqual(1);
      await plain.screenshot({ path: testInfo.outputPath(`next-story-${width}.png`) });
      await plain.close();
      // The plans page the blocker leads to.
      await page.goto(`/prime?return=${encodeURIComponent(String(story.url))}`);
      await expect(page.getByRole('heading', { name: 'Prime Annual' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`plans-${width}.png`), fullPage: true });
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
  const blocker = page.locator('.paywall');
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

test('AB-08: the backend meter closes the gate on an adaptive story once the free ones are read; Prime readers are never metered', async ({
  page,
}) => {
  // A stack of its own whose meter lets one adaptive story a month through, for any score.
  await withSpareStack(
    { apiEnv: { PAYWALL_FREE_ADAPTIVE_READS: '1', PAYWALL_SCORE_THRESHOLD: '0' } },
    async (stack) => {
      const adaptive = await adaptiveStories(stack.apiUrl, 2);
      // The first adaptive story is free, and it stays open on a second look the same day.
      for (const path of [adaptive[0]!, adaptive[0]!]) {
        await page.goto(`${stack.siteUrl}${path}`);
        await expect(page.locator('.adaptive-paywall')).toHaveAttribute('data-state', 'open');
        await expect(page.locator('.paywall')).toHaveCount(0);
      }
      // The next one is past the allowance: clipped to 500 px under the blocker, no inner ads.
      await page.goto(`${stack.siteUrl}${adaptive[1]}`);
      await expect(page.locator('.adaptive-paywall')).toHaveAttribute('data-state', 'gated');
      await expect(page.locator('.paywall')).toBeVisible();
      expect((await page.locator('.story__body').boundingBox())!.height).toBeLessThanOrEqual(500);
      await expect(page.locator('.story [data-ad-slot]:visible')).toHaveCount(0);
      // Closing the gate below the fold moves nothing the reader sees (Page experience budget).
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[])
                if (!entry.hadRecentInput) total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
          }),
      );
      expect(shift).toBeLessThanOrEqual(0.002);
      // A Prime reader gets no meter at all.
      await page.goto(`${stack.siteUrl}/login?return=${encodeURIComponent(adaptive[1]!)}`);
      await page.getByLabel('E-mail').fill('prime@demo.ledger');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.locator('.adaptive-paywall')).toHaveCount(0);
      await expect(page.locator('.paywall')).toHaveCount(0);
    },
  );
});

/** Adaptive stories (adaptive 1, hostid 153) of the stack's seed, by path. */
async function adaptiveStories(api: string, count: number): Promise<string[]> {
  const answer = await fetch(
    `${api}/request?type=getdata&searchtype=metadata&metatype=latestnewsflag&solrtypeid=1001&platform=web&top=100`,
  );
  const list = ((await answer.json()) as { searchResult: [{ data: { msid: string }[] }] }).searchResult[0]
    .data;
  const found: string[] = [];
  // The seed's adaptive landmark first (apps/content-api/src/seed/landmarks.ts), then the latest.
  for (const story of [{ msid: '125400327' }, ...list.filter((item) => String(item.msid) !== '125400327')]) {
    const data = (await (
      await fetch(`${api}/request?type=article&msid=${story.msid}&platform=web`)
    ).json()) as {
      searchResult: [{ data: { adaptive?: number; hostid?: string; url: string } }];
    };
    const { adaptive, hostid, url } = data.searchResult[0].data;
    if (adaptive === 1 && hostid === '153') found.push(url);
    if (found.length === count) return found;
  }
  throw new Error(`the seed has fewer than ${count} adaptive stories among the latest 100`);
}

test('AB-09 / PS-04: from the blocker to the plans page, sign in, choose a plan, pay on the provider’s page, and read the story whole', async ({
  page,
}) => {
  // A stack of its own: the reader who subscribes here stays a reader everywhere else.
  await withSpareStack({}, async (stack) => {
    const story = String((await article(PREMIUM)).url);
    await page.goto(`${stack.siteUrl}${story}`);
    // An anonymous reader meets the trial blocker (the trial is open to newcomers): the plans are a link.
    await page.locator('.paywall a[href^="/prime?return="]').click();
    await expect(page).toHaveURL(`${stack.siteUrl}/prime?return=${encodeURIComponent(story)}`);
    await expect(page.getByRole('heading', { name: 'Prime Monthly' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in to choose Prime Monthly' }).click();
    await page.getByLabel('E-mail').fill('reader@demo.ledger');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Choose Prime Monthly' }).click();
    await expect(page).toHaveURL(new RegExp(`^${stack.apiUrl}/pay/demo/checkout/`));
    await payWith(page);
    await expect(page).toHaveURL(`${stack.siteUrl}${story}`);
    await expect(page.locator('.paywall')).toHaveCount(0);
    await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
    await page.goto(`${stack.siteUrl}/prime`);
    await expect(page.getByText('You are a Ledger Prime member.')).toBeVisible();
  });
});
