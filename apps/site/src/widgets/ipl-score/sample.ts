import type { IplInnings, IplScore } from '@newsroom/rules/ipl';
import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { IplScoreData } from './IplScoreView.tsx';

const mumbai = { short: 'MUM', name: 'Mumbai Mariners' };
const chennai = { short: 'CHE', name: 'Chennai Chargers' };

const firstInnings: IplInnings = {
  number: 1,
  batting: mumbai,
  bowling: chennai,
  runs: 112,
  wickets: 3,
  overs: '13.4',
  allottedOvers: 20,
};

/** The first innings on, the other side's line kept for it. */
export const firstInningsScore: IplScore = {
  matchId: '58231',
  series: 'Indian Premier League 2026, match 41',
  result: '',
  innings: [firstInnings],
};

/** The chase, both innings. */
export const chaseScore: IplScore = {
  ...firstInningsScore,
  innings: [
    { ...firstInnings, runs: 176, wickets: 6, overs: '20.0' },
    { number: 2, batting: chennai, bowling: mumbai, runs: 58, wickets: 1, overs: '6.3', allottedOvers: 20 },
  ],
};

/** Over: the result instead of Live. */
export const resultScore: IplScore = {
  ...firstInningsScore,
  result: 'Chennai Chargers won by 4 wickets',
  innings: [
    { ...firstInnings, runs: 176, wickets: 6, overs: '20.0' },
    { number: 2, batting: chennai, bowling: mumbai, runs: 177, wickets: 6, overs: '19.2', allottedOvers: 20 },
  ],
};

/** HM-07: the home page's IPL score during the first innings. */
export const samples = {
  'ipl-score': {
    props: {},
    data: { matchId: '58231', score: firstInningsScore, href: '/news/sports/ipl' } satisfies IplScoreData,
    region: 'main',
  },
} satisfies WidgetSamples;
