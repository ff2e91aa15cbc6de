import { type CricketSettings, simulatedMatch } from '../cricket/fixtures.ts';
import { matchFeed } from '../cricket/simulation.ts';
import { notFound } from '../http/http-error.ts';
import type { Handler } from '../http/reply.ts';
import type { Route } from '../http/router.ts';

/** The score moves once a delivery (40 s): a CDN may keep an answer a few seconds, no longer. */
const scoreCaching = { 'cache-control': 'public, max-age=5' };

/**
 * `GET /cricket/{match id}.json` (HM-07, spec §7 "Cricket data"): the match as the feed has it at
 * this moment (Matchdetail, Teams, Innings); 404 for a match the feed does not know.
 */
export function cricketRoutes(settings: CricketSettings): Route[] {
  const getMatch: Handler = async (context) => {
    const match = /^(\d{1,10})\.json$/.exec(context.params.file ?? '');
    const simulated = match ? simulatedMatch(match[1]!, context.now(), settings) : null;
    if (!simulated) throw notFound('match', 'no such match: cricket data is /cricket/{match id}.json');
    return { kind: 'json', status: 200, body: matchFeed(simulated, context.now()), headers: scoreCaching };
  };
  return [{ method: 'GET', path: '/cricket/:file', handler: getMatch }];
}
