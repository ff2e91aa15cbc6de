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
    articleCacheSeconds: 0,
    fetch: (async (_input: string | URL | Request, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return new Response(JSON.stringify({ error: { param: 'msid', message: 'no article' } }), {
        status: 404,
      });
    }) as typeof fetch,
  });
  return { client, sent };
}

describe('content.stories.article', () => {
  it('sends the reader’s session token as a bearer token, and no fullcontent header', async () => {
    const { client, sent } = recordingClient();
    await client.stories.article('42', { sessionToken: 'reader-token-0123456789' });
    expect(sent[0]?.get('authorization')).toBe('Bearer reader-token-0123456789');
    expect(sent[0]?.has('fullcontent')).toBe(false);
  });

  it('sends no credentials at all for an anonymous reader', async () => {
    const { client, sent } = recordingClient();
    await client.stories.article('42');
    await client.stories.article('42', { sessionToken: null });
    for (const headers of sent) {
      expect([...headers.keys()]).toEqual([]);
    }
  });
});

/** A backend that knows one story, `42`, and answers the full body only to a bearer token. */
function storyBackend(options: { articleCacheSeconds: number }) {
  const calls: { msid: string; authorization: string | null }[] = [];
  // Not 0: lru-cache reads a start time of 0 as "never stored", so nothing would expire.
  let clock = 1_000_000;
  const client = new ContentClient({
    baseUrl: 'http://api.test',
    timeoutMs: 1000,
    listCacheSeconds: 0,
    articleCacheSeconds: options.articleCacheSeconds,
    now: () => clock,
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const msid = new URL(String(input)).searchParams.get('msid') ?? '';
      const authorization = new Headers(init?.headers).get('authorization');
      calls.push({ msid, authorization });
      if (msid !== '42') {
        return new Response(JSON.stringify({ error: { param: 'msid', message: 'no article' } }), {
          status: 404,
        });
      }
      const text = authorization ? 'The whole story, for the signed-in reader.' : 'The preview.';
      return Response.json({
        searchResult: [
          {
            data: {
              msid: '42',
              title: 'Sensex climbs',
              url: '/markets/news/sensex-climbs/articleshow/42.cms',
              date: '2026-11-20T09:15:00+05:30',
              storyJSON: {
                node: 'root',
                child: [{ node: 'element', tag: 'p', child: [{ node: 'text', text }] }],
              },
            },
          },
        ],
      });
    }) as typeof fetch,
  });
  /** Which body the reader got: the preview or the whole story. */
  const firstText = (article: Awaited<ReturnType<ContentClient['stories']['article']>>) =>
    /"text":"([^"]*)"/.exec(JSON.stringify(article?.storyJSON ?? null))?.[1];
  return { client, calls, firstText, advance: (ms: number) => (clock += ms) };
}

