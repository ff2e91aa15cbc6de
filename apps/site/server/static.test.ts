import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staticFiles } from './static.ts';

// The built client as sirv serves it: a file removed under a running process (a deploy in place)
// is the site's to answer, never a crash.

let server: Server | undefined;
let dir: string | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function serve(root: string): Promise<string> {
  const files = staticFiles(root);
  server = createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404).end('the site’s own page');
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('static files', () => {
  it('serves a built file with its caching, and passes a file removed since start to the site', async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-'));
    writeFileSync(join(dir, 'styles-abc.css'), 'body{}');
    writeFileSync(join(dir, 'styles-abc.css.br'), 'brotli bytes');
    const base = await serve(dir);
    const first = await fetch(`${base}/styles-abc.css`, { headers: { 'accept-encoding': 'identity' } });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('body{}');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    rmSync(join(dir, 'styles-abc.css'));
    rmSync(join(dir, 'styles-abc.css.br'));
    const gone = await fetch(`${base}/styles-abc.css`, { headers: { 'accept-encoding': 'br' } });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe('the site’s own page');
  });
});
