import { describe, expect, it } from 'vitest';
import { fetchIndustryTab, industryTabQuery } from './industryNews.ts';

// HM-06: an industry tab's call and what the tab keeps of the answer.

const story = (msid: number, extra: Record<string, unknown> = {}) => ({
  msid: String(msid),
  title: `Story ${msid}`,
  url: `/industry/auto/s/articleshow/${msid}.cms`,
  ...extra,
});
const answering = (body: unknown, asked: string[] = []) =>
  (async (input: string | URL | Request) => {
    asked.push(String(input));
    return new Response(JSON.stringify(body));
  }) as typeof fetch;

describe('HM-06 an industry tab’s call', () => {
  it('asks /api/request with type=plist, top=7 and the msid; mode=hierarchy only for a tab filed below itself', () => {
    expect(Object.fromEntries(industryTabQuery({ msid: '13352354', hierarchy: false }))).toEqual({
      type: 'plist',
      top: '7',
      msid: '13352354',
      platform: 'web',
    });
    expect(industryTabQuery({ msid: '13358259', hierarchy: true }).get('mode')).toBe('hierarchy');
  });

  it('keeps good stories only, skips ads, at most 8', async () => {
    const asked: string[] = [];
    const data = [
      story(1),
      story(2, { type: 'ad' }),
      { msid: '3' },
      ...Array.from({ length: 12 }, (_, i) => story(10 + i, { type: 'article' })),
    ];
    const stories = await fetchIndustryTab(
      { msid: '13352354', hierarchy: false },
      answering({ searchResult: [{ data }], parameters: { msid: '13352354' } }, asked),
    );
    expect(stories.map((each) => each.msid)).toEqual(['1', '10', '11', '12', '13', '14', '15', '16']);
    expect(new URL(asked[0]!, 'http://site.test').pathname).toBe('/api/request');
  });

  it('fails (for the machine to report) on a refusal, a malformed answer, or an answer for another list', async () => {
    const tab = { msid: '13352354', hierarchy: false };
    const refusing = (async () => new Response('{}', { status: 502 })) as typeof fetch;
    await expect(fetchIndustryTab(tab, refusing)).rejects.toThrow('industry 13352354: 502');
    await expect(fetchIndustryTab(tab, answering({ searchResult: 'no' }))).rejects.toThrow(/malformed/);
    await expect(
      fetchIndustryTab(tab, answering({ searchResult: [{ data: [story(1)] }], parameters: { msid: '9' } })),
    ).rejects.toThrow('the answer is for 9');
  });
});
