import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  builtAssets,
  devWebFonts,
  ISLAND_ENTRY,
  STYLES_ENTRY,
  WEB_FONT_FILES,
  WEB_FONTS_ENTRY,
} from './assets.ts';

const siteDir = fileURLToPath(new URL('..', import.meta.url));

/** A client build's manifest as Vite writes it: package files keyed by their path through pnpm's store. */
function clientDirWith(manifest: Record<string, { file: string }>): string {
  const dir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const storeKey = (specifier: string) => {
  const [scope, name] = specifier.split('/');
  return `../../node_modules/.pnpm/${scope}+${name}@5.3.0/node_modules/${specifier}`;
};

const entries = {
  [ISLAND_ENTRY]: { file: 'assets/islands-abc.js' },
  [STYLES_ENTRY]: { file: 'assets/styles-def.css' },
  [WEB_FONTS_ENTRY]: { file: 'assets/web-fonts-ghi.css' },
};

describe('builtAssets (Page experience: the web fonts)', () => {
  it('finds the web fonts’ stylesheet and the hashed file of every font it names', async () => {
    const fonts = Object.fromEntries(
      WEB_FONT_FILES.map((specifier, index) => [
        storeKey(specifier),
        { file: `assets/${specifier.split('/').pop()!.replace('.woff2', `-hash${index}.woff2`)}` },
      ]),
    );
    const other = {
      [storeKey('@fontsource-variable/inter/files/inter-greek-wght-normal.woff2')]: { file: 'x' },
    };
    const assets = await builtAssets(clientDirWith({ ...entries, ...other, ...fonts }));
    expect(assets).toEqual({
      styles: ['/assets/styles-def.css'],
      islandRuntime: '/assets/islands-abc.js',
      webFonts: {
        stylesheet: '/assets/web-fonts-ghi.css',
        files: [
          '/assets/source-serif-4-latin-wght-normal-hash0.woff2',
          '/assets/source-serif-4-latin-wght-italic-hash1.woff2',
          '/assets/inter-latin-wght-normal-hash2.woff2',
        ],
      },
    });
  });

  it('refuses a build without one of them rather than serve pages that warm no font', async () => {
    const [, ...rest] = WEB_FONT_FILES;
    const fonts = Object.fromEntries(
      rest.map((specifier) => [storeKey(specifier), { file: 'assets/f.woff2' }]),
    );
    await expect(builtAssets(clientDirWith({ ...entries, ...fonts }))).rejects.toThrow(
      /0 entries for @fontsource-variable\/source-serif-4\/files\/source-serif-4-latin-wght-normal\.woff2/,
    );
  });
});

describe('devWebFonts', () => {
  it("gives the addresses Vite's dev server writes into the stylesheet for the same files", async () => {
    const vite = await createServer({
      root: siteDir,
      logLevel: 'silent',
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: 'custom',
    });
    try {
      const fonts = devWebFonts(siteDir);
      const module = await vite.transformRequest(fonts.stylesheet);
      const urls = [...(module?.code ?? '').matchAll(/url\(\\"([^"\\]+)\\"\)/g)].map(([, url]) => url);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of fonts.files) expect(urls).toContain(url);
    } finally {
      await vite.close();
    }
  }, 30_000);
});
