import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { GoldCities } from '../../content/markets/schemas.ts';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../../styles/markets.css';
import '../../styles/market-home.css';
import { goldTableContract } from './contract.ts';
import { goldTable } from './goldTable.tsx';

// AB-20 the gold table as a story shows it at break 8 (680 px and 328 px, the site's CSS).
// Static: no script, so one state.

const city = (name: string, gram24: number) => {
  const gram22 = Math.round((gram24 * 22) / 24);
  const seoName = `gold-rate-in-${name.toLowerCase()}`;
  return {
    goldCityName: name,
    seoName,
    url: `/markets/${seoName}`,
    spot22cPrice: gram22,
    spot22c8gPrice: gram22 * 8,
    spot24cPrice: gram24,
    spot24c8gPrice: gram24 * 8,
  };
};
const cities: GoldCities = {
  date: '2026-11-19',
  data: [city('Mumbai', 13749), city('Delhi', 13675), city('Chennai', 13719), city('Kolkata', 13762)],
};

const meta = {
  title: 'Site/GoldTable',
  component: goldTable.View,
  decorators: [(Story) => <div style={{ width: 680 }}>{Story()}</div>],
  args: { props: goldTableContract.props.parse({}), data: cities },
} satisfies Meta<typeof goldTable.View>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four cities, 22 and 24 carat at 1 g and 8 g, each city to its page. */
export const FourCities: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Mumbai' })).toHaveAttribute(
      'href',
      '/markets/gold-rate-in-mumbai',
    );
    await expect(canvas.getByText('₹1,09,992')).toBeVisible();
  },
};

/** At a phone's width the table keeps its figures on one line and scrolls in its box. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
};
