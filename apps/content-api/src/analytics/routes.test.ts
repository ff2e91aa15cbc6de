import { ANALYTICS_EVENTS_PER_VIEW } from '@newsroom/rules/analytics';
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

/** A page view as the site names it once it has checked the page's token (a trusted proxy). */
let views = 0;
const newView = (expiresMs = clock + 30 * 60_000) => ({
  'x-analytics-view': `${`view${++views}`.padEnd(22, 'v')}.${Math.floor(expiresMs / 1000)}`,
});

/** Sends as a view of its own unless the headers name one (or `x-analytics-view` is ''). */
function send(body: unknown, headers: Record<string, string> = {}) {
  const view = 'x-analytics-view' in headers ? {} : newView();
  const all = Object.fromEntries(
    Object.entries({ 'content-type': 'application/json', ...view, ...headers }).filter(([, v]) => v !== ''),
  );
  return fetch(`${api.baseUrl}/analytics/events`, {
    method: 'POST',
    headers: all,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Each test sends from an address of its own, so the limit of one test does not spill over. */
let address = 0;
const from = () => ({ 'x-forwarded-for': `192.0.2.${++address}` });
const counted = async (response: Response) => {
  expect(response.status).toBe(200);
  return ((await response.json()) as { counted: number }).counted;
};

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
    // Another view: its click counts once, after its impression; the second click does not.
    await send({ events: [impression('latest'), click('latest'), click('latest')] }, from());
    const answer = await (await report(`day=${today}&section=13352306`)).json();
    expect(answer.slots).toEqual([
      { layout: 'article', region: 'aside', variant: 'markets', slot: 'latest', impressions: 2, clicks: 2 },
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
    await send({ events: [impression('right:0', home)] }, from());
    await send({ events: [impression('right:0', home)] }, from());
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

// Hardening (issue 26.3): 70 forged batches made the report say 3,200 clicks on top news, and a
// signed-in reader added 500 page views of msid 999999999, which does not exist.
describe('POST /analytics/events counts per page view (ED-05, issue 26.3)', () => {
  const top = { layout: 'home', region: 'main', variant: '', section: '' };
  const topSlot = async () => {
    const answer = await (await report(`day=${today}`)).json();
    const row = answer.slots.find(
      (slot: { layout: string; slot: string }) => slot.layout === 'home' && slot.slot === 'main:top-news',
    );
    return { impressions: row?.impressions ?? 0, clicks: row?.clicks ?? 0 };
  };

  it('counts nothing without a view the site named, or with one that has expired (403)', async () => {
    const before = await topSlot();
    const batch = { events: [impression('main:top-news', top), click('main:top-news', top)] };
    for (const view of ['', 'not-a-view', `${'v'.repeat(22)}.abc`]) {
      const refused = await send(batch, { ...from(), 'x-analytics-view': view });
      expect(refused.status, view).toBe(403);
      expect((await refused.json()).error.param).toBe('view');
    }
    const expired = await send(batch, { ...from(), ...newView(clock - 1000) });
    expect(expired.status).toBe(403);
    expect(await topSlot()).toEqual(before);
  });

  it('does not believe a view named by a peer that is not a trusted proxy', async () => {
    const untrusting = await startTestApi(api.store, {
      now: () => clock,
      closeStore: false,
      trustedProxies: [],
    });
    try {
      const before = await topSlot();
      const forged = await fetch(`${untrusting.baseUrl}/analytics/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...newView() },
        body: JSON.stringify({ events: [impression('main:top-news', top)] }),
      });
      expect(forged.status).toBe(403);
      expect(await topSlot()).toEqual(before);
    } finally {
      await untrusting.close();
    }
  });

  it('counts 70 replayed batches of one view once: each impression once, a click only after it and once', async () => {
    const before = await topSlot();
    const view = newView();
    const sender = from();
    const clicksFirst = await send(
      { events: Array(10).fill(click('main:top-news', top)) },
      { ...view, ...sender },
    );
    expect(await counted(clicksFirst)).toBe(0);
    const totals = [];
    for (let batch = 0; batch < 4; batch += 1) {
      const events = [impression('main:top-news', top), ...Array(5).fill(click('main:top-news', top))];
      totals.push(await counted(await send({ events }, { ...view, ...sender })));
    }
    expect(totals).toEqual([2, 0, 0, 0]);
    expect(await topSlot()).toEqual({ impressions: before.impressions + 1, clicks: before.clicks + 1 });
  });

  it('stops a view at ANALYTICS_EVENTS_PER_VIEW events: past it a batch is a 429 and counts nothing', async () => {
    // The per-address limit off, so only the view's own bound can stop it.
    const unlimited = await startTestApi(api.store, {
      now: () => clock,
      closeStore: false,
      rateLimits: { analyticsBatches: 'off' },
    });
    try {
      const headers = { 'content-type': 'application/json', ...newView(), ...from() };
      const post = (events: unknown[]) =>
        fetch(`${unlimited.baseUrl}/analytics/events`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ events }),
        });
      const filler = Array(50).fill(click('mrec9'));
      for (let sent = 0; sent + 50 <= ANALYTICS_EVENTS_PER_VIEW; sent += 50) {
        expect((await post(filler)).status).toBe(200);
      }
      const before = await topSlot();
      const over = await post([impression('main:top-news', top)]);
      expect(over.status).toBe(429);
      expect((await over.json()).error.param).toBe('view');
      expect(await topSlot()).toEqual(before);
    } finally {
      await unlimited.close();
    }
  });

  it('keeps two readers of one cached page apart: each is a view of its own', async () => {
    const before = await topSlot();
    const view = newView();
    for (const reader of [from(), from()]) {
      const events = [impression('main:top-news', top), click('main:top-news', top)];
      expect(await counted(await send({ events }, { ...view, ...reader }))).toBe(2);
    }
    expect(await topSlot()).toEqual({ impressions: before.impressions + 2, clicks: before.clicks + 2 });
  });

  it('refuses a page view of a story that does not exist (400) and counts none of its batch', async () => {
    const reader = await api.signIn('prime');
    const before = await (await report(`day=${today}`)).json();
    const ghost = { type: 'pageview', layout: 'article', section: '13352306', msid: '999999999' };
    const refused = await send({ events: [impression('main:top-news', top), ghost] }, { ...reader });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.param).toBe('events[1].msid');
    const after = await (await report(`day=${today}`)).json();
    expect(after).toEqual(before);
    expect(after.pageViews.some((row: { msid: string }) => row.msid === '999999999')).toBe(false);
  });

  it('never reports more clicks than impressions, also for rows counted before', async () => {
    await api.store.db
      .insertInto('slot_daily_counts')
      .values({
        day: '2026-11-19',
        layout: 'article',
        region: 'aside',
        variant: 'markets',
        slot: 'aside:markets:12',
        section: '13352306',
        impressions: 3,
        clicks: 5,
      })
      .execute();
    const answer = await (await report('day=2026-11-19')).json();
    expect(answer.slots).toContainEqual({
      layout: 'article',
      region: 'aside',
      variant: 'markets',
      slot: 'aside:markets:12',
      impressions: 3,
      clicks: 3,
    });
    for (const row of answer.slots) expect(row.clicks).toBeLessThanOrEqual(row.impressions);
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
