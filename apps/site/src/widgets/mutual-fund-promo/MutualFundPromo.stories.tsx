import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Fund } from '../../content/markets/schemas.ts';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../../styles/markets.css';
import '../../styles/market-home.css';
import { mutualFundPromoContract } from './contract.ts';
import { mutualFundPromo } from './mutualFundPromo.tsx';

// AB-20 the best mutual-fund promo as a story shows it at break 6 (680 px, the site's CSS).
// Static: no script, so one state.

const fund = (id: string, shortName: string, r1Year: number): Fund => {
  const seoName = shortName.toLowerCase().replaceAll(' ', '-');
  return {
    schemeId: id,
    seoName,
    shortName,
    schemeName: `${shortName} Direct-Growth`,
    category: 'Flexi Cap',
    r1Year,
    r3Year: 14.2,
    nav: 120.5,
    url: `/${seoName}/mffactsheet/schemeid-${id}.cms`,
  };
};

const meta = {
  title: 'Site/MutualFundPromo',
  component: mutualFundPromo.View,
  decorators: [(Story) => <div style={{ width: 680 }}>{Story()}</div>],
  args: {
    props: mutualFundPromoContract.props.parse({}),
    data: [
      fund('1', 'Suvarna Flexi Cap Fund', 19.98),
      fund('2', 'Uday Flexi Cap Fund', 19.96),
      fund('3', 'Harbourline Flexi Cap Fund', 17.4),
      fund('4', 'Vindhya Flexi Cap Fund', 16.05),
    ],
  },
} satisfies Meta<typeof mutualFundPromo.View>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category's best four by one-year return, each to its factsheet. */
export const BestFour: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Suvarna Flexi Cap Fund' })).toHaveAttribute(
      'href',
      '/suvarna-flexi-cap-fund/mffactsheet/schemeid-1.cms',
    );
    await expect(canvas.getByText('19.98%', { exact: false })).toBeVisible();
  },
};
