import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ScrollStrip } from './ScrollStrip.tsx';

// AB-12 upside radar: the first dot current; a dot pressed scrolls the strip there; scrolling the
// strip moves the dot.

const ITEMS = ['Growth at a discount', 'Dividend champions', 'Turnaround bets'].map((title, i) => ({
  key: String(i),
  label: title,
  content: (
    <div
      style={{ width: 240, height: 120, marginRight: 12, background: ['#d9c6a0', '#b9c9d6', '#c9d6b9'][i] }}
    >
      {title}
    </div>
  ),
}));

function Demo() {
  return (
    <div style={{ width: 300, fontFamily: 'system-ui' }}>
      <ScrollStrip aria-label="Upside radar" items={ITEMS} classNames={{ dots: 'dots', dot: 'dot' }} />
      <style>
        {'.dots{display:flex;gap:6px}.dot{width:24px;height:24px}.dot[aria-current]{background:#222}'}
      </style>
    </div>
  );
}

const meta = { title: 'UI/Markets/ScrollStrip', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const strip = (el: HTMLElement) => el.querySelector<HTMLElement>('[tabindex="0"]')!;

/** The first item at the start, its dot current. */
export const FirstDot: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Growth at a discount' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** A dot pressed: it is current, and the strip scrolls to its item. */
export const DotScrolls: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turnaround bets' }));
    await expect(canvas.getByRole('button', { name: 'Turnaround bets' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await waitFor(() => expect(strip(canvasElement).scrollLeft).toBeGreaterThan(200));
  },
};

/** The strip scrolled by the reader: the dot follows. */
export const ScrollMovesDot: Story = {
  play: async ({ canvas, canvasElement }) => {
    strip(canvasElement).scrollTo({ left: 252 });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Dividend champions' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
};
