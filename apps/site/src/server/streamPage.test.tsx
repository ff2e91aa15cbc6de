import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { PageResult } from '../lib/pageResult.tsx';
import { streamPage } from './streamPage.tsx';

// Page experience: a page goes out in React's batches, not in its 4 KB pieces — one write per
// batch keeps the per-write work (chunk framing, a compressor pass) off every page.

const paragraphs = Array.from({ length: 2000 }, (_, i) => `Paragraph ${i} of a very long read.`);
const longPage: PageResult = {
  status: 200,
  maxAge: 30,
  head: { title: 'A long read', webFonts: false },
  body: (
    <article>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </article>
  ),
};

function render(page: PageResult) {
  const writes: Buffer[] = [];
  let flushes = 0;
  let status = 0;
  const out = Object.assign(new PassThrough(), { flush: () => (flushes += 1) });
  out.on('data', (chunk: Buffer) => writes.push(chunk));
  const done = streamPage({
    page,
    assets: { styles: ['/assets/styles.css'], islandRuntime: '/assets/islands.js' },
    faults: [],
    chrome: {
      tier: 'anonymous',
      path: '/',
      trialEligible: false,
      firstTimeEligible: false,
      expiredSubscription: false,
    },
    nonce: 'n0nce',
    log: () => {},
    start: (answered) => {
      status = answered;
      return out;
    },
    fail: () => {},
  });
  return { done, writes, flushes: () => flushes, status: () => status };
}

describe('streamPage', () => {
  it('sends an 80 KB page in a couple of writes, and resolves with exactly what it sent', async () => {
    const { done, writes, status } = render(longPage);
    const html = await done;
    expect(html.length).toBeGreaterThan(80_000);
    expect(status()).toBe(200);
    expect(writes.length).toBeLessThanOrEqual(2);
    expect(Buffer.concat(writes).equals(html)).toBe(true);
    const text = html.toString();
    expect(text).toMatch(/^<!doctype html>/);
    expect(text).toContain('<p>Paragraph 1999 of a very long read.</p>');
    expect(text.trimEnd()).toMatch(/<\/html>$/);
  });

  it('flushes what React finished through a compressor before the end', async () => {
    const { done, flushes } = render(longPage);
    await done;
    expect(flushes()).toBeGreaterThanOrEqual(1);
  });
});
