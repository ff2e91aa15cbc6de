import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig, type Plugin } from 'vite';
import { chartPictures } from '../src/pictures/chartPictures.ts';

const inspectedXstateReact = fileURLToPath(
  new URL('../src/machine-diagram/inspectedXstateReact.ts', import.meta.url),
);

/**
 * DV-01: every `@xstate/react` import of the stories' components gets the same hooks with each
 * actor inspected for the machine diagrams (the wrapper itself imports the real package).
 */
const inspectStoryActors: Plugin = {
  name: 'newsroom:inspect-story-actors',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@xstate/react' || !importer || importer === inspectedXstateReact) return null;
    return inspectedXstateReact;
  },
};

// Stories live next to their components, in the packages and in the site; this folder only gathers them.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../../packages/*/src/**/*.stories.@(ts|tsx)',
    '../../apps/site/src/**/*.stories.@(ts|tsx)',
    '../src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // VD-01: the backend's shipped video clips, for the player's stories.
  // DV-02: the pictures stories' sample data names (painted by scripts/paint-photos.ts).
  staticDirs: [
    { from: '../../apps/content-api/media/clips', to: '/clips' },
    { from: '../static/photos', to: '/photos' },
  ],
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [inspectStoryActors, chartPictures, react()],
      // Every dependency the stories reach, optimised before the first story runs: one found in
      // the middle of a run makes Vite re-optimise and reload, and the stories then running fail
      // with two copies of React (seen with @radix-ui/react-tabs on a cold cache). Listed through
      // the workspace package that depends on each, as pnpm keeps them there.
      optimizeDeps: {
        include: [
          'react',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'react-dom',
          'react-dom/client',
          '@newsroom/ui > @radix-ui/react-dialog',
          '@newsroom/ui > @radix-ui/react-tabs',
          '@newsroom/ui > @radix-ui/react-tooltip',
          '@newsroom/ui > @xstate/react',
          '@newsroom/ui > embla-carousel-react',
          '@newsroom/ui > xstate',
          'elkjs/lib/elk.bundled.js',
        ],
      },
    });
  },
};

export default config;
