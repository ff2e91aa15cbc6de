import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import '../styles/tokens.css';
import '../styles/paywall-modes.css';
import type { BenefitGroup } from '../content/schemas.ts';
import { PaywallBenefits } from './PaywallBenefits.tsx';

// AB-09: the benefits section under the blocker; `index` is the rotation's position.

const story = (msid: string, title: string) => ({
  msid,
  url: `/markets/news/story-${msid}/articleshow/${msid}.cms`,
  img: '',
  title,
});

const groups: BenefitGroup[] = [
  {
    id: 'read',
    title: 'Read what moves markets',
    benefits: [
      {
        title: 'Exclusive stories',
        text: 'Investigations and analysis by the Prime newsroom, found nowhere else.',
        image: '',
        stories: [
          story('501', 'How the bond market priced the rate cut'),
          story('502', 'Inside the chip subsidy race'),
        ],
      },
      {
        title: 'Investment ideas',
        text: 'Stock ideas and sector calls with the reasoning behind them, every week.',
        image: '',
        stories: [
          story('503', 'Three banks the market has misread'),
          story('504', 'Why small caps still look dear'),
        ],
      },
    ],
  },
];

const meta = {
  title: 'Site/PaywallBenefits',
  component: PaywallBenefits,
  args: { title: 'What you get with Prime', groups, index: 0 },
} satisfies Meta<typeof PaywallBenefits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStories: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Exclusive stories' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'How the bond market priced the rate cut' })).toBeVisible();
  },
};

/** One rotation on: each benefit shows its next story, in the same height. */
export const NextStories: Story = {
  args: { index: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Inside the chip subsidy race' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Why small caps still look dear' })).toBeVisible();
  },
};

/** The story the reader is on is never offered again. */
export const WithoutTheCurrentStory: Story = {
  args: { exceptMsid: '501', index: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'How the bond market priced the rate cut' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Inside the chip subsidy race' })).toBeVisible();
  },
};
