import { catalogueSizes } from '@newsroom/rules/pictures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLandmarks } from '../seed/landmarks.ts';
import { decodePng, readPngSize } from '../testing/read-png.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
let leadImageId: number;
let bodyImage: { id: number; width: number; height: number };
let authorImageId: number;
beforeAll(async () => {
  api = await startTestApi();
  const db = api.store.db;
  leadImageId = (await db.selectFrom('articles').select('image_id').orderBy('msid').executeTakeFirstOrThrow())
    .image_id;
  bodyImage = await db
    .selectFrom('images')
    .select(['id', 'width', 'height'])
    .where('width', '!=', 1200)
    .where('width', '!=', 'height' as never)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  authorImageId = (await db.selectFrom('authors').select('image_id').orderBy('id').executeTakeFirstOrThrow())
    .image_id;
});
afterAll(() => api.close());

const png = async (path: string, headers?: Record<string, string>) => {
  const response = await api.get(path, headers);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

describe('GET /photos/{id}.png', () => {
  it('draws an article picture at 1200×900 with year-long immutable caching', async () => {
    const { response, bytes } = await png(`/photos/${leadImageId}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{20}"$/);
    expect(readPngSize(bytes)).toEqual({ width: 1200, height: 900 });
  });

  it('draws other pictures at their stored size; author pictures are square', async () => {
    const { bytes } = await png(`/photos/${bodyImage.id}.png`);
    expect(readPngSize(bytes)).toEqual({ width: bodyImage.width, height: bodyImage.height });
    const author = readPngSize((await png(`/photos/${authorImageId}.png`)).bytes);
    expect(author.width).toBe(author.height);
  });

  it('paints the catalogue’s sizes; one side given keeps the stored aspect ratio', async () => {
    const sized = decodePng((await png(`/photos/${leadImageId}.png?w=650&h=488`)).bytes);
    expect([sized.width, sized.height]).toEqual([650, 488]);
    for (const { width, height } of catalogueSizes) {
      const { response, bytes } = await png(`/photos/${leadImageId}.png?w=${width}&h=${height}`);
      expect(response.status, `${width}x${height}`).toBe(200);
      expect(readPngSize(bytes)).toEqual({ width, height });
    }
    // 1200 wide on a 1200×900 picture is 1200×900: the JSON-LD size.
    expect(readPngSize((await png(`/photos/${leadImageId}.png?w=1200`)).bytes)).toEqual({
      width: 1200,
      height: 900,
    });
  });

  it('sends any other size to the nearest size of the catalogue (Hardening item 3)', async () => {
    const cases = [
      ['?w=320&h=200', 'w=320&h=180'],
      // A tall narrow ask: the nearest is the web-story cover (HM-12, 9:16).
      ['?w=17&h=2000', 'w=270&h=480'],
      ['?w=400', 'w=420&h=315'],
      ['?w=650&h=489', 'w=650&h=488'],
      ['?h=16', 'w=80&h=60'],
      ['?w=1999&h=1999', 'w=1200&h=900'],
    ] as const;
    for (const [asked, nearest] of cases) {
      const response = await api.get(`/photos/${leadImageId}.png${asked}`, {}, { redirect: 'manual' });
      expect(response.status, asked).toBe(308);
      expect(response.headers.get('location'), asked).toBe(`/photos/${leadImageId}.png?${nearest}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    }
    // Followed, the redirect gives the picture at that size.
    const followed = await png(`/photos/${leadImageId}.png?w=320&h=200`);
    expect(readPngSize(followed.bytes)).toEqual({ width: 320, height: 180 });
    // A body picture's own stored size is served as it is, asked for either way.
    const stored = `?w=${bodyImage.width}&h=${bodyImage.height}`;
    expect(readPngSize((await png(`/photos/${bodyImage.id}.png${stored}`)).bytes)).toEqual({
      width: bodyImage.width,
      height: bodyImage.height,
    });
  });

  it('answers 400 for sizes out of range, 404 for unknown pictures and bad names', async () => {
    expect(await api.getError(`/photos/${leadImageId}.png?w=15`, 400)).toEqual({
      param: 'w',
      message: 'must be a whole number from 16 to 2000',
    });
    expect((await api.getError(`/photos/${leadImageId}.png?h=2001`, 400)).param).toBe('h');
    expect((await api.getError(`/photos/${leadImageId}.png?w=abc`, 400)).param).toBe('w');
    expect(await api.getError('/photos/1.png', 404)).toEqual({ param: 'id', message: 'no picture 1' });
    expect((await api.getError('/photos/cat.jpg', 404)).param).toBe('path');
  });
});

describe('painting pictures (Hardening item 3)', () => {
  it('never holds up other requests, however many distinct pictures are being painted', async () => {
    const busy = await startTestApi();
    try {
      const ids = await busy.store.db
        .selectFrom('images')
        .select('id')
        .where('width', '=', 1200)
        .orderBy('id')
        .limit(8)
        .execute();
      // The largest size of the catalogue, each a picture of its own: seconds of painting. Each
      // answer is read as it comes (an unread answer would hold its connection up).
      const paints = ids.map(async ({ id }) => {
        const answer = await busy.get(`/photos/${id}.png?w=1200&h=900`);
        return {
          status: answer.status,
          retryAfter: answer.headers.get('retry-after'),
          bytes: await answer.arrayBuffer(),
        };
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const article = `/request?type=article&msid=${seedLandmarks.showcase}`;
      for (const path of ['/health', article, '/health']) {
        const started = performance.now();
        const response = await busy.get(path);
        const tookMs = performance.now() - started;
        expect(response.status, path).toBe(200);
        expect(tookMs, `${path} with ${paints.length} paints in flight`).toBeLessThan(500);
      }
      const answers = await Promise.all(paints);
      // Each one either painted, or told to come back (the queue is bounded).
      for (const answer of answers) {
        if (answer.status === 503) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        else expect(readPngSize(new Uint8Array(answer.bytes))).toEqual({ width: 1200, height: 900 });
      }
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    } finally {
      await busy.close();
    }
  }, 30_000);

  it('answers 503 with Retry-After past the queue of paints, and paints the picture later', async () => {
    const small = await startTestApi(undefined, { photos: { workers: 1, maxQueued: 1 } });
    try {
      const ids = await small.store.db.selectFrom('images').select('id').orderBy('id').limit(8).execute();
      const answers = await Promise.all(ids.map(({ id }) => small.get(`/photos/${id}.png?w=1200&h=900`)));
      const refused = answers.filter((answer) => answer.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer.headers.get('retry-after')).toBe('1');
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect((await answer.json()).error.param).toBe('busy');
      }
      const index = answers.findIndex((answer) => answer.status === 503);
      const later = await small.get(`/photos/${ids[index]?.id}.png?w=1200&h=900`);
      expect(later.status).toBe(200);
      expect(readPngSize(new Uint8Array(await later.arrayBuffer()))).toEqual({ width: 1200, height: 900 });
    } finally {
      await small.close();
    }
  }, 30_000);
});
