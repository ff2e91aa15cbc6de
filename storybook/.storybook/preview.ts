import type { Preview } from '@storybook/react-vite';
import { machineDiagramsGlobal, withMachineDiagrams } from '../src/machine-diagram/withMachineDiagrams.tsx';

const preview: Preview = {
  parameters: {
    // Every story is also an accessibility test: an axe violation fails it (in Storybook and in
    // `vitest --project stories`).
    a11y: { test: 'error' },
  },
  // DV-01: the diagrams of the machines a story runs, beside it, their live state highlighted.
  decorators: [withMachineDiagrams],
  globalTypes: machineDiagramsGlobal,
  initialGlobals: { machineDiagrams: 'beside' },
};

export default preview;
