import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// The client build holds only the island runtime, one chunk per island, and the stylesheet,
// each with brotli and gzip copies beside it; the server build (`vite build --ssr`) renders
// every page.
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    assetsInlineLimit: 0,
    // No preload map in the first script: it listed every island's dependencies (about 1.3 KB
    // gzip of a 20 KB before-interaction budget). An island's chunk names its own imports, which
    // the browser then fetches together; `interaction` islands start loading on the reader's
    // reach (hover, focus, touch), which hides that second step before the click.
    modulePreload: false,
    rolldownOptions: {
      input: {
        islands: 'src/islands/boot.ts',
        styles: 'src/styles/index.css',
        // The web fonts' own stylesheet, linked once they are cached (src/server/webFonts.ts).
        'web-fonts': 'src/styles/web-fonts.css',
      },
      output: {
        // XState's core and its actors entry in one chunk: the ad loader, the one script most
        // pages wake before any interaction, needs both (one request, one module's overhead).
        advancedChunks: { groups: [{ name: 'xstate', test: /node_modules[\\/](\.pnpm[\\/])?xstate[@\\/]/ }] },
      },
    },
  },
  ssr: { noExternal: [/^@newsroom\//] },
});
