import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The keys of Vite's manifest for the two client entries (see vite.config.ts). */
export const ISLAND_ENTRY = 'src/client/islands.ts';
export const STYLES_ENTRY = 'src/styles/index.css';

interface ManifestChunk {
  file: string;
  css?: string[];
}

/** Reads the built client's manifest: the hashed names the page must link to. */
export async function builtAssets(clientDir: string): Promise<{ styles: string[]; islandRuntime: string }> {
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const runtime = manifest[ISLAND_ENTRY];
  const styles = manifest[STYLES_ENTRY];
  if (!runtime || !styles)
    throw new Error(`client manifest lacks ${ISLAND_ENTRY} or ${STYLES_ENTRY}: run the build`);
  return { styles: [`/${styles.file}`], islandRuntime: `/${runtime.file}` };
}
