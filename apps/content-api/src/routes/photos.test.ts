import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('draws any requested size from 16 to 2000, keeping the aspect ratio when one side is given', async () => {
    const sized = decodePng((await png(`/photos/${leadImageId}.png?w=320&h=200`)).bytes);
    expect([sized.width, sized.height]).toEqual([320, 200]);
    expect(readPngSize((await png(`/photos/${leadImageId}.png?w=400`)).bytes)).toEqual({
      width: 400,
      height: 300,
    });
    expect(readPngSize((await png(`/photos/${leadImageId}.png?h=16`)).bytes)).toEqual({
      width: 21,
      height: 16,
    });
    expect(readPngSize((await png(`/photos/${leadImageId}.png?w=16&h=2000`)).bytes)).toEqual({
      width: 16,
      height: 2000,
    });
  });

  it('gives the same bytes and ETag every time, and 304 to a matching If-None-Match', async () => {
    const first = await png(`/photos/${leadImageId}.png?w=64`);
    const second = await png(`/photos/${leadImageId}.png?w=64`);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const etag = first.response.headers.get('etag') as string;
    expect(second.response.headers.get('etag')).toBe(etag);
    const cached = await api.get(`/photos/${leadImageId}.png?w=64`, {
      'if-none-match': `W/${etag}, "other"`,
    });
    expect(cached.status).toBe(304);
    expect((await cached.arrayBuffer()).byteLength).toBe(0);
    const other = await png(`/photos/${leadImageId}.png?w=65`);
    expect(other.response.headers.get('etag')).not.toBe(etag);
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
