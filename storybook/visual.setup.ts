/**
 * DV-02 visual regression, offline: after each story's test (play function and axe passed), the
 * page as the story left it is compared with its committed reference in Debian's Chromium.
 *
 * - References: storybook/__screenshots__/<story id>.png, one per story, in git.
 * - A failed comparison keeps the reference, the new picture and their diff as files under
 *   storybook/.visual-diffs/ (not in git) and names them in the failure.
 * - To accept changes after looking at those files: `./dev run stories:accept`.
 *
 * The whole page is taken, not the story's box: dialogs, tooltips and menus that Radix portals
 * out of it are part of what a designer reviews. A story of a moving picture (a playing video)
 * may say `parameters: { screenshot: false }`; nothing else may. A very tall story (every machine's
 * diagram) may give its picture more time: `parameters: { screenshot: { timeout: 30_000 } }`.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** Chromium draws no taller picture than this; a page beyond it is taken to this height. */
const MAX_PICTURE_HEIGHT = 16_000;

interface StoryTestContext {
  story?: { id: string; parameters: { screenshot?: false | { timeout?: number } } };
}

/** No picture's wait may hold a story longer than this; one still missing then fails the comparison. */
const PICTURE_WAIT_MS = 5_000;

/**
 * Every picture is loaded and decoded before the page is taken. A lazy one (a carousel's next
 * slide, a card below the first screen) starts loading only when the browser finds time, so on a
 * loaded machine the comparison once caught it blank: it is made eager here, which changes
 * nothing a designer sees but when it arrives.
 */
async function picturesDrawn(): Promise<void> {
  const pictures = [...document.images];
  for (const picture of pictures) picture.loading = 'eager';
  const decoded = Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS))]);
}

afterEach(async (context) => {
  const { story } = context as typeof context & StoryTestContext;
  const settings = story?.parameters.screenshot;
  if (!story || settings === false) return;
  // A story whose own checks failed has said what is wrong; its picture adds nothing.
  if (context.task.result?.errors?.length) return;
  await document.fonts.ready;
  // The story runs in a frame the viewport's size, and what lies below it would be taken blank:
  // the frame is made as tall as the page first (the next story sets its own viewport again).
  const height = Math.min(document.documentElement.scrollHeight, MAX_PICTURE_HEIGHT);
  if (height > window.innerHeight) await page.viewport(window.innerWidth, height);
  await picturesDrawn();
  await expect(page.elementLocator(document.body)).toMatchScreenshot(story.id, {
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
    ...(settings?.timeout ? { timeout: settings.timeout } : {}),
  });
});
