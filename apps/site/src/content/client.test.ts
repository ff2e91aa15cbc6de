import { describe, expect, it } from 'vitest';
import { ContentClient } from './client.ts';

// Hardening item 2, the site's half: the site never claims a reader is Prime; it passes the
// reader's session token on and the backend decides what of a premium story they get.

function recordingClient() {
  const sent: Headers[] = [];
  const client = new ContentClient({
    baseUrl: 'http://api.test',
    timeoutMs: 1000,
    listCacheSeconds: 0,
    fetch: (async (_input: string | URL | Request, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return new Response(JSON.stringify({ error: { param: 'msid', message: 'no article' } }), {
        status: 404,
      });
    }) as typeof fetch,
  });
  return { client, sent };
}

describe('ContentClient.article', () => {
  it('sends the reader’s session token as a bearer token, and no fullcontent header', async () => {
    const { client, sent } = recordingClient();
    await client.article('42', { sessionToken: 'reader-token-0123456789' });
    expect(sent[0]?.get('authorization')).toBe('Bearer reader-token-0123456789');
    expect(sent[0]?.has('fullcontent')).toBe(false);
  });

  it('sends no credentials at all for an anonymous reader', async () => {
    const { client, sent } = recordingClient();
    await client.article('42');
    await client.article('42', { sessionToken: null });
    for (const headers of sent) {
      expect([...headers.keys()]).toEqual([]);
    }
  });
});
