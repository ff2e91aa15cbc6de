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
    rolldownOptions: {
      input: {
        islands: 'src/client/islands.ts',
        styles: 'src/styles/index.css',
        // The web fonts' own stylesheet, linked once they are cached (src/server/webFonts.ts).
        'web-fonts': 'src/styles/web-fonts.css',
      },
    },
  },
  ssr: { noExternal: [/^@newsroom\//] },
});
