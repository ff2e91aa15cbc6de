import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../../styles/markets.css';
import '../../styles/market-home.css';
import { reportItem } from '../shared/markets/reportItem.stories-data.ts';
import { stockOfTheDayContract } from './contract.ts';
import { stockOfTheDay } from './stockOfTheDay.tsx';

// HM-04 stock of the day as the home page's column shows it (320 px, the site's CSS). Static.

const meta = {
  title: 'Site/StockOfTheDay',
  component: stockOfTheDay.View,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: {
    props: stockOfTheDayContract.props.parse({}),
    data: {
      date: '2026-11-19',
      marketstatus: 'OPEN',
      primeuser: 0,
      stock: {
        ...reportItem('13144', 'Kaveri', '39.85', 'Strong Buy'),
        absoluteChange: 38.15,
        percentChange: 2.03,
      },
    },
  },
} satisfies Meta<typeof stockOfTheDay.View>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day's pick: company to its page, price and change, expected returns, recommendation. */
export const Pick: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kaveri Ltd' })).toBeVisible();
    await expect(canvas.getByText('+39.85%')).toBeVisible();
    await expect(canvas.getByText('Strong Buy')).toBeVisible();
  },
};

/** A falling pick: the change in red with ▼. */
export const Falling: Story = {
  args: {
    data: {
      date: '2026-11-19',
      marketstatus: 'CLOSED',
      primeuser: 0,
      stock: {
        ...reportItem('13144', 'Kaveri', '12.40', 'Buy'),
        absoluteChange: -21.6,
        percentChange: -1.11,
      },
    },
  },
};
