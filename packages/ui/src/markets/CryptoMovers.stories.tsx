import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { VisibilitySource } from '../carousel/visibility.ts';
import { CryptoMovers } from './CryptoMovers.tsx';

// AB-12 crypto prices and dashboard: Top Gainers first; Top Losers by its tab; both lists in the HTML.

const outOfView: VisibilitySource = (_, report) => {
  report(false);
  return () => {};
};

const ANSWER = {
  gainers: [
    { name: 'Bitcoin', change: 2.1 },
    { name: 'Solana', change: 1.4 },
  ],
  losers: [
    { name: 'Dogecoin', change: -3.2 },
    { name: 'Cardano', change: -0.8 },
  ],
};

function Demo() {
  return (
    <div style={{ width: 320, fontFamily: 'system-ui' }}>
      <CryptoMovers
        aria-label="Crypto prices"
        answer={ANSWER}
        hrefOf={(list) => `?crypto=${list}#crypto-prices`}
        fetchMovers={async () => ANSWER}
        visibilitySource={outOfView}
      >
        {(answer, list) => (
          <ul>
            {answer[list].map((coin) => (
              <li key={coin.name}>
                {coin.name} {coin.change > 0 ? '+' : '−'}
                {Math.abs(coin.change)}%
              </li>
            ))}
          </ul>
        )}
      </CryptoMovers>
    </div>
  );
}

const meta = { title: 'UI/Markets/CryptoMovers', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Top Gainers is the first tab and shows first; the losers' list is in the page, hidden. */
export const TopGainers: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Top Gainers' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Bitcoin +2.1%')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[role="tabpanel"]')).toHaveLength(2);
    await expect(canvas.getByText('Dogecoin −3.2%')).not.toBeVisible();
  },
};

/** The Top Losers tab shows the falling coins. */
export const TopLosers: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Top Losers' }));
    await waitFor(() => expect(canvas.getByText('Dogecoin −3.2%')).toBeVisible());
    await expect(canvas.getByText('Bitcoin +2.1%')).not.toBeVisible();
  },
};
