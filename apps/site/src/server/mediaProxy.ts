import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentClient } from '../content/client.ts';
import { ContentUnavailable } from '../content/http.ts';

/** VD-01: the backend's clips and captions; any other path under /media/ is not the site's. */
const MEDIA = /^\/media\/(?:clips\/[a-z]{1,20}\.(?:webm|mp4)|captions\/[1-9]\d{0,11}\.vtt)$/;
/** What the browser's player needs to seek (ranges) and to keep a clip; nothing else crosses. */
const PASSED_ON = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
] as const;
const ASKED = ['range', 'if-range', 'if-none-match'] as const;

/**
 * `/media/clips/{name}.{webm|mp4}` and `/media/captions/{msid}.vtt` through the site's own origin,
 * as pictures are (pictureProxy.ts): readers never reach the backend. The player's byte ranges go
 * on and come back as the backend answers them (206, 416, 304).
 */
export async function proxyMedia(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  content: ContentClient,
  answerHeaders: Record<string, string>,
): Promise<void> {
  if (!MEDIA.test(url.pathname) || url.search !== '') {
    res.writeHead(404, { ...answerHeaders, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const asked: Record<string, string> = {};
  for (const name of ASKED) {
    const value = req.headers[name];
    if (typeof value === 'string' && value.length <= 200) asked[name] = value;
  }
  try {
    const answer = await content.forward('GET', url.pathname, '', { headers: asked });
    const headers: Record<string, string> = { ...answerHeaders };
    for (const name of PASSED_ON) {
      const value = answer.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    if (answer.status >= 400 && answer.status !== 416) headers['cache-control'] = 'no-store';
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    if (!(error instanceof ContentUnavailable)) throw error;
    res
      .writeHead(502, {
        ...answerHeaders,
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end('This video cannot be loaded just now.');
  }
}
