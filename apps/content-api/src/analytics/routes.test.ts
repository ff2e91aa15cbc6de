import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNowMs } from '../seed/clock.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

// X-02: batches of impressions, clicks and page views counted per day; the editors' report.

let clock = seedNowMs;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(undefined, {
    now: () => clock,
    rateLimits: { analyticsBatches: { count: 5, perSeconds: 60 } },
  });
});
afterAll(() => api.close());

/** The seed's clock is 20 Nov 2026, 20:00 India time. */
const today = '2026-11-20';

const sidebar = { layout: 'article', region: 'aside', variant: 'markets', section: '13352306' };
const impression = (slot: string, place = sidebar) => ({ type: 'impression', ...place, slot });
const click = (slot: string, place = sidebar) => ({ type: 'click', ...place, slot });

function send(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${api.baseUrl}/analytics/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Each test sends from an address of its own, so the limit of one test does not spill over. */
let address = 0;
const from = () => ({ 'x-forwarded-for': `192.0.2.${++address}` });

async function report(query: string, who: 'editor' | 'prime' | null = 'editor') {
  const headers = who ? await api.signIn(who) : {};
  return api.get(`/analytics/report?${query}`, headers);
}

describe('POST /analytics/events (X-02)', () => {
  it('counts impressions, clicks and page views on the day, adding up across batches', async () => {
    const first = await send(
      {
        events: [
          impression('mrec1'),
          impression('latest'),
          click('latest'),
          { type: 'pageview', layout: 'article', section: '13352306', msid: '125400003' },
        ],
      },
      from(),
    );
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ counted: 4 });
    await send({ events: [impression('latest'), click('latest'), click('latest')] }, from());
    const answer = await (await report(`day=${today}&section=13352306`)).json();
    expect(answer.slots).toEqual([
      { layout: 'article', region: 'aside', variant: 'markets', slot: 'latest', impressions: 2, clicks: 3 },
      { layout: 'article', region: 'aside', variant: 'markets', slot: 'mrec1', impressions: 1, clicks: 0 },
    ]);
    expect(answer.pageViews).toEqual([{ layout: 'article', msid: '125400003', views: 1 }]);
  });

  it('keeps sections and variants apart, and the day is the India date', async () => {
    const home = { layout: 'home', region: 'right', variant: '', section: '' };
    // 23:30 India time is still the 20th; 00:30 the next day is the 21st.
    clock = Date.parse('2026-11-20T23:30:00+05:30');
    await send({ events: [impression('right:0', home)] }, from());
    clock = Date.parse('2026-11-21T00:30:00+05:30');
    await send({ events: [impression('right:0', home), impression('right:0', home)] }, from());
    clock = seedNowMs;
    const day20 = await (await report(`day=${today}`)).json();
    expect(day20.slots).toContainEqual({
      layout: 'home',
      region: 'right',
      variant: '',
      slot: 'right:0',
      impressions: 1,
      clicks: 0,
    });
    const day21 = await (await report('day=2026-11-21')).json();
    expect(day21.slots).toEqual([
      { layout: 'home', region: 'right', variant: '', slot: 'right:0', impressions: 2, clicks: 0 },
    ]);
    const tech = await (await report('day=2026-11-21&section=13357270')).json();
    expect(tech.slots).toEqual([]);
  });

  it.each([
    ['not JSON', '{', 'body'],
    ['an array', '[]', 'body'],
    ['no events', { events: [] }, 'events'],
    ['51 events', { events: Array(51).fill(impression('mrec1')) }, 'events'],
    ['an unknown type', { events: [{ ...impression('mrec1'), type: 'hover' }] }, 'events[0].type'],
    [
      'a field that is not ours',
      { events: [impression('mrec1'), { ...impression('mrec1'), email: 'a@b.in' }] },
      'events[1]',
    ],
    ['a slot name with markup', { events: [impression('<img>')] }, 'events[0].slot'],
    [
      'a section that is not an id',
      { events: [{ ...impression('mrec1'), section: 'tech' }] },
      'events[0].section',
    ],
  ])('refuses %s with a 400 naming where', async (_, body, param) => {
    const response = await send(body, from());
    expect(response.status).toBe(400);
    expect((await response.json()).error.param).toBe(param);
  });

  it('refuses a body past 32 KB (413)', async () => {
    const response = await send(`{"events":[${'"x",'.repeat(9000)}"x"]}`, from());
    expect(response.status).toBe(413);
  });

  it('limits batches per address: the sixth in a minute is a 429 and is not counted', async () => {
    const address = from();
    const place = { ...sidebar, section: '5575607' };
    for (let batch = 0; batch < 5; batch += 1) {
      expect((await send({ events: [impression('mrec2', place)] }, address)).status).toBe(200);
    }
    const refused = await send({ events: [impression('mrec2', place)] }, address);
    expect(refused.status).toBe(429);
    const answer = await (await report(`day=${today}&section=5575607`)).json();
    expect(answer.slots).toEqual([
      { layout: 'article', region: 'aside', variant: 'markets', slot: 'mrec2', impressions: 5, clicks: 0 },
    ]);
  });
});

describe('GET /analytics/report (X-02)', () => {
  it('is for editors only: 401 without a session, 403 for a reader who is not an editor', async () => {
    expect((await report(`day=${today}`, null)).status).toBe(401);
    expect((await report(`day=${today}`, 'prime')).status).toBe(403);
  });

  it.each([
    ['day=20-11-2026', 'day'],
    ['day=2026-13-45', 'day'],
    ['', 'day'],
    [`day=${today}&section=tech`, 'section'],
  ])('refuses %j naming %s', async (query, param) => {
    const response = await report(query);
    expect(response.status).toBe(400);
    expect((await response.json()).error.param).toBe(param);
  });
});
