import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { notFound } from '../http/http-error.ts';
import type { Handler, Reply } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import { captionsVtt } from '../media/captions.ts';
import { type ClipExtension, clipFormats, clips, isClipName } from '../media/clips.ts';
import { decideRange } from '../media/range.ts';
import { findArticle } from '../store/articles.ts';
import { findVideo } from '../store/videos.ts';

// VD-01: the video player's media, from the backend's own origin (which the site passes on, as
// it does pictures): the shipped clips, in byte ranges as players ask for them, and each video's
// captions track. No video host is needed.

const clipsFolder = fileURLToPath(new URL('../../media/clips/', import.meta.url));

/** A clip's bytes never change under its name in a release; a day's caching spares the backend. */
const clipCaching = 'public, max-age=86400';

interface LoadedClip {
  bytes: Buffer;
  etag: string;
  contentType: string;
}

const loaded = new Map<string, Promise<LoadedClip>>();

function loadClip(file: string, contentType: string): Promise<LoadedClip> {
  let clip = loaded.get(file);
  if (!clip) {
    clip = readFile(`${clipsFolder}${file}`).then((bytes) => ({
      bytes,
      etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
      contentType,
    }));
    // A failed read is not kept: the next request tries again.
    clip.catch(() => loaded.delete(file));
    loaded.set(file, clip);
  }
  return clip;
}

/** `GET /media/clips/{name}.{webm|mp4}`, whole or in a byte range (206), with an ETag. */
export const getClip: Handler = async (context) => {
  const match = /^([a-z]{1,20})\.([a-z0-9]{2,5})$/.exec(context.params.file ?? '');
  const format = clipFormats.find((each) => each.extension === (match?.[2] as ClipExtension));
  if (!match || !format || !isClipName(match[1] ?? '')) {
    throw notFound('path', 'clips are /media/clips/{markets|news|tech}.{webm|mp4}');
  }
  const clip = await loadClip(`${match[1]}.${format.extension}`, format.contentType);
  const headers = {
    'content-type': clip.contentType,
    'cache-control': clipCaching,
    'accept-ranges': 'bytes',
    etag: clip.etag,
  };
  if (context.headers['if-none-match'] === clip.etag)
    return { kind: 'bytes', status: 304, body: null, headers };
  const size = clip.bytes.length;
  // A range applies only to the bytes the client holds (If-Range), else the whole clip goes.
  const ifRange = context.headers['if-range'];
  const range =
    ifRange === undefined || ifRange === clip.etag
      ? decideRange(context.headers.range, size)
      : { kind: 'whole' as const };
  if (range.kind === 'unsatisfiable') {
    return {
      kind: 'bytes',
      status: 416,
      body: null,
      headers: { ...headers, 'content-range': `bytes */${size}`, 'cache-control': 'no-store' },
    };
  }
  if (range.kind === 'part') {
    return {
      kind: 'bytes',
      status: 206,
      body: clip.bytes.subarray(range.start, range.end + 1),
      headers: { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${size}` },
    };
  }
  return { kind: 'bytes', status: 200, body: clip.bytes, headers };
};

/** `GET /media/captions/{msid}.vtt`: the video's captions (WebVTT) from its headline and synopsis. */
export const getCaptions: Handler = async (context): Promise<Reply> => {
  const match = /^([1-9]\d{0,9})\.vtt$/.exec(context.params.file ?? '');
  if (!match) throw notFound('path', 'captions are /media/captions/{msid}.vtt');
  const msid = Number(match[1]);
  const [row, video] = await Promise.all([findArticle(context.db, msid), findVideo(context.db, msid)]);
  if (row?.kind !== 'video' || !video) throw notFound('msid', `no video ${msid}`);
  const seconds = isClipName(video.clip) ? clips[video.clip].seconds : video.duration_seconds;
  return {
    kind: 'bytes',
    status: 200,
    body: Buffer.from(captionsVtt(row.title, row.synopsis, seconds)),
    headers: { 'content-type': 'text/vtt; charset=utf-8', 'cache-control': 'public, max-age=300' },
  };
};

export const mediaRoutes: Route[] = [
  { method: 'GET', path: '/media/clips/:file', handler: getClip },
  { method: 'GET', path: '/media/captions/:file', handler: getCaptions },
];
