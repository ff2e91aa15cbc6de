import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

// The `stories` project: every story (see .storybook/main.ts) runs as a browser test in Debian's
// Chromium, with its play function and the a11y (axe) check. No tool may download a browser.
const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineProject({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'stories',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