describe('content.stories.article cache', () => {
  it('answers anonymous readers from one backend answer for ARTICLE_CACHE_SECONDS, then asks again', async () => {
    const { client, calls, advance } = storyBackend({ articleCacheSeconds: 25 });
    await client.stories.article('42');
    await client.stories.article('42', { sessionToken: null });
    expect(calls).toHaveLength(1);
    advance(25_001);
    await client.stories.article('42');
    expect(calls).toHaveLength(2);
  });

  it('never serves a request with a session token from the cache, nor keeps its answer', async () => {
    const { client, calls, firstText } = storyBackend({ articleCacheSeconds: 25 });
    // An anonymous answer is cached first: a tokened request must still go to the backend.
    expect(firstText(await client.stories.article('42'))).toBe('The preview.');
    expect(firstText(await client.stories.article('42', { sessionToken: 'prime-token-0123456789' }))).toBe(
      'The whole story, for the signed-in reader.',
    );
    expect(firstText(await client.stories.article('42', { sessionToken: 'prime-token-0123456789' }))).toBe(
      'The whole story, for the signed-in reader.',
    );
    expect(calls.filter((call) => call.authorization)).toHaveLength(2);
    // And the reader's full story never reaches the next anonymous reader.
    expect(firstText(await client.stories.article('42'))).toBe('The preview.');
    expect(calls.filter((call) => !call.authorization)).toHaveLength(1);
  });

  it('keeps a full story out of the cache even when it is the first answer for that msid', async () => {
    const { client, calls, firstText } = storyBackend({ articleCacheSeconds: 25 });
    await client.stories.article('42', { sessionToken: 'prime-token-0123456789' });
    expect(firstText(await client.stories.article('42'))).toBe('The preview.');
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer prime-token-0123456789', null]);
  });

  it('does not keep "no such story", so a story published a moment later shows at once', async () => {
    const { client, calls } = storyBackend({ articleCacheSeconds: 25 });
    expect(await client.stories.article('43')).toBeNull();
    expect(await client.stories.article('43')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('asks the backend every time when ARTICLE_CACHE_SECONDS is 0', async () => {
    const { client, calls } = storyBackend({ articleCacheSeconds: 0 });
    await client.stories.article('42');
    await client.stories.article('42');
    expect(calls).toHaveLength(2);
  });
});

describe('content.comments.count', () => {
  function commentsBackend(listCacheSeconds: number) {
    let totalcount = 3;
    let clock = 1_000_000;
    const calls: string[] = [];
    const client = new ContentClient({
      baseUrl: 'http://api.test',
      timeoutMs: 1000,
      listCacheSeconds,
      articleCacheSeconds: 0,
      now: () => clock,
      fetch: (async (input: string | URL | Request) => {
        calls.push(String(input));
        return Response.json([{ totalcount, cmt_c: totalcount }]);
      }) as typeof fetch,
    });
    return {
      client,
      calls,
      post: () => (totalcount += 1),
      advance: (ms: number) => (clock += ms),
    };
  }

  it('AR-10: keeps an article’s count for LIST_CACHE_SECONDS, then asks again', async () => {
    const { client, calls, post, advance } = commentsBackend(25);
    expect(await client.comments.count('42')).toBe(3);
    post();
    expect(await client.comments.count('42')).toBe(3);
    expect(calls).toEqual(['http://api.test/comments?msid=42&pagenum=1&size=25']);
    advance(25_001);
    expect(await client.comments.count('42')).toBe(4);
    expect(calls).toHaveLength(2);
  });

  it('AR-10: the comments themselves are never kept', async () => {
    const { client, calls, post } = commentsBackend(25);
    expect((await client.comments.page('42', 1)).header.totalcount).toBe(3);
    post();
    expect((await client.comments.page('42', 1)).header.totalcount).toBe(4);
    expect(calls).toHaveLength(2);
  });

  it('asks every time when LIST_CACHE_SECONDS is 0', async () => {
    const { client, calls } = commentsBackend(0);
    await client.comments.count('42');
    await client.comments.count('42');
    expect(calls).toHaveLength(2);
  });
});

describe('content.editorial.changes (issue 18, purge on publish)', () => {
  it('drops a kept story when the backend reported a change, and asks the change log from where it was', async () => {
    const { client, calls } = storyBackend({ articleCacheSeconds: 25 });
    await client.stories.article('42');
    await client.stories.article('42');
    expect(calls).toHaveLength(1);
    client.forgetEditorialAnswers();
    await client.stories.article('42');
    expect(calls).toHaveLength(2);
  });

  it('drops the kept answers of every domain that keeps editorial answers, not only stories', async () => {
    const asked: string[] = [];
    const client = new ContentClient({
      baseUrl: 'http://api.test',
      timeoutMs: 1000,
      listCacheSeconds: 25,
      articleCacheSeconds: 25,
      now: () => 1_000_000,
      fetch: (async (input: string | URL | Request) => {
        const url = new URL(String(input));
        asked.push(url.pathname);
        if (url.pathname === '/config') return Response.json({ key: url.searchParams.get('key'), data: {} });
        if (url.pathname === '/newsletters') return Response.json({ newsletters: [] });
        if (url.pathname === '/comments') return Response.json([{ totalcount: 1, cmt_c: 1 }]);
        return Response.json({ searchResult: [{ data: [] }] });
      }) as typeof fetch,
    });
    const askAll = () =>
      Promise.all([
        client.stories.list({ msid: '4', top: 5 }),
        client.editorial.sections(),
        client.editorial.config('inarticle_events'),
        client.editorial.config('livetv'),
        client.newsletters.all(),
        client.comments.count('42'),
      ]);
    await askAll();
    await askAll();
    expect(asked).toHaveLength(6);
    client.forgetEditorialAnswers();
    await askAll();
    expect(asked).toHaveLength(12);
  });

  it('parses the change log, and treats a malformed or failed answer as the backend unavailable', async () => {
    const answers: Response[] = [
      Response.json({ last: 7, changes: [{ id: 7, kind: 'story', ref: '42', at: 1 }] }),
      Response.json({ last: -1, changes: [] }),
      Response.json({ last: 7, changes: [{ id: 8, kind: 'rm -rf', ref: '42', at: 1 }] }),
      new Response('{"error":{"param":"since","message":"bad"}}', { status: 400 }),
    ];
    const asked: string[] = [];
    const client = new ContentClient({
      baseUrl: 'http://api.test',
      timeoutMs: 1000,
      listCacheSeconds: 0,
      articleCacheSeconds: 0,
      fetch: (async (input: string | URL | Request) => {
        asked.push(String(input));
        return answers.shift()!;
      }) as typeof fetch,
    });
    expect(await client.editorial.changes(6)).toEqual({
      last: 7,
      changes: [{ id: 7, kind: 'story', ref: '42', at: 1 }],
    });
    expect(asked[0]).toBe('http://api.test/changes?since=6');
    for (let n = 0; n < 3; n++) await expect(client.editorial.changes()).rejects.toThrow(/changes/);
    expect(asked[1]).toBe('http://api.test/changes');
  });
});
