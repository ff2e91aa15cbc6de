import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken, newSessionToken } from '../auth/session-token.ts';
import { ArticleAnswer, type StoryNode } from '../contract.ts';
import { seedLandmarks } from '../seed/landmarks.ts';
import { demoReaders } from '../seed/readers.ts';
import { storeSession } from '../store/readers.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { premiumPreviewParagraphs } from './article.ts';

// Hardening item 2: a premium story's body past the preview leaves the backend only for a
// caller who presents a live Prime reader's session as a bearer token (what the site forwards).
// Every other answer that mentions the story (lists, details, author cards, the stories that
// link to it) must never carry that text either.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const premiumStories = [
  seedLandmarks.premium,
  seedLandmarks.premiumByHostOnly,
  seedLandmarks.premiumByBlockerOnly,
] as const;

/** The text nodes under a node (inline elements split a paragraph's text into several). */
const textsOf = (node: StoryNode): string[] =>
  node.node === 'text' ? [node.text ?? ''] : (node.child ?? []).flatMap(textsOf);

/**
 * Text of the stored body that the preview leaves out, as it appears in JSON. Only text found in
 * no other story counts: the seed's phrasebooks repeat sentences across stories.
 */
async function hiddenParagraphs(msid: number): Promise<string[]> {
  const rows = await api.store.db.selectFrom('articles').select(['msid', 'body_json']).execute();
  const body = JSON.parse(rows.find((row) => row.msid === msid)?.body_json ?? '{}') as StoryNode;
  const others = rows.filter((row) => row.msid !== msid).map((row) => row.body_json);
  const paragraphs = (body.child ?? []).filter((node) => node.node === 'element' && node.tag === 'p');
  const hidden = paragraphs
    .slice(premiumPreviewParagraphs)
    .flatMap(textsOf)
    .map((text) => JSON.stringify(text).slice(1, -1))
    .filter((text) => text.length >= 30 && !others.some((other) => other.includes(text)));
  expect(hidden.length, `story ${msid} has text of its own past the preview`).toBeGreaterThan(0);
  return hidden;
}

async function sessionOf(who: keyof typeof demoReaders, expiresMs = Date.now() + 86_400_000) {
  const token = newSessionToken();
  await storeSession(api.store.db, {
    tokenHash: hashSessionToken(token),
    readerId: demoReaders[who].id,
    nowMs: Date.now() - 1000,
    expiresMs,
  });
  return token;
}

const leaked = (answer: string, hidden: string[]) => hidden.filter((text) => answer.includes(text));

describe('premium stories (Hardening item 2)', () => {
  it('gives a live Prime reader’s bearer the whole body, privately', async () => {
    const prime = await sessionOf('prime');
    for (const msid of premiumStories) {
      const hidden = await hiddenParagraphs(msid);
      const response = await api.get(`/request?type=article&msid=${msid}&platform=web`, {
        authorization: `Bearer ${prime}`,
      });
      expect(response.status).toBe(200);
      // A shared cache must never keep (and hand on) a Prime reader's answer.
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const text = await response.text();
      expect(leaked(text, hidden)).toEqual(hidden);
      expect(ArticleAnswer.parse(JSON.parse(text)).searchResult[0].data.truncated).toBeUndefined();
    }
  });

  it('sends no premium body without a Prime session, whatever the request carries', async () => {
    const [prime, reader, lapsedPrime, ended] = await Promise.all([
      sessionOf('prime'),
      sessionOf('reader'),
      sessionOf('expired'),
      sessionOf('prime', Date.now() - 60_000),
    ]);
    const attempts: Record<string, Record<string, string>> = {
      'nothing at all': {},
      'fullcontent: true': { fullcontent: 'true' },
      'FullContent: TRUE': { FullContent: 'TRUE' },
      'a signed-in reader who is not Prime': { authorization: `Bearer ${reader}`, fullcontent: 'true' },
      'a reader whose Prime plan ran out': { authorization: `Bearer ${lapsedPrime}` },
      'a Prime reader’s session that has ended': { authorization: `Bearer ${ended}` },
      'a token that names no session': { authorization: `Bearer ${'A'.repeat(43)}`, fullcontent: 'true' },
      'a Prime token in another scheme': { authorization: `Basic ${prime}` },
      'a Prime reader’s backend cookie': { cookie: `ledger_session=${prime}`, fullcontent: 'true' },
      'a forwarded address and an anonymous reader id': {
        'x-forwarded-for': '203.0.113.9, 127.0.0.1',
        'x-anonymous-reader': 'a'.repeat(32),
        fullcontent: 'true',
      },
      'headers of a made-up prime switch': { 'x-prime': '1', 'x-reader-tier': 'prime', prime: 'true' },
    };
    for (const msid of premiumStories) {
      const hidden = await hiddenParagraphs(msid);
      for (const [what, headers] of Object.entries(attempts)) {
        for (const query of ['', '&fullcontent=true']) {
          const response = await api.get(`/request?type=article&msid=${msid}&platform=web${query}`, headers);
          expect(response.status, `${what} ${query}`).toBe(200);
          const text = await response.text();
          expect(leaked(text, hidden), `${msid}: ${what} ${query}`).toEqual([]);
          expect(ArticleAnswer.parse(JSON.parse(text)).searchResult[0].data.truncated).toBe(true);
          // The preview may be cached, but never handed to a caller who sent other credentials.
          expect(response.headers.get('vary')?.toLowerCase()).toContain('authorization');
        }
      }
    }
  });

  it('never carries a premium body in any other answer: details, lists, author cards, linking stories', async () => {
    const db = api.store.db;
    for (const msid of premiumStories) {
      const hidden = await hiddenParagraphs(msid);
      const story = await db
        .selectFrom('articles')
        .select(['section_id'])
        .where('msid', '=', msid)
        .executeTakeFirstOrThrow();
      const authors = await db
        .selectFrom('article_authors')
        .select('author_id')
        .where('article_msid', '=', msid)
        .execute();
      const linking = await db
        .selectFrom('related_links')
        .select('article_msid')
        .where('related_msid', '=', msid)
        .execute();
      const paths = [
        `/request?type=getdetails&msid=${msid}`,
        `/request?type=plist&msid=${story.section_id}&top=100`,
        `/request?type=plist&msid=${story.section_id}&top=100&mode=hierarchy&metaInfo=true`,
        '/request?type=getdata&searchtype=metadata&metatype=latestnewsflag&solrtypeid=1001&top=100',
        ...authors.map(({ author_id }) => `/request?type=author_info&author_id=${author_id}&top=30`),
        ...linking.map(({ article_msid }) => `/request?type=article&msid=${article_msid}`),
        `/comments?msid=${msid}`,
      ];
      for (const path of paths) {
        const response = await api.get(path, { fullcontent: 'true' });
        expect(response.status, path).toBe(200);
        expect(leaked(await response.text(), hidden), path).toEqual([]);
      }
    }
  });
});
