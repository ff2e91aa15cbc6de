import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import { Grandmasters, type GrandmastersProps } from './Grandmasters.tsx';

// AB-18 grandmasters: series in the morning, leaders in the afternoon (the reader's clock), steps
// with previous and next disabled at the ends, and the click rule: a reader with a ticket posts
// the provider form, one without goes to the Grandmasters page.

const SERIES = [
  'Leading Through Uncertainty',
  'Building India’s Next Unicorns',
  'The Art of Capital Allocation',
  'Brands That Last',
];
const LEADERS = ['Anil Deshpande', 'Kavita Menon', 'Rohan Kapoor', 'Farah Siddiqui', 'Vikram Iyer'];

const card = (name: string, index: number, kind: string) => ({
  key: `${kind}-${index}`,
  href: `/etgrandmasters/${3001 + index}`,
  ru: `/etgrandmasters/${3001 + index}`,
  content: (
    <span style={{ display: 'block', height: 150, background: '#e5e0d5', padding: 8 }}>
      <strong>{name}</strong>
    </span>
  ),
});

function GrandmastersDemo(props: Partial<GrandmastersProps>) {
  return (
    <div style={{ width: 440, fontFamily: 'system-ui' }}>
      <Grandmasters
        series={SERIES.map((name, i) => card(name, i, 'series'))}
        leaders={LEADERS.map((name, i) => card(name, i, 'leader'))}
        hour={10}
        loadTicket={async () => null}
        provider={{ action: '/p/r', clientId: 'ledger-web', siteAppCode: 'economic-ledger' }}
        heading={(cards) => (
          <h2 style={{ fontSize: 16 }}>{cards === 'series' ? 'Grandmasters' : 'Meet the Grandmasters'}</h2>
        )}
        {...props}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Grandmasters',
  component: GrandmastersDemo,
  args: { localHour: () => 9, navigate: fn(), reducedMotion: true },
} satisfies Meta<typeof GrandmastersDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (el: HTMLElement) => el.querySelector('section')!;

/** Before noon: the series; previous disabled at the start. */
export const SeriesInTheMorning: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'series'));
    await expect(canvas.getByRole('region', { name: 'Grandmasters series' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: SERIES[0] })).toHaveAttribute(
      'href',
      '/etgrandmasters/3001',
    );
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'false');
  },
};

/** From noon: the leaders, whatever hour the page was made for. */
export const LeadersInTheAfternoon: Story = {
  args: { localHour: () => 15 },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'leaders'));
    await expect(canvas.getByRole('link', { name: LEADERS[0] })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: SERIES[0] })).toBeNull();
  },
};

/** Next steps to the last position, where next is disabled. */
export const SteppedToTheEnd: Story = {
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    for (let guard = 0; guard < 6 && next.getAttribute('aria-disabled') === 'false'; guard += 1) {
      await next.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'false');
  },
};

/** Without a ticket (not signed in): a click opens the card's Grandmasters page. */
export const ClickWithoutTicket: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: SERIES[1] }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/etgrandmasters/3002'));
  },
};

/** With a ticket and token: a click posts the provider's form with them. */
export const ClickWithTicket: Story = {
  args: { loadTicket: async () => ({ ticketId: 'T'.repeat(32), tokenId: 'K'.repeat(43) }) },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const submit = spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    try {
      await userEvent.click(canvas.getByRole('link', { name: SERIES[2] }));
      await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
      const form = canvasElement.querySelector('form')!;
      await expect(form).toHaveAttribute('action', '/p/r');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(Object.fromEntries(new FormData(form))).toEqual({
        'token-id': 'K'.repeat(43),
        'ticket-id': 'T'.repeat(32),
        ru: '/etgrandmasters/3003',
        'client-id': 'ledger-web',
        'site-app-code': 'economic-ledger',
      });
      await expect(args.navigate).not.toHaveBeenCalled();
    } finally {
      submit.mockRestore();
    }
  },
};
