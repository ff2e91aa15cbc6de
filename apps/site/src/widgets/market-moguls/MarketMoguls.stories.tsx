import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { MarketMogul } from '../../content/markets/schemas.ts';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../../styles/market-home.css';
import { marketMogulsContract } from './contract.ts';
import { marketMoguls } from './marketMoguls.tsx';

// HM-04 market moguls as the home page shows them (680 px, the site's CSS). Static.

const mogul = (msid: string, expert: string, organization: string): MarketMogul => ({
  msid,
  title: `Market outlook: ${expert} of ${organization} bets on autos and private banks`,
  url: `/markets/stocks/news/market-outlook/articleshow/${msid}.cms`,
  img: '',
  synopsis:
    'Earnings upgrades have been concentrated in a few sectors; the rest of the market is priced for perfection.',
  date: '2026-11-12T23:20:00+05:30',
  authors: [{ title: expert, img: '', url: null, designation: 'Head of Research', organization }],
});

const meta = {
  title: 'Site/MarketMoguls',
  component: marketMoguls.View,
  decorators: [(Story) => <div style={{ width: 680 }}>{Story()}</div>],
  args: {
    props: marketMogulsContract.props.parse({}),
    data: [
      mogul('1', 'Vikram Iyer', 'Coromandel Securities'),
      mogul('2', 'Priya Nair', 'Harbourline Capital'),
      mogul('3', 'Arjun Mehta', 'Vindhya Advisors'),
      mogul('4', 'Sana Qureshi', 'Deccan Wealth'),
    ],
  },
} satisfies Meta<typeof marketMoguls.View>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four experts' stories, each with the expert's name, designation and firm. */
export const FourExperts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Market Moguls' })).toHaveAttribute(
      'href',
      '/markets/market-moguls',
    );
    await expect(canvas.getByText('Head of Research, Coromandel Securities')).toBeVisible();
  },
};
