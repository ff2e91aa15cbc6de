import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { DAILY_MATCH_ID, defaultCricketSettings, MATCH_WINDOW_MS, simulatedMatch } from './fixtures.ts';
import { INNINGS_BREAK_BALLS, matchFeed, matchStateAt, oversText } from './simulation.ts';

// HM-07 the simulated cricket feed: ball by ball from the match's start and the clock, the same
// on every instance; the feed's shape (Matchdetail, Teams, Innings); allotted overs 20.

const ist = (iso: string) => Date.parse(`${iso}+05:30`);
const settings = defaultCricketSettings;
const matchAt = (now: number) => simulatedMatch(DAILY_MATCH_ID, now, settings)!;

describe('HM-07 the day’s match', () => {
  it('starts at 19:30 India time, the day’s own pairing; unknown ids have no match', () => {
    const match = matchAt(ist('2026-11-26T20:00:00'));
    expect(match.startMs).toBe(ist('2026-11-26T19:30:00'));
    expect(match.teams[0].id).not.toBe(match.teams[1].id);
    expect(match.allottedOvers).toBe(20);
    expect(matchAt(ist('2026-11-27T20:00:00')).teams).not.toEqual(match.teams);
    expect(simulatedMatch('1', ist('2026-11-26T20:00:00'), settings)).toBeNull();
    expect(simulatedMatch(DAILY_MATCH_ID, Number.NaN, settings)).toBeNull();
  });

  it('has no innings before the first ball nor once its window has passed', () => {
    const before = ist('2026-11-26T19:29:59');
    expect(matchStateAt(matchAt(before), before).innings).toEqual([]);
    const after = ist('2026-11-26T19:30:00') + MATCH_WINDOW_MS;
    expect(matchStateAt(matchAt(after), after).innings).toEqual([]);
  });

  it('advances one ball a delivery: the first ball at the start, the score never going back', () => {
    const start = ist('2026-11-26T19:30:00');
    const match = matchAt(start);
    const first = matchStateAt(match, start).innings[0]!;
    expect(first).toMatchObject({ number: 1, balls: 1 });
    let runs = 0;
    for (let ball = 1; ball <= 60; ball++) {
      const innings = matchStateAt(match, start + ball * settings.ballMs).innings[0]!;
      expect(innings.balls).toBe(Math.min(ball + 1, 120));
      expect(innings.runs).toBeGreaterThanOrEqual(runs);
      runs = innings.runs;
    }
  });

  it('is the same on every call (deterministic) and differs between days', () => {
    const now = ist('2026-11-26T20:10:00');
    expect(matchFeed(matchAt(now), now)).toEqual(matchFeed(matchAt(now), now));
    const nextDay = now + 86_400_000;
    expect(matchFeed(matchAt(nextDay), nextDay).Innings).not.toEqual(matchFeed(matchAt(now), now).Innings);
  });

  it('breaks between the innings, chases the target, and ends with a result', () => {
    const start = ist('2026-11-26T19:30:00');
    const match = matchAt(start);
    const end = start + 300 * settings.ballMs;
    const over = matchStateAt(match, end);
    expect(over.innings).toHaveLength(2);
    const [first, second] = over.innings;
    expect(first!.closed && second!.closed).toBe(true);
    expect(first!.balls <= 120 && second!.balls <= 120).toBe(true);
    expect(second!.batting.id).toBe(first!.bowling.id);
    expect(over.result).toMatch(/won by \d+ (run|wicket)s?$|^Match tied$/);
    // During the break: the first innings only, closed, no result yet.
    const inBreak = start + (first!.balls + INNINGS_BREAK_BALLS - 1) * settings.ballMs;
    expect(matchStateAt(match, inBreak)).toMatchObject({ innings: [{ closed: true }], result: '' });
  });

  it('answers the feed’s shape: teams by id, innings with totals, overs as 12.3 and allotted overs', () => {
    const now = ist('2026-11-26T19:40:10');
    const feed = matchFeed(matchAt(now), now);
    expect(feed.Matchdetail).toMatchObject({
      Series: { Name: expect.any(String) },
      Status: 'Live',
      Result: '',
    });
    const [innings] = feed.Innings;
    expect(innings).toMatchObject({
      Number: '1',
      AllottedOvers: '20',
      Overs: expect.stringMatching(/^\d+\.[0-5]$/),
    });
    expect(feed.Teams[innings!.Battingteam]).toMatchObject({
      Name_Short: expect.stringMatching(/^[A-Z]{3}$/),
    });
    expect(oversText(0)).toBe('0.0');
    expect(oversText(75)).toBe('12.3');
  });
});

describe('HM-07 GET /cricket/{match id}.json', () => {
  let api: TestApi;
  let now = ist('2026-11-26T19:45:00');
  beforeAll(async () => {
    api = await startTestApi(undefined, { now: () => now });
  });
  afterAll(() => api.close());

  it('answers the match at the backend’s clock, a few seconds’ caching', async () => {
    const response = await api.get(`/cricket/${DAILY_MATCH_ID}.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    const before = (await response.json()) as ReturnType<typeof matchFeed>;
    expect(before.Innings).toHaveLength(1);
    now += 5 * 60_000;
    const later = (await (await api.get(`/cricket/${DAILY_MATCH_ID}.json`)).json()) as ReturnType<
      typeof matchFeed
    >;
    expect(Number(later.Innings[0]!.Overs)).toBeGreaterThan(Number(before.Innings[0]!.Overs));
  });

  it.each(['1.json', `${DAILY_MATCH_ID}`, `${DAILY_MATCH_ID}.xml`, '..%2F58231.json', 'x'.repeat(300)])(
    '404 for %s, naming the match',
    async (file) => {
      const response = await api.get(`/cricket/${file}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { param: string } }).error.param).toBe('match');
    },
  );

  it('the IPL list names the match (its SpecialID)', async () => {
    const answer = (await (await api.get('/request?type=plist&msid=2160010&metaInfo=true')).json()) as {
      searchResult: { metainfo: { SpecialID: { value: string } } }[];
    };
    expect(answer.searchResult[0]!.metainfo.SpecialID.value).toBe(DAILY_MATCH_ID);
  });
});
