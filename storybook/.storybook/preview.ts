import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    // Every story is also an accessibility test: an axe violation fails it (in Storybook and in
    // `vitest --project stories`).
    a11y: { test: 'error' },
  },
};

export default preview;
