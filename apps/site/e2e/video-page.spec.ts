import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { apiUrl, aVideo } from './content.ts';
import { signIn } from './signIn.ts';

// VD-01..VD-04 the video-show page against the reference backend: what it shows (each list from
// its own backend call), the pop-up player (VD-03) and the pink flag (VD-04).

const playerIsland = (page: Page) => page.locator('[data-island="video-player"]');

test('VD-01, VD-02: the video page shows the player, its facts, synopsis, keywords and the four lists', async ({
  page,
}, testInfo) => {
  const video = await aVideo();
  const answer = (await (
    await fetch(`${apiUrl}/request?type=videoshow&msid=${video.msid}&platform=web`)
  ).json()) as {
    searchResult: [{ data: { agency: string; synopsis: string; relKeywords: { title: string }[] } }];
  };
  const data = answer.searchResult[0].data;
  const response = await page.goto(video.url);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title);
  const player = page.locator('video.video-player__video');
  await expect(player).toHaveAttribute('poster', /\/photos\//);
  await expect(player.locator('source').first()).toHaveAttribute('src', /\/media\/clips\//);
  await expect(player.locator('track[kind="captions"]')).toHaveAttribute('src', /\/media\/captions\//);
  // The clip and its captions come from the site's own origin, the clip in byte ranges.
  const clip = await page.request.get(String(await player.locator('source').first().getAttribute('src')), {
    headers: { range: 'bytes=0-99' },
  });
  expect(clip.status()).toBe(206);
  expect(clip.headers()['content-range']).toMatch(/^bytes 0-99\//);
  const captions = await page.request.get(String(await player.locator('track').getAttribute('src')));
  expect(await captions.text()).toMatch(/^WEBVTT/);
  if (data.agency) await expect(page.locator('.video-page__agency')).toHaveText(data.agency);
  await expect(page.locator('.video-page__dateline time')).toHaveText(/IST$/);
  // Show More / Show Less.
  const toggle = page.locator('.video-page__synopsis summary');
  if (data.synopsis.replace(/\s+/g, ' ').trim().length > 180) {
    await expect(page.locator('.more-text__full')).toBeHidden();
    await toggle.click();
    await expect(page.locator('.more-text__full')).toBeVisible();
    await expect(toggle).toContainText('Show less');
    await toggle.click();
    await expect(page.locator('.more-text__full')).toBeHidden();
  }
  const keywords = page.getByRole('navigation', { name: 'Read more on' }).getByRole('link');
  expect(await keywords.count()).toBe(data.relKeywords.length);
  // Share: copy link and e-mail.
  await page.getByRole('button', { name: 'Share this story' }).click();
  await expect(page.locator('.share__copy')).toBeVisible();
  await expect(page.locator('.share__email')).toHaveAttribute('href', /^mailto:/);
  await page.keyboard.press('Escape');
  for (const list of ['related', 'mostviewed', 'trending']) {
    const links = page.locator(`.video-list[data-list="${list}"] a`);
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).not.toContain(video.url);
  }
  await expect(page.getByRole('heading', { name: 'Most popular news' })).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const videoObject = ld.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'VideoObject');
  expect(videoObject).toMatchObject({
    name: video.title,
    contentUrl: expect.stringContaining('/media/clips/'),
  });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`video-page-${width}.png`), fullPage: true });
  }
});

test("VD-01: without script the video page offers the browser's own player, controls and all", async ({
  browser,
}) => {
  const video = await aVideo();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(video.url);
  const player = page.locator('.video-player__frame noscript video');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('controls');
  await expect(player.locator('source').first()).toHaveAttribute('src', /\/media\/clips\//);
  // It lies over the poster's play button, which needs script, in the same 16:9 box.
  const frame = await page.locator('.video-player__frame').boundingBox();
  expect(await player.boundingBox()).toEqual(frame);
  const pressed = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, {
    x: (frame?.x ?? 0) + (frame?.width ?? 0) / 2,
    y: (frame?.y ?? 0) + (frame?.height ?? 0) / 2,
  });
  expect(pressed).toBe('VIDEO');
  await context.close();
});

test('VD-01: an unknown video is a 404, and a wrong slug is moved to the video’s address', async ({
  page,
}) => {
  const missing = await page.goto('/news/no-such-video/videoshow/999999999.cms');
  expect(missing?.status()).toBe(404);
  const video = await aVideo();
  const moved = await page.goto(`/old/slug/videoshow/${video.msid}.cms`);
  expect(moved?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(video.url);
});

test('VD-03: once played, the player pops up past 500 px of scroll; X closes it for good, the page keeps its place', async ({
  page,
}, testInfo) => {
  const video = await aVideo();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(video.url);
  const box = page.locator('.video-player');
  const frame = page.locator('.video-player__frame');
  const before = await box.boundingBox();
  // Scrolling alone, before playing, pops nothing up.
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(frame).toHaveAttribute('data-state', 'inline');
  // The page has loaded no script for the player: pressing play wakes it.
  await expect(playerIsland(page)).toHaveAttribute('data-island-state', 'waiting');
  await page.evaluate(() => window.scrollTo(0, 0));
  // VD-01: the poster carries a play button, not the browser's controls, until it is pressed; the
  // press plays the video with its controls at once, before any of the player's script.
  await expect(page.locator('video.video-player__video')).not.toHaveAttribute('controls');
  await page.getByRole('button', { name: `Play: ${video.title}` }).click();
  await expect(page.locator('video.video-player__video')).toHaveAttribute('controls');
  await expect
    .poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.paused))
    .toBe(false);
  await expect(playerIsland(page)).toHaveAttribute('data-island-state', 'hydrated');
  await expect(page.getByRole('button', { name: `Play: ${video.title}` })).toHaveCount(0);
  // Played, at the top: still in its place.
  await expect(frame).toHaveAttribute('data-state', 'inline');
  await page.mouse.wheel(0, 700);
  await expect(frame).toHaveAttribute('data-state', 'popped');
  await expect(frame).toBeInViewport();
  // Playback goes on in the pop-up: the same element, still playing.
  expect(await page.locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  // The box it left keeps its size: nothing below it moved.
  const during = await box.boundingBox();
  expect(during?.height).toBeCloseTo(before?.height ?? 0, 0);
  await page.screenshot({ path: testInfo.outputPath('video-popped-1280.png') });
  await page.getByRole('button', { name: 'Close the video pop-up' }).click();
  await expect(frame).toHaveAttribute('data-state', 'closed');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('video').evaluate(async (element: HTMLVideoElement) => {
    await element.play();
  });
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(frame).toHaveAttribute('data-state', 'closed');
  await expect(page.getByRole('button', { name: 'Close the video pop-up' })).toHaveCount(0);
});

test('VD-04: the pink flag hides the ads and the sponsored block; an anonymous reader has them', async ({
  page,
}) => {
  const video = await aVideo();
  await page.goto(video.url);
  expect(await page.locator('.ad-slot').count()).toBeGreaterThan(0);
  await expect(page.locator('[data-slot="sponsored"]')).toHaveCount(1);
  await signIn(page, 'pink@demo.ledger', video.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title);
  await expect(page.locator('.ad-slot')).toHaveCount(0);
  await expect(page.locator('[data-slot="sponsored"]')).toHaveCount(0);
  // Still a reader who is not Prime: the lists stay.
  expect(await page.locator('.video-list[data-list="mostviewed"] a').count()).toBeGreaterThan(0);
});

test('VD-01: the video page has no WCAG A/AA violations', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto((await aVideo()).url);
  expect(await axeViolations(page, '#content')).toEqual([]);
  await context.close();
});
