import { allottedOvers, IPL_LIST_ID, type IplRefresh, type IplScore } from '@newsroom/rules/ipl';
import { ContentUnavailable, type Forward } from '../http.ts';
import { LoadingCache } from '../loadingCache.ts';
import { z } from '../zod.ts';

/**
 * HM-07 the IPL score from the backend (spec §7): the match id the IPL list's metainfo names
 * (`SpecialID`), then that match's data file `{match id}.json`, read into the widget's IplScore.
 * Both kept `cacheSeconds` (5 s): a ball is bowled every 40 s, and every reader's refresh in
 * those seconds is one backend call.
 */

const text = z.string().max(200);
const metaValue = z.object({ value: text }).optional();

/** `type=plist&msid=2160010&metaInfo=true`: only the metainfo is read. */
const listAnswer = z.object({
  searchResult: z
    .array(z.object({ metainfo: z.object({ SpecialID: metaValue, SHORTURL: metaValue }).optional() }))
    .min(1),
});

const teamId = z.string().regex(/^\d{1,10}$/);
const figure = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number);

/** The data file (spec §3 "Cricket match"): Matchdetail (Series.Name, Result), Teams, Innings. */
const matchAnswer = z.object({
  Matchdetail: z.object({ Series: z.object({ Name: text }), Result: text.default('') }),
  Teams: z.record(teamId, z.object({ Name_Full: text, Name_Short: z.string().min(1).max(8) })),
  Innings: z
    .array(
      z.object({
        Number: figure,
        Battingteam: teamId,
        Bowlingteam: teamId,
        Total: figure,
        Wickets: figure.pipe(z.number().max(10)),
        Overs: z.string().regex(/^\d{1,2}\.[0-5]$/),
        AllottedOvers: z.string().optional(),
      }),
    )
    .max(4),
});

export interface IplListEntry {
  matchId: string | null;
  /** The list's SHORTURL: where the widget's heading leads (a site path), or null. */
  href: string | null;
}

export class CricketClient {
  readonly #forward: Forward;
  readonly #cache: LoadingCache<{ entry: IplListEntry; score: IplScore | null }>;

  constructor(options: { forward: Forward; cacheSeconds: number; now?: () => number }) {
    this.#forward = options.forward;
    this.#cache = new LoadingCache({
      max: 4,
      ttlMs: options.cacheSeconds * 1000,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /**
   * The match the IPL list names now and its score (null: no match id, or the feed does not know
   * the match, 404). A failure otherwise (a non-200, a malformed answer) is ContentUnavailable,
   * logged by the caller (spec §8).
   */
  async ipl(): Promise<IplRefresh & { href: string | null }> {
    const { entry, score } = await this.#cache.getOrLoad('ipl', async () => {
      const entry = await this.#listEntry();
      return { entry, score: entry.matchId ? await this.#match(entry.matchId) : null };
    });
    return { matchId: entry.matchId, score, href: entry.href };
  }

  async #listEntry(): Promise<IplListEntry> {
    const search = `?${new URLSearchParams({ type: 'plist', msid: IPL_LIST_ID, metaInfo: 'true', top: '1', platform: 'web' })}`;
    const response = await this.#forward('GET', '/request', search);
    if (!response.ok)
      throw new ContentUnavailable(`content backend answered ${response.status} for the IPL list`);
    const parsed = listAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ContentUnavailable('unexpected answer for the IPL list');
    const meta = parsed.data.searchResult[0]?.metainfo;
    const id = meta?.SpecialID?.value.trim() ?? '';
    const href = meta?.SHORTURL?.value ?? '';
    return {
      matchId: /^\d{1,10}$/.test(id) ? id : null,
      href: /^\/(?!\/)[\w\-/.]{0,200}$/.test(href) ? href : null,
    };
  }

  async #match(matchId: string): Promise<IplScore | null> {
    const response = await this.#forward('GET', `/cricket/${matchId}.json`, '');
    if (response.status === 404) return null;
    if (response.status !== 200)
      throw new ContentUnavailable(`content backend answered ${response.status} for match ${matchId}`);
    const parsed = matchAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ContentUnavailable(`unexpected answer for match ${matchId}`);
    const { Matchdetail, Teams, Innings } = parsed.data;
    const team = (id: string) => {
      const found = Teams[id];
      return found ? { short: found.Name_Short, name: found.Name_Full } : null;
    };
    const innings = Innings.flatMap((each) => {
      const batting = team(each.Battingteam);
      const bowling = team(each.Bowlingteam);
      if (!batting || !bowling) return [];
      return [
        {
          number: each.Number,
          batting,
          bowling,
          runs: each.Total,
          wickets: each.Wickets,
          overs: each.Overs,
          allottedOvers: allottedOvers(each.AllottedOvers),
        },
      ];
    });
    return { matchId, series: Matchdetail.Series.Name, result: Matchdetail.Result, innings };
  }
}
