import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

// One Vitest run, three projects: Node tests next to the code (`*.test.ts`), DOM tests in
// Debian's Chromium (`*.browser.test.ts`), and the Storybook stories as browser tests
// (storybook/vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/*/server/**/*.test.ts',
            'apps/*/scripts/**/*.test.ts',
            'scripts/**/*.test.ts',
            'integration/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.browser.test.{ts,tsx}', 'apps/*/src/**/*.browser.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      'storybook/vitest.config.ts',
    ],
  },
});
