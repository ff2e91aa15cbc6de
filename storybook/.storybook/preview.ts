import type { Preview } from '@storybook/react-vite';
import { machineDiagramsGlobal, withMachineDiagrams } from '../src/machine-diagram/withMachineDiagrams.tsx';
// DV-02: every story wears the site's one stylesheet (tokens, fonts, every widget's rules), as the
// pages do; stories add no CSS of their own.
import '../../apps/site/src/styles/index.css';
import '../../apps/site/src/styles/web-fonts.css';

/**
 * DV-02: the two widths the site is designed for. A story picks one with
 * `globals: { viewport: { value: 'phone' } }`; the story tests (and their screenshots) run at it.
 */
export const siteViewports = {
  phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '800px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

/**
 * The web fonts, loaded before the first story draws: they are `font-display: optional`, so a face
 * still loading when text is first set would be skipped for the whole page, and a story's picture
 * would depend on how fast the file came. Loaded first, every story is set in them, on any machine.
 */
const siteFaces = [
  'normal 400 1em "Inter Variable"',
  'normal 400 1em "Source Serif 4 Variable"',
  'italic 400 1em "Source Serif 4 Variable"',
];

const preview: Preview = {
  async beforeAll() {
    await Promise.all(siteFaces.map((face) => document.fonts.load(face)));
  },
  parameters: {
    // Every story is also an accessibility test: an axe violation fails it (in Storybook and in
    // `vitest --project stories`).
    a11y: { test: 'error' },
    viewport: { options: siteViewports },
  },
  // DV-01: the diagrams of the machines a story runs, beside it, their live state highlighted.
  decorators: [withMachineDiagrams],
  globalTypes: machineDiagramsGlobal,
  initialGlobals: { machineDiagrams: 'beside' },
};

export default preview;
