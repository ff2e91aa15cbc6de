import { z } from 'zod';
import { notFound } from '../http/http-error.ts';
import { wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import type { Handler } from '../http/reply.ts';
import { pictureSizeLimits } from '../photos/photo-service.ts';

const { min, max } = pictureSizeLimits;
const sizeQuery = z.object({ w: wholeNumber(min, max).optional(), h: wholeNumber(min, max).optional() });

/** A picture never changes under its URL and ETag, so browsers and CDNs may keep it a year. */
const immutable = 'public, max-age=31536000, immutable';

/** `GET /photos/{id}.png[?w=&h=]` */
export const getPhoto: Handler = async (context) => {
  const match = /^([1-9]\d{0,9})\.png$/.exec(context.params.file ?? '');
  if (!match) throw notFound('path', 'pictures are /photos/{id}.png');
  const id = Number(match[1]);
  const size = parseQuery(sizeQuery, context.query);
  const photo = await context.photos.render(id, { width: size.w, height: size.h });
  if (!photo) throw notFound('id', `no picture ${id}`);
  const headers = { 'content-type': 'image/png', 'cache-control': immutable, etag: photo.etag };
  if (matchesEtag(context.headers['if-none-match'], photo.etag)) {
    return { kind: 'bytes', status: 304, body: null, headers };
  }
  return { kind: 'bytes', status: 200, body: photo.bytes, headers };
};

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return (
    header === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
  );
}
