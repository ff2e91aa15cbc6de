import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { VisibilitySource } from '../carousel/visibility.ts';
import { type DemoAnswer, demoAnswer } from './fixtures.stories-data.ts';
import { MarketDashboard } from './MarketDashboard.tsx';

// AB-12 market dashboard: NSE gainers as the server renders them; Weekly labels when the answer's
// duration is not 1d; a toggle fetching new numbers (loading, then shown); a failed fetch in words.

const outOfView: VisibilitySource = (_, report) => {
  report(false);
  return () => {};
};

type Fetch = (view: string, signal: AbortSignal) => Promise<{ answer: unknown; open: boolean }>;
const slowly: Fetch = (view) =>
  new Promise((resolve) => setTimeout(() => resolve({ answer: demoAnswer(view), open: true }), 300));
const failing: Fetch = () => Promise.reject(new Error('502'));
const never: Fetch = () => new Promise(() => {});

function Demo({ fetchView = slowly, duration = '1d' }: { fetchView?: Fetch; duration?: '1d' | '1w' }) {
  return (
    <div style={{ width: 320, fontFamily: 'system-ui' }}>
      <MarketDashboard<DemoAnswer, 'nse' | 'bse', 'gainers' | 'losers'>
        aria-label="Market dashboard"
        exchanges={[
          { value: 'nse', label: 'NSE' },
          { value: 'bse', label: 'BSE' },
        ]}
        lists={[
          { value: 'gainers', label: 'Gainers' },
          { value: 'losers', label: 'Losers' },
        ]}
        exchange="nse"
        list="gainers"
        hrefOf={(exchange, list) => `?dashboard=${exchange}-${list}#market-dashboard`}
        answer={demoAnswer('nse:gainers', duration)}
        open
        fetchView={fetchView}
        visibilitySource={outOfView}
        tabLabel={(choice, answer) => (answer.duration === '1d' ? choice.label : `Weekly ${choice.label}`)}
      >
        {(answer) => (
          <table>
            <tbody>
              {answer.rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td>{row.price.toFixed(2)}</td>
                  <td>
                    {row.change > 0 ? `+${row.change.toFixed(2)}%` : `−${Math.abs(row.change).toFixed(2)}%`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </MarketDashboard>
    </div>
  );
}

const meta = { title: 'UI/Markets/MarketDashboard', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const root = (el: HTMLElement) => el.querySelector<HTMLElement>('section')!;

/** As the server renders it: NSE pressed, Gainers selected, four rows, idle. */
export const NseGainers: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('button', { name: 'NSE' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('tab', { name: 'Gainers' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

/** The answer's duration is a week: the tabs say Weekly Gainers / Weekly Losers. */
export const Weekly: Story = {
  args: { duration: '1w' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Weekly Gainers' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Weekly Losers' })).toBeVisible();
  },
};

/** BSE pressed while its numbers are on the way: the old rows stay, busy. */
export const Loading: Story = {
  args: { fetchView: never },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'BSE' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

/** BSE, then Losers: each fetches its own numbers and shows them. */
export const BseLosersFetched: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'BSE' }));
    await waitFor(() => expect(canvas.getByText('Kaveri Steel (BSE)')).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: 'Losers' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-list', 'losers'));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'idle'));
    await expect(canvas.getAllByText(/^−/)).toHaveLength(4);
  },
};

/** The fetch failed: a message in words beside the tabs, the old rows kept, a retry. */
export const Failed: Story = {
  args: { fetchView: failing },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'BSE' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'failed'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be updated');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};
