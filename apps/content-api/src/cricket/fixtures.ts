import type { SimulatedMatch, Team } from './simulation.ts';

/**
 * HM-07 the demo's fixtures: the IPL list (section 2160010) names match 58231 (its SpecialID),
 * played every evening: the first ball at the daily start (19:30 India time unless
 * IPL_DAILY_START says otherwise), a new pairing each day. The match of a day stays on the list
 * for MATCH_WINDOW_MS after its start (live, then its result); outside that window the feed has
 * no innings and the home page shows no score.
 */

const TEAMS: readonly Team[] = [
  { id: '1101', name: 'Mumbai Mariners', short: 'MUM' },
  { id: '1102', name: 'Chennai Chargers', short: 'CHE' },
  { id: '1103', name: 'Bengaluru Blazers', short: 'BLR' },
  { id: '1104', name: 'Kolkata Knights', short: 'KOL' },
  { id: '1105', name: 'Delhi Dynamos', short: 'DEL' },
  { id: '1106', name: 'Hyderabad Hawks', short: 'HYD' },
  { id: '1107', name: 'Punjab Pioneers', short: 'PUN' },
  { id: '1108', name: 'Rajasthan Royals XI', short: 'RAJ' },
];

export const DAILY_MATCH_ID = '58231';
export const SERIES_NAME = 'Indian Premier League 2026';
/** A T20 innings (spec §9: allotted overs default 20). */
export const DEFAULT_ALLOTTED_OVERS = 20;
/** How long a day's match stays on the list after its first ball. */
export const MATCH_WINDOW_MS = 6 * 3_600_000;

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export interface CricketSettings {
  /** Time between deliveries (IPL_BALL_SECONDS; 40 s, a T20's pace). */
  ballMs: number;
  /** Minutes after India midnight of the daily first ball (IPL_DAILY_START, `19:30`). */
  dailyStartMinutes: number;
}

export const defaultCricketSettings: CricketSettings = { ballMs: 40_000, dailyStartMinutes: 19 * 60 + 30 };

/** The day's match (the latest daily start at or before `nowMs`), or null for an unknown id. */
export function simulatedMatch(id: string, nowMs: number, settings: CricketSettings): SimulatedMatch | null {
  if (id !== DAILY_MATCH_ID || !Number.isFinite(nowMs)) return null;
  const startOffset = settings.dailyStartMinutes * 60_000 - IST_OFFSET_MS;
  const day = Math.floor((nowMs - startOffset) / DAY_MS);
  const startMs = day * DAY_MS + startOffset;
  // Eight teams, a different pairing each day: the away side is 1 to 7 places on, never the same.
  const ring = (n: number) => TEAMS[((n % 8) + 8) % 8]!;
  const home = ring(day);
  const away = ring(day + 1 + (((Math.floor(day / 8) % 7) + 7) % 7));
  return {
    id,
    series: SERIES_NAME,
    teams: [home, away],
    allottedOvers: DEFAULT_ALLOTTED_OVERS,
    // Past the day's window the match is gone from the list: a start in the future (no innings).
    startMs: nowMs - startMs < MATCH_WINDOW_MS ? startMs : startMs + DAY_MS,
    ballMs: settings.ballMs,
  };
}
