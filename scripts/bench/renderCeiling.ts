import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as ReactDomServer from 'react-dom/server';
import type { App } from '../../apps/site/src/server/entry.tsx';
import { repoRoot } from '../stack.ts';

// The site's own React (the server bundle leaves it external): one React for the tree and the
// renderer, as when the site renders.
const requireFromSite = createRequire(join(repoRoot, 'apps/site/package.json'));
const { renderToString } = requireFromSite('react-dom/server') as typeof ReactDomServer;

export interface RenderCeiling {
  /** renderToString calls per second, in this one thread (one core). */
  rendersPerSecond: number;
  htmlBytes: number;
  renders: number;
}

/**
 * The fair ceiling for serving a page without the page cache: React's renderToString of the
 * page's own tree, its data already in memory, over and over on one core, with no HTTP, no
 * backend, no widget loading and no document around it. A served, uncached page can approach
 * this, never pass it.
 */
export async function measureRenderCeiling(app: App, path: string, seconds = 3): Promise<RenderCeiling> {
  const { status, tree } = await app.tree(path);
  if (status !== 200) throw new Error(`${path} built ${status}`);
  const { html: streamed } = await app.render(path);
  const html = renderToString(tree);
  // The ceiling must be the same page: its markup is the streamed page's body.
  const withoutNonces = (text: string) => text.replaceAll(/ nonce="[^"]*"/g, '');
  if (!withoutNonces(streamed).includes(withoutNonces(html)))
    throw new Error(`renderToString of ${path} is not the markup the site streams`);
  const warmUntil = performance.now() + 1000;
  while (performance.now() < warmUntil) renderToString(tree);
  let renders = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  while (performance.now() < until) {
    renderToString(tree);
    renders += 1;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { rendersPerSecond: Math.round(renders / elapsed), htmlBytes: Buffer.byteLength(html), renders };
}
