import { expect, type Page, test } from '@playwright/test';
import { article, longFreeArticle } from './content.ts';
import { signIn } from './signIn.ts';

// AB-06 in Chromium against the real backend: the stories stacked below the first as the reader
// scrolls, the address and title following the story being read, the stop at 10, and the plain
// link without script.

/** Scrolls to the end of the page until `count` stories are stacked (or the stack ends). */
async function scrollUntilStacked(page: Page, count: number): Promise<number> {
  for (let round = 0; round < 40; round++) {
    const stacked = await page.locator('.stacked-article').count();
    const state = await page.locator('.story-stack').getAttribute('data-state');
    if (stacked >= count || state === 'finished') return stacked;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(150);
  }
  return page.locator('.stacked-article').count();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Brings a stacked story's headline to the middle of the window, as reading it would. */
async function readStacked(page: Page, index: number) {
  const story = page.locator('.stacked-article').nth(index);
  await story.locator('.story__title').evaluate((title) => title.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, 200);
  return story;
}

test('AB-06: the next stories arrive below the first; the address and title follow the one being read, and a reload lands on it', async ({
  page,
}) => {
  const first = await longFreeArticle();
  await page.goto(first.url);
  // A reader who is not Prime gets an advertorial first (Spotlight), then the first story's next.
  expect(await scrollUntilStacked(page, 3)).toBeGreaterThanOrEqual(3);
  const stacked = page.locator('.stacked-article');
  await expect(stacked.first()).toHaveAttribute('data-path', /^\/spotlight\//);
  const next = (await article(first.msid)).nextArticle as { msid: string } | null;
  await expect(stacked.nth(1)).toHaveAttribute('data-msid', next!.msid);
  await expect(page.locator('.stack-divider').first()).toHaveText('Next story');

  // Each of the three, read in turn, names the address (its own path, the host removed) and the
  // title, as the backend has them.
  let path = '';
  let title = '';
  for (const index of [0, 1, 2]) {
    const story = await readStacked(page, index);
    const msid = (await story.getAttribute('data-msid'))!;
    const known = await article(msid);
    path = new URL(String(known.url), 'http://any.host').pathname;
    title = String(known.title);
    await expect(story).toHaveAttribute('data-path', path);
    await expect.poll(() => new URL(page.url()).pathname, { message: `story ${index + 1}` }).toBe(path);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)} \\|`));
  }
  // Back up to the first story: the address follows.
  await page.locator('.story').first().locator('.story__title').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 100);
  await expect.poll(() => new URL(page.url()).pathname).toBe(first.url);

  // Back and forward: from the third story to another page and back lands on the third story.
  const third = await readStacked(page, 2);
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  const link = third.locator('.story__body a[href^="/"]:visible, nav a[href^="/"]:visible').first();
  const away = new URL((await link.getAttribute('href'))!, page.url()).pathname;
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(away);
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  await expect(page.locator('h1.story__title', { hasText: title }).first()).toBeVisible();
  await page.goForward();
  await expect.poll(() => new URL(page.url()).pathname).toBe(away);
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);

  // A reload lands on the third story.
  await page.reload();
  await expect(page.locator('h1.story__title').first()).toHaveText(title);
});

test('AB-06: a stacked story is a story of its own (its comments open from its toolbar); the stack stops on a story already shown', async ({
  page,
}, testInfo) => {
  const first = await longFreeArticle();
  // The second story stacked (after the advertorial) names the first as its next: a loop.
  const asked: string[] = [];
  await page.route('**/_stack/**', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    const response = await route.fetch();
    const html = await response.text();
    const body = asked.length === 2 ? html.replace(/data-next="\d*"/, `data-next="${first.msid}"`) : html;
    await route.fulfill({ response, body });
  });
  await page.goto(first.url);
  await scrollUntilStacked(page, 3);
  const stack = page.locator('.story-stack').first();
  await expect(stack).toHaveAttribute('data-state', 'finished');
  await expect(stack).toHaveAttribute('data-ended', 'repeat');
  await expect(page.locator('.stacked-article')).toHaveCount(2);
  // Nothing more is asked for, however far the reader scrolls.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  expect(asked).toHaveLength(2);

  const story = await readStacked(page, 1);
  await story.getByRole('button', { name: /^Comments/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The story after the loop is one the reader has read above: no link on to it.
  await expect(stack.getByRole('navigation', { name: 'Next story' })).toHaveCount(0);

  // As a reader sees it: the divider before a stacked story.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page
      .locator('.stack-divider')
      .nth(1)
      .evaluate((divider) => divider.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: testInfo.outputPath(`stack-divider-${width}.png`) });
  }
});

test('AB-06: a Prime reader gets no advertorial, and the stack stops at 10 stories with a link on to the 11th', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const first = await longFreeArticle();
  await signIn(page, 'prime@demo.ledger', first.url);
  const next = (await article(first.msid)).nextArticle as { msid: string };
  expect(await scrollUntilStacked(page, 1)).toBeGreaterThanOrEqual(1);
  await expect(page.locator('.stacked-article').first()).toHaveAttribute('data-msid', next.msid);
  expect(await scrollUntilStacked(page, 11)).toBe(10);
  await expect(page.locator('.story-stack')).toHaveAttribute('data-state', 'finished');
  // Every stacked story is a different one.
  const msids = await page
    .locator('.stacked-article')
    .evaluateAll((all) => all.map((story) => (story as HTMLElement).dataset.msid));
  expect(new Set(msids).size).toBe(10);
  await expect(page.locator('.story-stack')).toHaveAttribute('data-ended', 'limit');
  // The way on is the story the stack would have brought next, not the first story's next.
  const last = page.locator('.stacked-article').last();
  const onward = page.locator('.story-stack').getByRole('navigation', { name: 'Next story' });
  await expect(onward.getByRole('link')).toHaveAttribute(
    'href',
    (await last.getAttribute('data-next-path'))!,
  );
  await expect(onward).toContainText((await last.getAttribute('data-next-title'))!);
  expect(msids).not.toContain(await last.getAttribute('data-next'));
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await onward.evaluate((link) => link.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: testInfo.outputPath(`stack-next-story-${width}.png`) });
  }
});

test('AB-06: without script, the end of a story is a plain link to the next', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const first = await longFreeArticle();
  const next = (await article(first.msid)).nextArticle as { url: string; title: string };
  await page.goto(first.url);
  const link = page.getByRole('navigation', { name: 'Next story' }).getByRole('link');
  await expect(link).toHaveAttribute('href', next.url);
  await link.click();
  await expect(page.locator('h1.story__title')).toHaveText(next.title);
  await context.close();
});
