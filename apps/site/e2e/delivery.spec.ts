import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config.ts';
import { latestStories } from './content.ts';

// Page experience: what the production server sends over the wire. Pages and every text asset
// come brotli- or gzip-compressed when the browser takes it and plain otherwise; hashed assets are
// kept a year and revalidate by ETag.

const site = `http://127.0.0.1:${E2E_PORTS.site}`;

interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Wire> {
  return new Promise((resolve, reject) => {
    httpRequest(`${site}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const decoded = (wire: Wire) =>
  wire.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(wire.body)
    : wire.headers['content-encoding'] === 'gzip'
      ? gunzipSync(wire.body)
      : wire.body;

test('pages and text assets arrive compressed when asked, plain otherwise', async () => {
  const [story] = await latestStories(1);
  const html = await get(story!.url);
  expect(html.headers['content-encoding']).toBeUndefined();
  const assets = [...html.body.toString().matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)].map(
    (match) => match[1]!,
  );
  expect(assets.length).toBeGreaterThanOrEqual(2);
  for (const path of [story!.url, '/', '/markets', ...assets, '/favicon.svg']) {
    const plain = await get(path);
    expect(plain.status, path).toBe(200);
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    for (const encoding of ['br', 'gzip'] as const) {
      const wire = await get(path, { 'accept-encoding': encoding });
      expect(wire.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
      expect(String(wire.headers.vary), path).toMatch(/Accept-Encoding/);
      expect(wire.body.length, `${path} ${encoding}`).toBeLessThan(plain.body.length);
      // Pages carry a nonce of their rendering; compare what the nonce does not touch.
      const text = decoded(wire)
        .toString()
        .replaceAll(/nonce-?[="'][\w-]+/g, '');
      expect(text, path).toBe(plain.body.toString().replaceAll(/nonce-?[="'][\w-]+/g, ''));
    }
  }
});

test('hashed assets are immutable for a year and answer 304 to their ETag', async () => {
  const home = (await get('/')).body.toString();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  expect(asset).toBeDefined();
  const first = await get(asset!, { 'accept-encoding': 'br' });
  expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const etag = String(first.headers.etag);
  const again = await get(asset!, { 'accept-encoding': 'br', 'if-none-match': etag });
  expect(again.status).toBe(304);
  expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
});
