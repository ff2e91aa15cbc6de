import { describe, expect, it } from 'vitest';
import { CricketClient } from './client.ts';

// HM-07 the IPL score from the backend: the list's SpecialID, then `{match id}.json`, read into
// the widget's score; 404 is "no match", other failures are the widget's (logged); kept 5 s.

const feed = {
  Matchdetail: {
    Match: { Id: '58231' },
    Series: { Name: 'Indian Premier League 2026' },
    Status: 'Live',
    Result: '',
  },
  Teams: {
    '1101': { Name_Full: 'Mumbai Mariners', Name_Short: 'MUM' },
    '1102': { Name_Full: 'Chennai Chargers', Name_Short: 'CHE' },
  },
  Innings: [
    {
      Number: '1',
      Battingteam: '1101',
      Bowlingteam: '1102',
      Total: '98',
      Wickets: '2',
      Overs: '11.4',
      AllottedOvers: '',
    },
  ],
};
const list = (specialId?: string, shortUrl = '/news/sports/ipl') => ({
  searchResult: [
    {
      metainfo: { ...(specialId ? { SpecialID: { value: specialId } } : {}), SHORTURL: { value: shortUrl } },
    },
  ],
});

function client(answers: { list: unknown; match?: { status: number; body: unknown } }) {
  const calls: string[] = [];
  let now = 1_000_000;
  const cricket = new CricketClient({
    cacheSeconds: 5,
    now: () => now,
    forward: async (_method, path, search) => {
      calls.push(`${path}${search}`);
      if (path === '/request') return Response.json(answers.list);
      const match = answers.match ?? { status: 200, body: feed };
      return Response.json(match.body, { status: match.status });
    },
  });
  return { cricket, calls, advance: (ms: number) => (now += ms) };
}

describe('HM-07 the content client’s IPL score', () => {
  it('asks the IPL list for the match id, then its data file; allotted overs default to 20', async () => {
    const { cricket, calls } = client({ list: list('58231') });
    expect(await cricket.ipl()).toEqual({
      matchId: '58231',
      href: '/news/sports/ipl',
      score: {
        matchId: '58231',
        series: 'Indian Premier League 2026',
        result: '',
        innings: [
          {
            number: 1,
            batting: { short: 'MUM', name: 'Mumbai Mariners' },
            bowling: { short: 'CHE', name: 'Chennai Chargers' },
            runs: 98,
            wickets: 2,
            overs: '11.4',
            allottedOvers: 20,
          },
        ],
      },
    });
    expect(calls).toEqual([
      '/request?type=plist&msid=2160010&metaInfo=true&top=1&platform=web',
      '/cricket/58231.json',
    ]);
  });

  it('keeps the answer 5 s: one backend call for every reader in those seconds', async () => {
    const { cricket, calls, advance } = client({ list: list('58231') });
    await cricket.ipl();
    advance(4_999);
    await cricket.ipl();
    expect(calls).toHaveLength(2);
    advance(2);
    await cricket.ipl();
    expect(calls).toHaveLength(4);
  });

  it('no match id (missing or malformed) means no score and no data-file call', async () => {
    for (const id of [undefined, 'abc', '../1', '1'.repeat(11)]) {
      const { cricket, calls } = client({ list: list(id, '//evil.example') });
      expect(await cricket.ipl()).toEqual({ matchId: null, score: null, href: null });
      expect(calls).toHaveLength(1);
    }
  });

  it('a match the feed does not know (404) has no score; another status or a malformed file fails', async () => {
    expect(
      (await client({ list: list('58231'), match: { status: 404, body: {} } }).cricket.ipl()).score,
    ).toBeNull();
    await expect(
      client({ list: list('58231'), match: { status: 500, body: {} } }).cricket.ipl(),
    ).rejects.toThrow(/500/);
    await expect(
      client({
        list: list('58231'),
        match: { status: 200, body: { ...feed, Innings: [{ Total: 'lots' }] } },
      }).cricket.ipl(),
    ).rejects.toThrow(/unexpected answer/);
  });

  it('an innings naming a team the file does not list is left out', async () => {
    const body = {
      ...feed,
      Innings: [...feed.Innings, { ...feed.Innings[0], Number: '2', Battingteam: '9999' }],
    };
    const { score } = await client({ list: list('58231'), match: { status: 200, body } }).cricket.ipl();
    expect(score?.innings).toHaveLength(1);
  });
});
