import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlistAnswer } from '../contract.ts';
import { seedStore } from '../seed/seed-store.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { openScratchPostgres, startTestApi, type TestApi, testPublicUrl } from '../testing/test-api.ts';
import { CourseDetailsAnswer } from './courses.ts';
import { LeadersAnswer, SeriesAnswer } from './grandmasters.ts';
import { MAX_OPEN_TICKETS, PROVIDER_CLIENT, PROVIDER_TICKET_MS, TicketAnswer } from './provider.ts';

let api: TestApi;
let clock = Date.parse('2026-11-20T10:00:00+05:30');
beforeAll(async () => {
  api = await startTestApi(undefined, { now: () => clock });
});
afterAll(() => api.close());

describe('AB-05 GET /etonboard/emeritus/fetch/details.json', () => {
  it('answers every course by category key, categories and courses in the editors’ order', async () => {
    const { courseMappingData } = await api.getParsed(
      CourseDetailsAnswer,
      '/etonboard/emeritus/fetch/details.json',
    );
    const keys = Object.keys(courseMappingData);
    expect(keys).toEqual([
      'ldr-Leadership',
      'dsai-Data Science & AI',
      'fin-Finance',
      'ops-Supply-chain & Operations',
      'mkt-Marketing',
    ]);
    const first = courseMappingData['ldr-Leadership']![0]!;
    expect(first).toEqual({
      courseCode: 'DIM-SLP-27',
      id: 7001,
      siteLink: expect.stringMatching(
        /^https:\/\/learn\.ledger-courses\.example\/courses\/senior-leadership-programme\?utm_source=/,
      ),
      collegeName: 'Deccan Institute of Management',
      collegeLogoMsid: '100601',
      courseName: 'Senior Leadership Programme',
      duration: '10 months',
      startDate: '2027-01-15',
      skillsGained: ['Strategic thinking', 'Leading change', 'Board communication', 'Negotiation'],
    });
    const all = Object.values(courseMappingData).flat();
    expect(new Set(all.map((course) => course.courseCode)).size).toBe(all.length);
    for (const course of all) expect(course.skillsGained.length).toBeGreaterThanOrEqual(3);
    const response = await api.get('/etonboard/emeritus/fetch/details.json?anything=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
  });

  it('every college logo is a picture the API paints', async () => {
    const { courseMappingData } = await api.getParsed(
      CourseDetailsAnswer,
      '/etonboard/emeritus/fetch/details.json',
    );
    const logos = new Set(
      Object.values(courseMappingData)
        .flat()
        .map((course) => course.collegeLogoMsid),
    );
    for (const logo of logos) {
      const picture = await api.get(`/photos/${logo}.png?w=160&h=80`);
      expect(picture.status, logo).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
    }
  });
});

describe('AB-18 Grandmasters: series and leaders (header portal=masterclass)', () => {
  const portal = { portal: 'masterclass' };

  it('slug=all: every series and every leader, each leader naming a series', async () => {
    const { series } = await api.getParsed(SeriesAnswer, '/grandmasters/series?slug=all', portal);
    expect(series).toHaveLength(6);
    expect(series[0]).toEqual({
      id: 3001,
      name: 'Leading Through Uncertainty',
      slug_url: 'leading-through-uncertainty',
      feature_image_url: `${testPublicUrl}/photos/100701.png`,
      synopsis: expect.any(String),
    });
    const { speakers } = await api.getParsed(LeadersAnswer, '/grandmasters/leaders?slug=all', portal);
    expect(speakers.length).toBeGreaterThanOrEqual(8);
    const ids = new Set(series.map((each) => each.id));
    for (const speaker of speakers) {
      expect(ids.has(speaker.series_id)).toBe(true);
      expect(speaker.picture_url).toMatch(/^http:\/\/pictures\.test\/photos\/\d+\.png$/);
    }
    expect(speakers[0]).toMatchObject({
      leader_id: 4101,
      user_name: 'Anil Deshpande',
      designation: 'Chairman',
      company: 'Sahyadri Industries',
      slug: 'anil-deshpande-4101',
    });
  });

  it('a series slug: that series and its leaders alone; an unknown one is a 404 naming slug', async () => {
    const { series } = await api.getParsed(
      SeriesAnswer,
      '/grandmasters/series?slug=building-indias-next-unicorns',
      portal,
    );
    expect(series.map((each) => each.id)).toEqual([3002]);
    const { speakers } = await api.getParsed(
      LeadersAnswer,
      '/grandmasters/leaders?slug=building-indias-next-unicorns',
      portal,
    );
    expect(speakers.map((each) => each.user_name)).toEqual(['Rohan Kapoor', 'Arjun Malhotra']);
    const missing = await api.get('/grandmasters/leaders?slug=no-such-series', portal);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.param).toBe('slug');
  });

  it('refuses a caller without the portal header, and a bad or missing slug, naming them', async () => {
    expect(await api.getError('/grandmasters/series?slug=all', 400)).toMatchObject({ param: 'portal' });
    const wrongPortal = await api.get('/grandmasters/leaders?slug=all', { portal: 'news' });
    expect(wrongPortal.status).toBe(400);
    for (const query of ['', '?slug=', '?slug=ALL', '?slug=a%20b', `?slug=${'a'.repeat(500)}`]) {
      const response = await api.get(`/grandmasters/series${query}`, portal);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error.param).toBe('slug');
    }
  });
});

