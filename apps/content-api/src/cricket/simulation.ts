import { createRandom } from '../random.ts';

/**
 * HM-07 the demo's cricket feed: a T20 match simulated ball by ball. The state at any moment is a
 * pure function of the match (teams, overs, its start) and the clock: one delivery every `ballMs`
 * from the start, each ball's outcome drawn from a generator seeded by the match and the ball,
 * so every instance answers the same and nothing is stored. Answered in the feed's shape
 * (spec §3 "Cricket match": Matchdetail, Teams, Innings).
 */

export interface Team {
  id: string;
  name: string;
  short: string;
}

export interface SimulatedMatch {
  id: string;
  series: string;
  /** Batting first, then second. */
  teams: readonly [Team, Team];
  /** Overs an innings may last (20 unless shortened). */
  allottedOvers: number;
  /** Epoch ms of the first ball. */
  startMs: number;
  /** Epoch ms between deliveries. */
  ballMs: number;
}

/** The wait between the innings, in deliveries' time (10 minutes at the default 40 s a ball). */
export const INNINGS_BREAK_BALLS = 15;

/** A delivery's outcome: runs off the bat, or a wicket. Weights of a T20 innings (about 8 an over). */
const OUTCOMES: readonly { runs: number; wicket: boolean; weight: number }[] = [
  { runs: 0, wicket: false, weight: 33 },
  { runs: 1, wicket: false, weight: 34 },
  { runs: 2, wicket: false, weight: 9 },
  { runs: 3, wicket: false, weight: 1 },
  { runs: 4, wicket: false, weight: 12 },
  { runs: 6, wicket: false, weight: 6 },
  { runs: 0, wicket: true, weight: 5 },
];
const TOTAL_WEIGHT = OUTCOMES.reduce((sum, outcome) => sum + outcome.weight, 0);

/** A delivery's outcome, the same for the same match (id and start), innings and ball. */
function delivery(match: SimulatedMatch, innings: number, ball: number) {
  let draw = createRandom(`${match.id}:${match.startMs}:${innings}:${ball}`).next() * TOTAL_WEIGHT;
  for (const outcome of OUTCOMES) {
    draw -= outcome.weight;
    if (draw < 0) return outcome;
  }
  return OUTCOMES[0]!;
}

export interface InningsState {
  number: 1 | 2;
  batting: Team;
  bowling: Team;
  runs: number;
  wickets: number;
  /** Legal balls bowled. */
  balls: number;
  /** All out, overs done, or (second innings) the target passed. */
  closed: boolean;
}

export interface MatchState {
  innings: InningsState[];
  /** The result once the match is over; '' while it is on (or before it). */
  result: string;
}

/** Plays an innings up to `available` deliveries; stops early when it closes. */
function playInnings(
  match: SimulatedMatch,
  number: 1 | 2,
  available: number,
  target: number | null,
): { state: InningsState; used: number } {
  const [first, second] = match.teams;
  const state: InningsState = {
    number,
    batting: number === 1 ? first : second,
    bowling: number === 1 ? second : first,
    runs: 0,
    wickets: 0,
    balls: 0,
    closed: false,
  };
  const limit = match.allottedOvers * 6;
  while (state.balls < available && !state.closed) {
    const outcome = delivery(match, number, state.balls);
    state.balls += 1;
    state.runs += outcome.runs;
    if (outcome.wicket) state.wickets += 1;
    state.closed = state.wickets >= 10 || state.balls >= limit || (target !== null && state.runs >= target);
  }
  return { state, used: state.balls };
}

/** The match at `nowMs`: no innings before the first ball; the result once it is over. */
export function matchStateAt(match: SimulatedMatch, nowMs: number): MatchState {
  if (!Number.isFinite(nowMs) || nowMs < match.startMs) return { innings: [], result: '' };
  const bowled = Math.floor((nowMs - match.startMs) / match.ballMs) + 1;
  const first = playInnings(match, 1, bowled, null);
  if (!first.state.closed) return { innings: [first.state], result: '' };
  const secondStart = first.used + INNINGS_BREAK_BALLS;
  if (bowled <= secondStart) return { innings: [first.state], result: '' };
  const target = first.state.runs + 1;
  const second = playInnings(match, 2, bowled - secondStart, target);
  const innings = [first.state, second.state];
  if (!second.state.closed) return { innings, result: '' };
  return { innings, result: resultOf(first.state, second.state) };
}

function resultOf(first: InningsState, second: InningsState): string {
  if (second.runs > first.runs) {
    const left = 10 - second.wickets;
    return `${second.batting.name} won by ${left} wicket${left === 1 ? '' : 's'}`;
  }
  if (second.runs === first.runs) return 'Match tied';
  const margin = first.runs - second.runs;
  return `${first.batting.name} won by ${margin} run${margin === 1 ? '' : 's'}`;
}

/** Overs as the feed writes them: complete overs, a point, balls of the next (`12.3`). */
export const oversText = (balls: number) => `${Math.floor(balls / 6)}.${balls % 6}`;

/** The feed's document for the match at `nowMs` (spec §3: Matchdetail, Teams, Innings). */
export function matchFeed(match: SimulatedMatch, nowMs: number) {
  const state = matchStateAt(match, nowMs);
  const status = state.result ? 'Match Ended' : state.innings.length > 0 ? 'Live' : 'Upcoming';
  return {
    Matchdetail: {
      Match: { Id: match.id, StartTime: new Date(match.startMs).toISOString() },
      Series: { Name: match.series },
      Status: status,
      Result: state.result,
    },
    Teams: Object.fromEntries(
      match.teams.map((team) => [team.id, { Name_Full: team.name, Name_Short: team.short }]),
    ),
    Innings: state.innings.map((innings) => ({
      Number: String(innings.number),
      Battingteam: innings.batting.id,
      Bowlingteam: innings.bowling.id,
      Total: String(innings.runs),
      Wickets: String(innings.wickets),
      Overs: oversText(innings.balls),
      AllottedOvers: String(match.allottedOvers),
    })),
  };
}
