import { describe, expect, it } from 'vitest';
import { EMBED_HEIGHT_MAX, EMBED_RESIZE_ORIGINS, embedHeightFrom, originOf } from './embeds.ts';

const X = 'https://platform.twitter.com';

describe('embedHeightFrom (AB-24: allowed origins only, heights bounded)', () => {
  it('allows X embeds and nothing else by default', () => {
    expect(EMBED_RESIZE_ORIGINS).toEqual([X]);
  });
  it('reads {height} and X’s own resize message, as objects or JSON', () => {
    expect(embedHeightFrom({ origin: X, data: { height: 480 } }, X)).toBe(480);
    expect(embedHeightFrom({ origin: X, data: { height: '512.6' } }, X)).toBe(513);
    const rpc = { 'twttr.embed': { method: 'twttr.private.resize', params: [{ height: 600, width: 550 }] } };
    expect(embedHeightFrom({ origin: X, data: rpc }, X)).toBe(600);
    expect(embedHeightFrom({ origin: X, data: JSON.stringify(rpc) }, X)).toBe(600);
  });
  it.each([
    ['another origin', { origin: 'https://evil.example', data: { height: 480 } }, 'https://evil.example'],
    [
      'YouTube (not on the list)',
      { origin: 'https://www.youtube.com', data: { height: 480 } },
      'https://www.youtube.com',
    ],
    ['a lookalike origin', { origin: 'https://platform.twitter.com.evil.example', data: { height: 480 } }, X],
    ['the page itself', { origin: 'http://127.0.0.1:4100', data: { height: 480 } }, X],
    ['a frame of another origin', { origin: X, data: { height: 480 } }, 'https://x.com'],
    ['too small', { origin: X, data: { height: 10 } }, X],
    ['too tall', { origin: X, data: { height: EMBED_HEIGHT_MAX + 1 } }, X],
    ['not a number', { origin: X, data: { height: 'calc(100vh)' } }, X],
    ['infinite', { origin: X, data: { height: Number.POSITIVE_INFINITY } }, X],
    ['NaN', { origin: X, data: { height: Number.NaN } }, X],
    ['broken JSON', { origin: X, data: '{"height":' }, X],
    ['a huge string', { origin: X, data: `{"height": 400, "x": "${'a'.repeat(20_000)}"}` }, X],
    ['null', { origin: X, data: null }, X],
  ])('ignores %s', (_what, message, frameOrigin) => {
    expect(embedHeightFrom(message, frameOrigin)).toBeNull();
  });
  it('knows no origin for a bad address', () => {
    expect(originOf('not a url')).toBeNull();
    expect(embedHeightFrom({ origin: X, data: { height: 400 } }, null)).toBeNull();
  });
});
