import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../../styles/markets.css';
import '../../styles/market-home.css';
import { reportItem } from '../shared/markets/reportItem.stories-data.ts';
import { stockReportsPlusContract } from './contract.ts';
import { stockReportsPlus } from './stockReportsPlus.tsx';

// HM-04 Stock Reports Plus as the home page's column shows it (320 px, the site's CSS). Static.

const meta = {
  title: 'Site/StockReportsPlus',
  component: stockReportsPlus.View,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: {
    props: stockReportsPlusContract.props.parse({}),
    data: [
      reportItem('1', 'Kaveri', '73.90', 'Strong Buy'),
      reportItem('2', 'Mangal', '68.91', 'Buy'),
      reportItem('3', 'Saraswati', '', 'Buy'),
    ],
  },
} satisfies Meta<typeof stockReportsPlus.View>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three rows: expected returns and recommendation; a dash where a report has no figure. */
export const ThreeRows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByText('+73.90%')).toBeVisible();
    await expect(canvas.getByText('—')).toBeVisible();
  },
};
