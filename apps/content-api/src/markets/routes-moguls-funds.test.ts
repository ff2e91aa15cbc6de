import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearStore, ensureSeeded } from '../seed/seed-store.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { cryptoDidYouKnowMsid } from './seed-market-home.ts';
import { ist, type OpenedStore, storeEngines } from './test-engines.ts';

// HM-04 market moguls and stock reports, AB-20's fund factsheet and crypto "did you know", on
// SQLite and, when TEST_DATABASE_URL is set, PostgreSQL.

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field
type Answer = any;

describe.each(storeEngines)('market home calls on $engine (HM-04, AB-20)', ({ open }) => {
  let opened: OpenedStore;
  let api: TestApi;
  beforeAll(async () => {
    opened = await open();
    api = await startTestApi(opened.store, { now: () => ist('2026-11-19T11:42:30'), closeStore: false });
  });
  afterAll(async () => {
    await api?.close();
    await opened?.drop();
  });
  const json = async (path: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await api.get(path, headers);
    const body = await response.json();
    expect(response.status, `${path}: ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
    return body;
  };

  it('HM-04 market moguls: the experts’ stories, newest first, each expert as authors[0]', async () => {
    const body = await json('/markets/moguls');
    expect(body.data).toHaveLength(4);
    const dates = body.data.map((item: Answer) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of body.data) {
      expect(item.url).toMatch(/^\/[\w/-]+\/articleshow\/\d+\.cms$/);
      const [expert] = item.authors;
      expect(item.title).toContain(`Market outlook: ${expert.title} of ${expert.organization}`);
      expect(expert.designation).not.toBe('');
      expect(expert.img).toMatch(/^http:\/\/pictures\.test\/photos\/1002\d\d\.png$/);
      expect(expert.url).toBeNull();
      const picture = await api.get(new URL(expert.img).pathname);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
    }
    expect((await json('/markets/moguls?pagesize=2')).data).toHaveLength(2);
    for (const bad of ['0', '13', 'x']) {
      expect((await api.getError(`/markets/moguls?pagesize=${bad}`, 400)).param).toBe('pagesize');
    }
  });

  it('AB-20 the fund factsheet’s scheme by id; 400 for a malformed id, 404 for an unknown one', async () => {
    const top = (await json('/markets/mf/topfunds?pagesize=1')).topfunds[0];
    const { scheme } = await json(`/markets/mf/scheme?schemeid=${top.schemeId}`);
    expect(scheme).toMatchObject({ schemeId: top.schemeId, r1Year: top.r1Year, url: top.url });
    expect(scheme.nav).toBeGreaterThan(0);
    expect(typeof scheme.r3Year).toBe('number');
    expect(scheme.category).not.toBe('');
    for (const bad of ['', 'abc', '0', "1'--"]) {
      expect((await api.getError(`/markets/mf/scheme?schemeid=${bad}`, 400)).param).toBe('schemeid');
    }
    expect((await api.getError('/markets/mf/scheme?schemeid=99', 404)).param).toBe('schemeid');
  });

  it('AB-20 getdetails answers the crypto did-you-know document, one fact a line', async () => {
    const body = await json(`/request?type=getdetails&msid=${cryptoDidYouKnowMsid}`);
    const { data } = body.searchResult[0];
    expect(data.title).toBe('Crypto: did you know?');
    const facts = data.metainfo.DidYouKnow.value.split('\n');
    expect(facts.length).toBeGreaterThanOrEqual(5);
    expect(facts.every((fact: string) => fact.length > 20 && fact.length < 200)).toBe(true);
    // An article's details still come from the article.
    const article = await json('/request?type=getdetails&msid=125400340');
    expect(article.searchResult[0].data.metainfo.Sluglinebeforeheadline.value).not.toBe('');
  });

  it('HM-04 stock report plus: expected returns and recommendation for everyone; target and score only for a Prime session', async () => {
    const open = await json('/markets/stockreportsplus?primeuser=1');
    expect(open.primeuser).toBe(0);
    for (const item of open.searchresult) {
      const values = Object.fromEntries(item.data.map((pair: Answer) => [pair.keyId, pair.value]));
      expect(Number(values.sr_targetVsCurrent)).toBeGreaterThan(0);
      expect(values.sr_recText).toMatch(/Buy/);
      expect(values.sr_targetPrice).toBe('');
      expect(values.sr_avgScore).toBe('');
    }
    const prime = await api.signIn('prime');
    const response = await api.get('/markets/stockreportsplus?primeuser=1&pagesize=10', prime);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const unlocked = (await response.json()) as Answer;
    expect(unlocked.primeuser).toBe(1);
    expect(unlocked.searchresult).toHaveLength(10);
    for (const item of unlocked.searchresult) {
      const values = Object.fromEntries(item.data.map((pair: Answer) => [pair.keyId, pair.value]));
      expect(Number(values.sr_targetPrice)).toBeGreaterThan(item.current);
    }
    const day = await json('/markets/stock-of-the-day', prime);
    expect(day.primeuser).toBe(0);
    expect(day.stock.data.find((pair: Answer) => pair.keyId === 'sr_targetPrice').value).toBe('');
    expect((await api.getError('/markets/stockreportsplus?primeuser=yes', 400)).param).toBe('primeuser');
  });

  it('HM-04 a store seeded before the moguls gets them at its next start', async () => {
    await opened.store.db.deleteFrom('market_moguls').execute();
    await opened.store.db.deleteFrom('detail_documents').execute();
    expect(await ensureSeeded(opened.store.db)).toBeNull();
    expect((await json('/markets/moguls')).data).toHaveLength(4);
    expect((await json(`/request?type=getdetails&msid=${cryptoDidYouKnowMsid}`)).searchResult).toHaveLength(
      1,
    );
    await clearStore(opened.store.db);
    expect(await opened.store.db.selectFrom('market_moguls').select('msid').execute()).toEqual([]);
  });
});
