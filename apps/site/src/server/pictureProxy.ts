import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentClient } from '../content/client.ts';
import { ContentUnavailable } from '../content/http.ts';

const PICTURE = /^\/photos\/[1-9]\d{0,9}\.png$/;
/** What a picture answer may carry on to the browser; nothing else of the backend's crosses. */
const PASSED_ON = ['content-type', 'cache-control', 'etag', 'retry-after', 'location'] as const;

/**
 * `/photos/{id}.png[?w=&h=]` through the site's own origin, so readers never need to reach the
 * backend: only the size query goes on, the backend decides what it serves (and how long it may
 * be kept), and a conditional request is answered 304 by the backend's ETag.
 */
export async function proxyPicture(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  content: ContentClient,
  answerHeaders: Record<string, string>,
): Promise<void> {
  if (!PICTURE.test(url.pathname)) {
    res.writeHead(404, { ...answerHeaders, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const size = new URLSearchParams();
  for (const name of ['w', 'h']) {
    const value = url.searchParams.get(name);
    if (value !== null) size.set(name, value);
  }
  const query = size.size > 0 ? `?${size}` : '';
  const conditional = req.headers['if-none-match'];
  try {
    const answer = await content.forward('GET', url.pathname, query, {
      headers: typeof conditional === 'string' ? { 'if-none-match': conditional } : {},
    });
    const headers: Record<string, string> = { ...answerHeaders };
    for (const name of PASSED_ON) {
      const value = answer.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    // A redirect to the nearest catalogue size is as lasting as the picture; failures are not.
    if (!answer.ok && !(answer.status >= 300 && answer.status < 400)) headers['cache-control'] = 'no-store';
    const body = Buffer.from(await answer.arrayBuffer());
    if (answer.status !== 304) headers['content-length'] = String(body.length);
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
      .end('This picture cannot be loaded just now.');
  }
}
