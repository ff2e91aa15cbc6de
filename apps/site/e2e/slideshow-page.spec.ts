import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { aSlideshow } from './content.ts';

// AB-18 the slideshow page: the slides as a plain list without JavaScript, the slider with it
// (arrows that wrap, PLAY/PAUSE every 5 s on Playwright's clock).

test('AB-18: without JavaScript the slideshow page is the plain list of every slide', async ({
  browser,
}, testInfo) => {
  const slideshow = await aSlideshow();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(slideshow.url);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(slideshow.title);
  const slides = page.locator('.slideshow__slide');
  await expect(slides).toHaveCount(slideshow.slides);
  for (const slide of await slides.all()) await expect(slide).toBeVisible();
  await expect(page.getByRole('button', { name: 'PLAY' })).toBeHidden();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('slideshow-no-script-360.png'), fullPage: true });
  await context.close();
});

test('AB-18: the slider wraps both ways and PLAY moves one slide every 5 s until PAUSE (Playwright clock)', async ({
  page,
}, testInfo) => {
  const slideshow = await aSlideshow();
  expect(slideshow.slides).toBeGreaterThan(2);
  const start = new Date('2026-11-26T10:00:00+05:30');
  await page.clock.install({ time: start });
  await page.goto(slideshow.url);
  // From here the page's time moves only when the test says (a loaded machine cannot add to it).
  // The reader presses at once: what the slider does not hear yet, it is given when it wakes.
  await page.clock.pauseAt(new Date(start.getTime() + 120_000));
  const status = page.locator('.slideshow__status');
  const active = page.locator('.slideshow__slide[data-state="active"]');
  await expect(status).toHaveText(`1 / ${slideshow.slides}`);
  await expect(active).toBeVisible();
  await expect(page.locator('.slideshow__slide[data-state="inactive"]').first()).toBeHidden();
  // Wraps: before the first comes the last, after the last the first.
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(status).toHaveText(`${slideshow.slides} / ${slideshow.slides}`);
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(status).toHaveText(`1 / ${slideshow.slides}`);
  // It never moves by itself.
  await page.clock.runFor(15_000);
  await expect(status).toHaveText(`1 / ${slideshow.slides}`);
  await page.getByRole('button', { name: 'PLAY' }).click();
  await expect(page.getByRole('button', { name: 'PAUSE' })).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(4_900);
  await expect(status).toHaveText(`1 / ${slideshow.slides}`);
  await page.clock.runFor(200);
  await expect(status).toHaveText(`2 / ${slideshow.slides}`);
  await page.clock.runFor(5_000);
  await expect(status).toHaveText(`3 / ${slideshow.slides}`);
  await page.getByRole('button', { name: 'PAUSE' }).click();
  await page.clock.runFor(20_000);
  await expect(status).toHaveText(`3 / ${slideshow.slides}`);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`slideshow-${width}.png`), fullPage: true });
  }
});

test('AB-18: an unknown slideshow is a 404; the slideshow page has no WCAG A/AA violations', async ({
  browser,
}) => {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  expect((await page.goto('/news/slideshow/999999999.cms'))?.status()).toBe(404);
  await page.goto((await aSlideshow()).url);
  await expect(page.locator('[data-island="slideshow"]')).toHaveAttribute('data-island-state', 'hydrated');
  expect(await axeViolations(page, '#content')).toEqual([]);
  await context.close();
});
