import { realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The keys of Vite's manifest for the client entries (see vite.config.ts). */
export const ISLAND_ENTRY = 'src/islands/boot.ts';
export const STYLES_ENTRY = 'src/styles/index.css';
export const WEB_FONTS_ENTRY = 'src/styles/web-fonts.css';

/**
 * The web font files web-fonts.css names (font-fallbacks.test.ts checks): what a reader's browser
 * fetches after their first page so that the next ones can be set in them (src/server/webFonts.ts).
 */
export const WEB_FONT_FILES = [
  '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-italic.woff2',
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
] as const;

interface ManifestChunk {
  file: string;
  css?: string[];
}

export interface BuiltAssets {
  styles: string[];
  islandRuntime: string;
  webFonts: { stylesheet: string; files: string[] };
}

/**
 * The hashed file Vite emitted for a package file. The manifest keys such files by their path
 * relative to the site (through pnpm's store, e.g. `../../node_modules/.pnpm/…/node_modules/
 * @fontsource-variable/inter/files/…`), so the key is found by its package-relative end.
 */
function emittedFile(manifest: Record<string, ManifestChunk>, specifier: string): string {
  const keys = Object.keys(manifest).filter((key) => key.endsWith(`node_modules/${specifier}`));
  if (keys.length !== 1) {
    throw new Error(`client manifest has ${keys.length} entries for ${specifier}: run the build`);
  }
  return `/${manifest[keys[0]!]!.file}`;
}

/** Reads the built client's manifest: the hashed names the page must link to. */
export async function builtAssets(clientDir: string): Promise<BuiltAssets> {
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const runtime = manifest[ISLAND_ENTRY];
  const styles = manifest[STYLES_ENTRY];
  const webFonts = manifest[WEB_FONTS_ENTRY];
  if (!runtime || !styles || !webFonts)
    throw new Error(
      `client manifest lacks ${ISLAND_ENTRY}, ${STYLES_ENTRY} or ${WEB_FONTS_ENTRY}: run the build`,
    );
  return {
    styles: [`/${styles.file}`],
    islandRuntime: `/${runtime.file}`,
    webFonts: {
      stylesheet: `/${webFonts.file}`,
      files: WEB_FONT_FILES.map((specifier) => emittedFile(manifest, specifier)),
    },
  };
}

/**
 * Development (`--dev`): the web fonts' stylesheet from the source, and the addresses Vite's dev
 * server gives the font files in it, `/@fs/` and the file's real path (pnpm links packages from
 * its store, outside the site's root).
 */
export function devWebFonts(siteDir: string): { stylesheet: string; files: string[] } {
  const require = createRequire(join(siteDir, 'package.json'));
  return {
    stylesheet: `/${WEB_FONTS_ENTRY}`,
    files: WEB_FONT_FILES.map((specifier) => `/@fs${realpathSync(require.resolve(specifier))}`),
  };
}
