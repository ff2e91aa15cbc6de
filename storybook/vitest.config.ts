import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

// The `stories` project: every story (see .storybook/main.ts) runs as a browser test in Debian's
// Chromium, with its play function, the a11y (axe) check and its screenshot compared with the
// committed one (visual.setup.ts). No tool may download a browser.
const dirname = path.dirname(fileURLToPath(import.meta.url));

/** One picture per story, named by its id: easy to find from Storybook's address bar. */
const inFolder =
  (folder: string) =>
  ({ arg, ext }: { arg: string; ext: string }) =>
    path.join(dirname, folder, `${arg}${ext}`);

export default defineProject({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'stories',
    setupFiles: [path.join(dirname, 'visual.setup.ts')],
    // The screenshot is taken in an afterEach hook; a tall story's may take longer than the default.
    hookTimeout: 60_000,
    // Every machine's diagram laid out in one story takes ~15 s on two busy cores.
    testTimeout: 40_000,
    // A story that fails is run once more, fresh: CI once saw the later stories of three files
    // differ from their pictures by 1–3 %, which no run here repeated (alone, whole, or loaded).
    // A real change fails both runs; the first run's pictures stay in .visual-diffs/ to look at.
    retry: 1,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          resolveScreenshotPath: inFolder('__screenshots__'),
          resolveDiffPath: inFolder('.visual-diffs'),
          comparatorName: 'pixelmatch',
          // Same browser, same fonts (self-hosted): pictures match to the pixel. A few pixels of
          // anti-aliasing are let through so a different CPU's rasteriser is not a failure.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
        },
      },
    },
  },
});
