import { defineConfig } from 'vitest/config';

// One Vitest run, two projects: fast Node tests next to the code, and the Storybook stories
// run as browser tests in Debian's Chromium (storybook/vitest.config.ts).
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
            'scripts/**/*.test.ts',
          ],
        },
      },
      'storybook/vitest.config.ts',
    ],
  },
});
