import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../content/story-tree.ts';
import { ArticleAnswer, DetailsAnswer, type StoryNode } from '../contract.ts';
import type { Database } from '../store/schema.ts';
import { startTestApi, type TestApi, testPublicUrl } from '../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const paragraphs = (root: StoryNode) => (root.child ?? []).filter((node) => node.tag === 'p').length;
const walk = (node: StoryNode, visit: (node: StoryNode) => void): void => {
  visit(node);
  for (const child of node.child ?? []) walk(child, visit);
};
/** The lowest msid of an article matching the condition. */
async function firstMsid(
  condition: (eb: ExpressionBuilder<Database, 'articles'>) => Expression<SqlBool>,
): Promise<number> {
  const row = await api.store.db
    .selectFrom('articles')
    .select('msid')
    .where(condition)
    .orderBy('msid')
    .executeTakeFirstOrThrow();
  return row.msid;
}

describe('GET /request?type=article (AB-02, AB-07, AR-12)', () => {
  it('answers the documented Article shape, cacheable for 30 s', async () => {
    const msid = await firstMsid((eb) =>
      eb.and([eb('section_id', '=', 54953131), eb('kind', '=', 'article')]),
    );
    const response = await api.get(`/request?type=article&msid=${msid}&platform=web`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    const article = ArticleAnswer.parse(await response.json()).searchResult[0].data;
    expect(article.msid).toBe(String(msid));
    expect(article.url).toMatch(
      new RegExp(`^/markets/stocks/earnings/[a-z0-9-]+/articleshow/${msid}\\.cms$`),
    );
    expect(article.subsecnames).toEqual({
      subsec1: '13352306',
      subsec2: '2146843',
      subsec3: '54953131',
      subsecname1: 'Markets',
      subsecname2: 'Stocks',
      subsecname3: 'Earnings',
    });
    expect(article.img.startsWith(`${testPublicUrl}/photos/`)).toBe(true);
    expect(article.imgsize).toEqual({ width: 1200, height: 900 });
    expect(article.metainfo.NumberOfWords.value).toBe(String(countWords(article.storyJSON)));
    expect(article.readtime).toBe(Math.max(1, Math.ceil(Number(article.metainfo.NumberOfWords.value) / 200)));
    expect(article.truncated).toBeUndefined();
  });

  it('AB-06: offers the next older article of the same section, walking it back in time', async () => {
    const section = 54953131;
    const rows = await api.store.db
      .selectFrom('articles')
      .select(['msid', 'published_at'])
      .where('section_id', '=', section)
      .where('kind', '=', 'article')
      .orderBy('published_at', 'desc')
      .orderBy('msid', 'desc')
      .execute();
    expect(rows.length).toBeGreaterThan(2);
    const read = async (msid: number) =>
      ArticleAnswer.parse(await (await api.get(`/request?type=article&msid=${msid}&platform=web`)).json())
        .searchResult[0].data;
    const first = await read(rows[0]!.msid);
    expect(first.nextArticle?.msid).toBe(String(rows[1]!.msid));
    expect(first.nextArticle?.url).toMatch(new RegExp(`/articleshow/${rows[1]!.msid}\\.cms$`));
    const second = await read(rows[1]!.msid);
    expect(second.nextArticle?.msid).toBe(String(rows[2]!.msid));
    // The section's oldest goes on to an older story elsewhere.
    const last = await read(rows.at(-1)!.msid);
    const after = await api.store.db
      .selectFrom('articles')
      .select(['published_at', 'section_id'])
      .where('msid', '=', Number(last.nextArticle!.msid))
      .executeTakeFirstOrThrow();
    expect(after.published_at <= rows.at(-1)!.published_at).toBe(true);
    expect(after.section_id).not.toBe(section);
    // Past the oldest article of all, the reading goes on with the newest.
    const [oldest, newest] = await Promise.all(
      ['asc', 'desc'].map((order) =>
        api.store.db
          .selectFrom('articles')
          .select('msid')
          .where('kind', '=', 'article')
          .orderBy('published_at', order as 'asc' | 'desc')
          .orderBy('msid', order as 'asc' | 'desc')
          .executeTakeFirstOrThrow(),
      ),
    );
    expect((await read(oldest!.msid)).nextArticle?.msid).toBe(String(newest!.msid));
  });

  it('makes every picture in the body absolute on the public URL', async () => {
    const msid = await firstMsid((eb) =>
      eb.and([eb('body_json', 'like', '%"storylist"%'), eb('prime', '=', 0)]),
    );
    const { storyJSON } = (await api.getParsed(ArticleAnswer, `/request?type=article&msid=${msid}`))
      .searchResult[0].data;
    const pictures: string[] = [];
    walk(storyJSON, (node) => {
      if (node.tag === 'img') pictures.push(node.attr?.src ?? node.attr?.url ?? '');
      if (node.tag === 'item') pictures.push(node.attr?.img ?? '');
    });
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures)
      expect(picture).toMatch(new RegExp(`^${testPublicUrl}/photos/\\d+\\.png$`));
  });

  it('fills authors, related news, keywords and the featured video', async () => {
    const msid = await firstMsid((eb) =>
      eb.and([
        eb('featured_video_msid', 'is not', null),
        eb('msid', 'in', eb.selectFrom('article_authors').select('article_msid')),
      ]),
    );
    const article = (await api.getParsed(ArticleAnswer, `/request?type=article&msid=${msid}`)).searchResult[0]
      .data;
    expect(article.authors.length).toBeGreaterThan(0);
    expect(article.authordetails.map((author) => author.id)).toEqual(
      article.authors.map((author) => author.id),
    );
    expect(article.featuredvideo).not.toBeNull();
    const video = (
      await api.getParsed(ArticleAnswer, `/request?type=article&msid=${article.featuredvideo?.msid}`)
    ).searchResult[0].data;
    expect(video.type).toBe('video');
    expect(video.url).toContain('/videoshow/');
    // AR-12: the card links to the video's own page and shows its picture.
    expect(article.featuredvideo).toMatchObject({ url: video.url, img: video.img });
  });

  it("AR-21: gives free stories their desk's WhatsApp channel and Prime stories none", async () => {
    const answer = async (msid: number) =>
      (await api.getParsed(ArticleAnswer, `/request?type=article&msid=${msid}`)).searchResult[0].data;
    const free = (section: number) =>
      firstMsid((eb) =>
        eb.and([eb('section_id', '=', section), eb('prime', '=', 0), eb('prime_blocker', '=', 0)]),
      );
    const general = await answer(await free(24093355));
    expect(general.subsecnames.subsec1).toBe('1052732854');
    expect(general.whatsAppChannel).toEqual({
      cta: {
        text: "Get the day's top business stories on WhatsApp",
        url: 'https://whatsapp.com/channel/economic-ledger',
      },
    });
    const market = await answer(await free(54953131));
    expect(market.whatsAppChannel?.cta.url).toBe('https://whatsapp.com/channel/ledger-markets');
    // The NRI desk by top-level section: NRI (the nriPlain landmark) and NRI Bulletin.
    expect((await answer(125400334)).whatsAppChannel?.cta.url).toBe(
      'https://whatsapp.com/channel/ledger-nri',
    );
    const bulletin = await answer(await free(81546101));
    expect(bulletin.subsecnames.subsec1).toBe('7771250');
    expect(bulletin.whatsAppChannel?.cta.url).toBe('https://whatsapp.com/channel/ledger-nri');
    // Premium by either signal, or a story of a Prime section: none.
    for (const msid of [125400321, 125400280, 125400203]) {
      expect((await answer(msid)).whatsAppChannel, String(msid)).toBeNull();
    }
    const primeSection = await answer(
      await firstMsid((eb) => eb.and([eb('section_id', '=', 69891112), eb('kind', '=', 'article')])),
    );
    expect(primeSection.whatsAppChannel).toBeNull();
  });

  it('cuts a premium article to three paragraphs unless a Prime reader asks (content/premium-access.test.ts)', async () => {
    const msid = await firstMsid((eb) => eb.and([eb('prime_blocker', '=', 1), eb('host_id', '=', '364')]));
    const preview = (await api.getParsed(ArticleAnswer, `/request?type=article&msid=${msid}`)).searchResult[0]
      .data;
    expect(preview.truncated).toBe(true);
    expect(paragraphs(preview.storyJSON)).toBe(3);
    expect(preview.storyJSON.child?.at(-1)?.tag).toBe('p');
    const full = (
      await api.getParsed(ArticleAnswer, `/request?type=article&msid=${msid}`, await api.signIn('prime'))
    ).searchResult[0].data;
    expect(full.truncated).toBeUndefined();
    expect(paragraphs(full.storyJSON)).toBeGreaterThan(3);
    // The word count describes the whole article, whichever part is sent.
    expect(preview.metainfo.NumberOfWords).toEqual(full.metainfo.NumberOfWords);
  });

  it('treats hostid 364 alone as premium, and leaves adaptive articles whole', async () => {
    const hostOnly = await firstMsid((eb) =>
      eb.and([eb('prime_blocker', '=', 0), eb('host_id', '=', '364')]),
    );
    const article = (await api.getParsed(ArticleAnswer, `/request?type=article&msid=${hostOnly}`))
      .searchResult[0].data;
    expect(article.truncated).toBe(true);
    const adaptive = await firstMsid((eb) => eb('adaptive', '=', 1));
    const open = (await api.getParsed(ArticleAnswer, `/request?type=article&msid=${adaptive}`))
      .searchResult[0].data;
    expect(open).toMatchObject({ adaptive: 1, hostid: '153', prime: 0 });
    expect(open.truncated).toBeUndefined();
  });

  it('serves planted nodes as stored, for the site to skip', async () => {
    const msid = await firstMsid((eb) => eb('body_json', 'like', '%"script"%'));
    const { storyJSON } = (await api.getParsed(ArticleAnswer, `/request?type=article&msid=${msid}`))
      .searchResult[0].data;
    const kinds = new Set<string>();
    walk(storyJSON, (node) => kinds.add(node.tag ?? node.node));
    expect([...kinds]).toEqual(expect.arrayContaining(['script', 'style', 'comment', 'marquee']));
  });

  it('answers 404 naming msid for an unknown article, 400 for a bad or missing one', async () => {
    expect(await api.getError('/request?type=article&msid=123', 404)).toEqual({
      param: 'msid',
      message: 'no article 123',
    });
    expect(await api.getError('/request?type=article&msid=12ab', 400)).toEqual({
      param: 'msid',
      message: 'must be a numeric id',
    });
    expect(await api.getError('/request?type=article', 400)).toEqual({
      param: 'msid',
      message: 'is required',
    });
    expect((await api.getError('/request?type=article&msid=1&platform=tv', 400)).param).toBe('platform');
  });
});

describe('GET /request?type=getdetails (AB-20)', () => {
  it('answers title and metainfo', async () => {
    const msid = await firstMsid((eb) => eb('metainfo_json', 'like', '%Sluglinebeforeheadline%'));
    const details = (await api.getParsed(DetailsAnswer, `/request?type=getdetails&msid=${msid}`))
      .searchResult[0].data;
    expect(details.msid).toBe(String(msid));
    expect(details.metainfo.Sluglinebeforeheadline?.value).toBeTruthy();
    expect(Number(details.metainfo.NumberOfWords.value)).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown msid', async () => {
    expect((await api.getError('/request?type=getdetails&msid=99', 404)).param).toBe('msid');
  });
});
