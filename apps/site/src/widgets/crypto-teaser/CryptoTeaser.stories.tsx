import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../../styles/market-home.css';
import { cryptoTeaserContract } from './contract.ts';
import { cryptoTeaser } from './cryptoTeaser.tsx';

// AB-20 the crypto teaser as a story shows it after the crypto table (680 px, the site's CSS).
// Static: no script, so one state.

const meta = {
  title: 'Site/CryptoTeaser',
  component: cryptoTeaser.View,
  decorators: [(Story) => <div style={{ width: 680 }}>{Story()}</div>],
  args: {
    props: cryptoTeaserContract.props.parse({}),
    data: 'Bitcoin’s supply is capped at 21 million coins; about 19.8 million have been mined so far.',
  },
} satisfies Meta<typeof cryptoTeaser.View>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's fact under its heading, as a note. */
export const Fact: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Did you know?');
  },
};
