/**
 * HM-07 the IPL score widget's rules, shared by the site's server (whether the widget shows, so
 * top news knows: `iplActive`) and the browser's refresh machine (spec §4, §7, §9).
 */

/** The widget asks for the score this often while a match id is known (spec §9). */
export const IPL_REFRESH_MS = 30_000;

/** An innings' allotted overs when the feed gives none (or nonsense): a T20's (spec §9). */
export const DEFAULT_ALLOTTED_OVERS = 20;

/** The IPL list whose metainfo names the match (spec §7 "Match id"). */
export const IPL_LIST_ID = '2160010';

export interface IplInnings {
  number: number;
  /** The batting side's short name (`MUM`) and full name. */
  batting: { short: string; name: string };
  bowling: { short: string; name: string };
  runs: number;
  wickets: number;
  /** As the feed writes it: complete overs, a point, balls of the next (`12.3`). */
  overs: string;
  allottedOvers: number;
}

export interface IplScore {
  matchId: string;
  series: string;
  /** The result once the match is over; '' while it is on. */
  result: string;
  innings: IplInnings[];
}

/** What the site answers the browser's refresh: the match the list names now, and its score. */
export interface IplRefresh {
  /** null: the list names no match any more (the widget stops asking). */
  matchId: string | null;
  score: IplScore | null;
}

/** HM-07: the widget shows only with innings (spec §4). */
export function iplShown(score: IplScore | null | undefined): score is IplScore {
  return score != null && score.innings.length > 0;
}

/** The allotted overs of a feed's text: a whole number 1–50, else the default 20. */
export function allottedOvers(text: unknown): number {
  const value = typeof text === 'string' && /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
  return value >= 1 && value <= 50 ? value : DEFAULT_ALLOTTED_OVERS;
}
