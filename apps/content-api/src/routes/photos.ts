import { z } from 'zod';
import { HttpError, notFound } from '../http/http-error.ts';
import { wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import type { Handler } from '../http/reply.ts';
import { PaintersBusy } from '../photos/paint-pool.ts';
import { decidePictureSize, pictureSideLimits } from '../photos/picture-sizes.ts';

const { min, max } = pictureSideLimits;
const sizeQuery = z.object({ w: wholeNumber(min, max).optional(), h: wholeNumber(min, max).optional() });

/** A picture never changes under its URL and ETag, so browsers and CDNs may keep it a year. */
const immutable = 'public, max-age=31536000, immutable';
/** Where another size leads may change with the catalogue; a day is long enough to spare us. */
const redirectCaching = 'public, max-age=86400';

/** `GET /photos/{id}.png[?w=&h=]` */
export const getPhoto: Handler = async (context) => {
  const match = /^([1-9]\d{0,9})\.png$/.exec(context.params.file ?? '');
  if (!match) throw notFound('path', 'pictures are /photos/{id}.png');
  const id = Number(match[1]);
  const wanted = parseQuery(sizeQuery, context.query);
  const picture = await context.photos.find(id);
  if (!picture) throw notFound('id', `no picture ${id}`);
  const decision = decidePictureSize(picture, { width: wanted.w, height: wanted.h });
  if ('redirect' in decision) {
    const { width, height } = decision.redirect;
    // A path, not an absolute URL: the site serves /photos/ from its own origin too.
    const location = decision.bare ? `/photos/${id}.png` : `/photos/${id}.png?w=${width}&h=${height}`;
    return {
      kind: 'bytes',
      status: 308,
      body: null,
      headers: { location, 'cache-control': redirectCaching },
    };
  }
  const etag = context.photos.etagOf(picture, decision.paint);
  const headers = { 'content-type': 'image/png', 'cache-control': immutable, etag };
  // Answered from the ETag alone: a revalidation never costs a paint.
  if (matchesEtag(context.headers['if-none-match'], etag)) {
    return { kind: 'bytes', status: 304, body: null, headers };
  }
  try {
    return { kind: 'bytes', status: 200, body: await context.photos.paint(picture, decision.paint), headers };
  } catch (error) {
    if (!(error instanceof PaintersBusy)) throw error;
    throw new HttpError(503, 'busy', 'Too many pictures are being painted; try again in a second.', {
      'retry-after': '1',
    });
  }
};

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return (
    header === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
  );
}
