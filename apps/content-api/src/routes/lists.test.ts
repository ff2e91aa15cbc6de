import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LatestNewsAnswer, PlistAnswer, type StoryItem } from '../contract.ts';
import { bondsCornerListId, incomeTaxGuideListId } from '../seed/curated-lists.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const plist = async (query: string) =>
  (await api.getParsed(PlistAnswer, `/request?type=plist&${query}`)).searchResult[0];

function expectNewestFirst(items: StoryItem[]): void {
  const dates = items.map((item) => item.date);
  expect(dates).toEqual([...dates].sort().reverse());
}

describe('GET /request?type=plist (AB-12, HM-06)', () => {
  it('lists a section’s own stories, newest first, up to top', async () => {
    const section = await plist('msid=13352306&top=5&platform=web');
    expect(section).toMatchObject({
      msid: '13352306',
      name: 'Markets',
      title: 'Markets',
      seopath: 'markets',
    });
    expect(section.data.length).toBeGreaterThan(0);
    expect(section.data.length).toBeLessThanOrEqual(5);
    expect(section.data.every((item) => item.sectionId === '13352306')).toBe(true);
    expectNewestFirst(section.data);
    const response = await api.get('/request?type=plist&msid=13352306&top=5');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    expect((await response.json()).parameters).toEqual({ msid: '13352306' });
  });

  it('takes in every sub-section with mode=hierarchy', async () => {
    const own = await plist('msid=13352306&top=100');
    const all = await plist('msid=13352306&top=100&mode=hierarchy');
    expect(all.data.length).toBeGreaterThan(own.data.length);
    const sections = new Set(all.data.map((item) => item.sectionId));
    for (const id of ['13352306', '2146843', '54953131', '14655708']) expect(sections).toContain(id);
    expectNewestFirst(all.data);
  });

  it('keeps only videos with contenttype=VIDEO, with videoshow URLs', async () => {
    const videos = await plist('msid=1715249553&top=10&mode=hierarchy&contenttype=VIDEO');
    expect(videos.data.length).toBe(10);
    expect(videos.data.every((item) => item.type === 'video' && item.url.includes('/videoshow/'))).toBe(true);
    const none = await plist('msid=13352306&top=10&contenttype=video');
    expect(none.data.every((item) => item.type === 'video')).toBe(true);
  });

  it('adds the section metainfo with metaInfo=true, e.g. the IPL match id (HM-07)', async () => {
    const ipl = await plist('msid=2160010&metaInfo=true');
    expect(ipl.metainfo?.SpecialID?.value).toMatch(/^\d+$/);
    expect(ipl.metainfo?.SHORTURL?.value).toMatch(/^\//);
    expect((await plist('msid=2160010')).metainfo).toBeUndefined();
  });

  it('marks Prime stories and links slideshows without a slug', async () => {
    const prime = await plist('msid=1977021501&top=20&mode=hierarchy');
    expect(prime.data.some((item) => item.prime === 1)).toBe(true);
    const panache = await plist('msid=32897146&top=50&mode=hierarchy&contenttype=SLIDESHOW');
    expect(panache.data.length).toBeGreaterThan(0);
    for (const item of panache.data)
      expect(item.url).toMatch(/^\/panache(\/[a-z0-9-]+)*\/slideshow\/\d+\.cms$/);
  });

  it('filters by hostid', async () => {
    const adaptive = await plist('msid=1052732854&top=100&mode=hierarchy&hostid=153');
    expect(adaptive.data.length).toBeGreaterThan(0);
  });

  it('answers 400 naming the parameter, 404 for an unknown section', async () => {
    expect(await api.getError('/request?type=plist&msid=13352306&top=0', 400)).toEqual({
      param: 'top',
      message: 'must be a whole number from 1 to 100',
    });
    expect((await api.getError('/request?type=plist&msid=13352306&top=101', 400)).param).toBe('top');
    expect((await api.getError('/request?type=plist&msid=13352306&mode=flat', 400)).param).toBe('mode');
    expect((await api.getError('/request?type=plist&msid=13352306&contenttype=PODCAST', 400)).param).toBe(
      'contenttype',
    );
    expect((await api.getError('/request?type=plist&msid=13352306&metaInfo=yes', 400)).param).toBe(
      'metaInfo',
    );
    expect((await api.getError('/request?type=plist&msid=1,2', 400)).param).toBe('msid');
    expect(await api.getError('/request?type=plist&msid=42', 404)).toEqual({
      param: 'msid',
      message: 'no section or list 42',
    });
  });

  it('AR-14 answers the Bonds Corner list in the editors’ order: free stories on rates, inflation, borrowing and bonds', async () => {
    const list = await plist(`msid=${bondsCornerListId}&top=100&mode=hierarchy&platform=web`);
    expect(list).toMatchObject({
      msid: String(bondsCornerListId),
      name: 'Bonds Corner',
      seopath: 'wealth/bonds-corner',
    });
    expect(list.data.length).toBeGreaterThanOrEqual(8);
    expect(list.data.length).toBeLessThanOrEqual(12);
    for (const item of list.data) {
      expect(item.title).toMatch(
        /RBI|repo|inflation|fiscal deficit|borrow|bond|yield|fixed deposit|FD rate|debt|interest rate|G-?sec/i,
      );
      expect(item.prime ?? 0).toBeFalsy();
      expect(['article', 'liveblog']).toContain(item.type);
    }
    expectNewestFirst(list.data);
    const top3 = await plist(`msid=${bondsCornerListId}&top=3`);
    expect(top3.data.map((item) => item.msid)).toEqual(list.data.slice(0, 3).map((item) => item.msid));
    expect((await api.getError(`/request?type=plist&msid=${bondsCornerListId}&top=0`, 400)).param).toBe(
      'top',
    );
  });
});

describe('GET /request?type=plist&page= (section pages, HM-12)', () => {
  it('gives a page of a section, `top` a page, and counts the whole list', async () => {
    const all = await plist('msid=1052732854&top=100&mode=hierarchy');
    const first = await plist('msid=1052732854&top=20&mode=hierarchy&page=1');
    const second = await plist('msid=1052732854&top=20&mode=hierarchy&page=2');
    expect(first.count).toBe(all.data.length);
    expect(second.count).toBe(all.data.length);
    expect(first.data.map((item) => item.msid)).toEqual(all.data.slice(0, 20).map((item) => item.msid));
    expect(second.data.map((item) => item.msid)).toEqual(all.data.slice(20, 40).map((item) => item.msid));
    const past = await plist('msid=1052732854&top=20&mode=hierarchy&page=500');
    expect(past.data).toEqual([]);
    expect(past.count).toBe(all.data.length);
    // Without `page` the answer is as before: no count.
    expect(all.count).toBeUndefined();
  });

  it('counts a curated list with its filters too', async () => {
    const list = await plist(`msid=${bondsCornerListId}&top=5&page=2`);
    const whole = await plist(`msid=${bondsCornerListId}&top=100`);
    expect(list.count).toBe(whole.data.length);
    expect(list.data.map((item) => item.msid)).toEqual(whole.data.slice(5, 10).map((item) => item.msid));
  });

  it('answers 400 naming page for a page that is not one', async () => {
    for (const page of ['0', '501', 'abc', '1.5'])
      expect((await api.getError(`/request?type=plist&msid=13352306&page=${page}`, 400)).param).toBe('page');
  });
});

describe('AB-03 the income-tax guide list', () => {
  it('free explainers on filing and saving tax, one a topic, in the editors’ order', async () => {
    const list = await plist(`msid=${incomeTaxGuideListId}&top=10&platform=web`);
    expect(list).toMatchObject({ msid: String(incomeTaxGuideListId), name: 'Income tax guide' });
    expect(list.data.length).toBeGreaterThanOrEqual(3);
    expect(list.data.length).toBeLessThanOrEqual(6);
    for (const item of list.data) {
      expect(item.title).toMatch(/income[ -]tax|ITR|TDS|HRA|80C|tax (notice|regime|code|saving|slab)/i);
      expect(item.prime ?? 0).toBeFalsy();
      expect(item.type).toBe('article');
    }
    const topics = list.data.map((item) => item.title.replace(/\d+/g, '#'));
    expect(new Set(topics).size).toBe(topics.length);
  });
});

describe('GET /request?type=getdata latest news (HM-02)', () => {
  const latest =
    '/request?type=getdata&searchtype=metadata&metatype=latestnewsflag&solrtypeid=1001&platform=web';

  it('lists the 20 newest stories across sections by default', async () => {
    const { data } = (await api.getParsed(LatestNewsAnswer, latest)).searchResult[0];
    expect(data).toHaveLength(20);
    expectNewestFirst(data);
    expect(new Set(data.map((item) => item.sectionId)).size).toBeGreaterThan(5);
    expect(data.every((item) => item.type === 'article' || item.type === 'liveblog')).toBe(true);
    const { data: five } = (await api.getParsed(LatestNewsAnswer, `${latest}&top=5`)).searchResult[0];
    expect(five).toEqual(data.slice(0, 5));
  });

  it('gives a page of the list with page=, counting the whole list (the latest-news page)', async () => {
    const { data: forty } = (await api.getParsed(LatestNewsAnswer, `${latest}&top=40`)).searchResult[0];
    const second = (await api.getParsed(LatestNewsAnswer, `${latest}&top=20&page=2`)).searchResult[0];
    expect(second.data).toEqual(forty.slice(20, 40));
    expect(second.count).toBeGreaterThan(100);
    expect((await api.getError(`${latest}&page=0`, 400)).param).toBe('page');
  });

  it('answers 400 for a wrong or missing fixed parameter', async () => {
    expect(await api.getError(latest.replace('solrtypeid=1001', 'solrtypeid=7'), 400)).toEqual({
      param: 'solrtypeid',
      message: 'must be one of 1001',
    });
    expect((await api.getError(latest.replace('&metatype=latestnewsflag', ''), 400)).param).toBe('metatype');
  });
});

describe('GET /request dispatch', () => {
  it('answers 400 naming type when it is missing or unknown', async () => {
    expect(await api.getError('/request?msid=1', 400)).toEqual({ param: 'type', message: 'is required' });
    expect((await api.getError('/request?type=no_such_feed', 400)).message).toMatch(
      /^must be one of article, plist/,
    );
  });
});

describe('GET /request?type=plist&metaInfo=true (HM-11 the highlight widget)', () => {
  it('HM-11 Special Content carries the widget’s switch, heading and link with its stories', async () => {
    const block = await plist('msid=46930002&top=4&metaInfo=true');
    expect(block.metainfo).toMatchObject({ SupplementaryContentId: { value: 'Enable Widget' } });
    expect(block.plistFolderTitle).toBe('Special Content');
    expect(block.overridelink).toBe('/special-content');
    expect(block.data.length).toBeGreaterThan(0);
  });

  it('HM-11 a section without the switch: no metainfo, its own name and page; none of it without metaInfo', async () => {
    const block = await plist('msid=13352306&top=1&metaInfo=true');
    expect(block.metainfo).toBeUndefined();
    expect(block).toMatchObject({ plistFolderTitle: 'Markets', overridelink: '/markets' });
    const plain = await plist('msid=46930002&top=1');
    expect(plain.metainfo).toBeUndefined();
    expect(plain.plistFolderTitle).toBeUndefined();
    expect((await api.getError('/request?type=plist&msid=46930002&metaInfo=yes', 400)).param).toBe(
      'metaInfo',
    );
  });
});