describe('AB-18 the masterclass provider: a one-time login ticket and POST /p/r', () => {
  const form = (ticket: { ticketId: string; tokenId: string }, over: Record<string, string> = {}) => ({
    'ticket-id': ticket.ticketId,
    'token-id': ticket.tokenId,
    ru: '/etgrandmasters/3002',
    'client-id': PROVIDER_CLIENT.clientId,
    'site-app-code': PROVIDER_CLIENT.siteAppCode,
    ...over,
  });
  const ticketFor = async (headers: Record<string, string>) => {
    const response = await api.post('/masterclass/ticket', {}, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return TicketAnswer.parse(await response.json());
  };
  const login = (fields: Record<string, string>) =>
    fetch(`${api.baseUrl}/p/r`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  it('no ticket without a session: 401 naming the session', async () => {
    const response = await api.post('/masterclass/ticket', {});
    expect(response.status).toBe(401);
    expect((await response.json()).error.param).toBe('session');
  });

  it('a signed-in reader’s ticket takes them to ru once; again it is refused', async () => {
    const ticket = await ticketFor(await api.signIn('reader'));
    const first = await login(form(ticket));
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/etgrandmasters/3002');
    const again = await login(form(ticket));
    expect(again.status).toBe(401);
    expect((await again.json()).error.param).toBe('ticket-id');
  });

  it('a wrong token, an expired ticket or a made-up one is refused, and uses nothing up', async () => {
    const ticket = await ticketFor(await api.signIn('prime'));
    const other = await ticketFor(await api.signIn('prime'));
    expect((await login(form(ticket, { 'token-id': other.tokenId }))).status).toBe(401);
    expect((await login(form({ ticketId: 'x'.repeat(32), tokenId: ticket.tokenId }))).status).toBe(401);
    // The right pair still works after those tries.
    expect((await login(form(ticket))).status).toBe(303);
    clock += PROVIDER_TICKET_MS + 1;
    expect((await login(form(other))).status).toBe(401);
  });

  it('refuses an unknown client, a return address off the site, and missing fields, naming them', async () => {
    const ticket = await ticketFor(await api.signIn('trial'));
    const cases: [Record<string, string>, string][] = [
      [{ 'client-id': 'someone-else' }, 'client-id'],
      [{ 'site-app-code': 'other' }, 'site-app-code'],
      [{ ru: 'https://evil.example/' }, 'ru'],
      [{ ru: '//evil.example/' }, 'ru'],
      [{ ru: '/\\evil.example' }, 'ru'],
      [{ ru: '' }, 'ru'],
      [{ 'ticket-id': '' }, 'ticket-id'],
      [{ 'token-id': 'short' }, 'token-id'],
    ];
    for (const [over, param] of cases) {
      const response = await login(form(ticket, over));
      expect(response.status, JSON.stringify(over)).toBe(400);
      expect((await response.json()).error.param).toBe(param);
    }
    expect((await login(form(ticket))).status).toBe(303);
  });

  it(`holds at most ${MAX_OPEN_TICKETS} open tickets a reader (429 with Retry-After)`, async () => {
    const headers = await api.signIn('expired');
    for (let n = 0; n < MAX_OPEN_TICKETS; n += 1) await ticketFor(headers);
    const refused = await api.post('/masterclass/ticket', {}, headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    clock += PROVIDER_TICKET_MS + 1;
    await ticketFor(headers);
  });
});

describe('AB-18 a hierarchy list names its sub-sections (the Prime stories’ first step)', () => {
  it('mode=hierarchy on the Prime section lists its sub-sections in order; without it, none', async () => {
    const hierarchy = await api.getParsed(
      PlistAnswer,
      '/request?type=plist&msid=69891024&mode=hierarchy&top=3',
    );
    expect(hierarchy.searchResult[0].sections).toEqual([
      { msid: '69891112', name: 'Economy and Policy', seopath: 'prime/economy-and-policy' },
      { msid: '69891133', name: 'Technology and Startups', seopath: 'prime/technology-and-startups' },
    ]);
    const plain = await api.getParsed(PlistAnswer, '/request?type=plist&msid=69891024&top=3');
    expect(plain.searchResult[0].sections).toBeUndefined();
    const leaf = await api.getParsed(PlistAnswer, '/request?type=plist&msid=69891112&mode=hierarchy');
    expect(leaf.searchResult[0].sections).toEqual([]);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('AB-05, AB-18 on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('the same courses and series, and a ticket taken once', async () => {
    const store = await openScratchPostgres(postgresUrl as string);
    await migrateToLatest(store.db);
    await seedStore(store.db);
    const pg = await startTestApi(store, { closeStore: false });
    try {
      const { courseMappingData } = await pg.getParsed(
        CourseDetailsAnswer,
        '/etonboard/emeritus/fetch/details.json',
      );
      expect(courseMappingData['ldr-Leadership']![0]!.id).toBe(7001);
      const { series } = await pg.getParsed(SeriesAnswer, '/grandmasters/series?slug=all', {
        portal: 'masterclass',
      });
      expect(series).toHaveLength(6);
      const issued = await pg.post('/masterclass/ticket', {}, await pg.signIn('reader'));
      const ticket = TicketAnswer.parse(await issued.json());
      const fields = {
        'ticket-id': ticket.ticketId,
        'token-id': ticket.tokenId,
        ru: '/etgrandmasters',
        'client-id': PROVIDER_CLIENT.clientId,
        'site-app-code': PROVIDER_CLIENT.siteAppCode,
      };
      const post = () =>
        fetch(`${pg.baseUrl}/p/r`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
          redirect: 'manual',
        });
      const [a, b] = await Promise.all([post(), post()]);
      expect([a.status, b.status].sort()).toEqual([303, 401]);
    } finally {
      await pg.close();
      await store.drop();
    }
    // A whole seed on PostgreSQL (with the assistant's word index) takes seconds on a busy machine.
  }, 30_000);
});
