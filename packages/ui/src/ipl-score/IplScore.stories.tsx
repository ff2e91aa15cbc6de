import type { IplScore } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IplScoreBoard } from './IplScore.tsx';

// HM-07 the IPL score in each state of a match: the first innings on (the other side's line kept
// for it), the chase, and the result. The refresh (every 30 s) is the machine's, tested on a
// simulated clock (iplScore.machine.test.ts) and end to end on Playwright's clock.

const mum = { short: 'MUM', name: 'Mumbai Mariners' };
const che = { short: 'CHE', name: 'Chennai Chargers' };
const firstInnings = {
  number: 1,
  batting: mum,
  bowling: che,
  runs: 112,
  wickets: 3,
  overs: '13.4',
  allottedOvers: 20,
};
const base: IplScore = {
  matchId: '58231',
  series: 'Indian Premier League 2026',
  result: '',
  innings: [firstInnings],
};

const meta = {
  title: 'UI/IplScore',
  component: IplScoreBoard,
  args: { score: base, title: 'IPL live score', href: '/news/sports/ipl' },
} satisfies Meta<typeof IplScoreBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const lines = (canvas: HTMLElement) =>
  [...canvas.querySelectorAll('[data-innings]')].map((li) => li.textContent);

/** The first innings on: runs/wickets, overs of 20, Live; the side to bat holds its line. */
export const FirstInnings: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ipl-score]')).toHaveAttribute('data-state', 'live');
    await expect(lines(canvasElement)).toEqual(['MUM 112/3 (13.4/20 ov)', 'CHE Yet to bat']);
    await expect(canvasElement.querySelector('abbr')).toHaveAttribute('title', 'Mumbai Mariners');
  },
};

/** The chase: both innings. */
export const Chase: Story = {
  args: {
    score: {
      ...base,
      innings: [
        { ...firstInnings, runs: 176, wickets: 6, overs: '20.0' },
        { number: 2, batting: che, bowling: mum, runs: 58, wickets: 1, overs: '6.3', allottedOvers: 20 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual(['MUM 176/6 (20.0/20 ov)', 'CHE 58/1 (6.3/20 ov)']);
  },
};

/** Over: the result instead of Live. */
export const Result: Story = {
  args: {
    score: {
      ...base,
      result: 'Chennai Chargers won by 4 wickets',
      innings: [
        { ...firstInnings, runs: 176, wickets: 6, overs: '20.0' },
        { number: 2, batting: che, bowling: mum, runs: 177, wickets: 6, overs: '19.2', allottedOvers: 20 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ipl-score]')).toHaveAttribute('data-state', 'result');
    await expect(canvasElement).toHaveTextContent('Chennai Chargers won by 4 wickets');
  },
};
