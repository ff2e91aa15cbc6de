import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; pictures and fonts are compressed already. */
const TEXT = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.ico', '.xml', '.webmanifest']);

/**
 * Page experience: after the client build, every text file gets a brotli (quality 11) and a gzip
 * (level 9) copy beside it, `x.js.br` and `x.js.gz`, which the static server sends to browsers
 * that take them. Done once here, so serving costs no compression at all. A copy that would not
 * be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'newsroom:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      for (const file of await filesUnder(outDir)) {
        if (!TEXT.has(extname(file))) continue;
        const body = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzip(body, { level: 9 }),
        ]);
        if (br.length < body.length) await writeFile(`${file}.br`, br);
        if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      }
    },
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir)) {
    const path = join(dir, entry);
    if ((await stat(path)).isDirectory()) files.push(...(await filesUnder(path)));
    else files.push(path);
  }
  return files;
}
