import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { VisibilitySource } from '../carousel/visibility.ts';
import { MarketStrip, type MarketStripProps } from './MarketStrip.tsx';

// HM-04 market strip in each state of its machine: loading... (the page came without data),
// loaded late, failed (stays as it was), still out of view, rotating every 6000 ms in view (the
// real interval, only where it is the point), still under reduced motion with working buttons.
// The stories replace the IntersectionObserver with a fixed report.

const inView: VisibilitySource = (_, report) => {
  report(true);
  return () => {};
};
const outOfView: VisibilitySource = (_, report) => {
  report(false);
  return () => {};
};
const never = () => new Promise<never>(() => {});

interface Gainer {
  id: string;
  name: string;
  change: string;
}
const GAINERS: Gainer[] = [
  { id: '1', name: 'Kaveri Steel', change: '+4.12%' },
  { id: '2', name: 'Konark Bank', change: '+3.80%' },
  { id: '3', name: 'Indus Infotech', change: '+2.95%' },
];

function StripDemo(props: Omit<MarketStripProps<Gainer>, 'itemKey' | 'renderItem'>) {
  return (
    <div style={{ width: 320, fontFamily: 'system-ui' }}>
      <MarketStrip
        {...props}
        aria-label="Top gainers"
        prevLabel="Previous gainer"
        nextLabel="Next gainer"
        header={<h2 style={{ fontSize: 14, margin: 0 }}>Top gainers</h2>}
        itemKey={(item) => item.id}
        renderItem={(item) => (
          <a href={`#${item.id}`} style={{ display: 'flex', justifyContent: 'space-between', padding: 4 }}>
            <span>{item.name}</span>
            <span>{item.change}</span>
          </a>
        )}
      />
    </div>
  );
}

const meta = {
  title: 'UI/MarketStrip',
  component: StripDemo,
  args: { items: GAINERS, visibilitySource: outOfView, reducedMotion: false, onLoadFailure: fn() },
} satisfies Meta<typeof StripDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (el: HTMLElement) => el.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
const active = (el: HTMLElement) => el.querySelector('[aria-roledescription="slide"][data-state="active"]');

/** Out of view: the first item, the others inert, still however long. */
export const Still: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Top gainers' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'still');
    await expect(active(canvasElement)).toHaveTextContent('Kaveri Steel');
    await expect(canvasElement.querySelectorAll('[inert]')).toHaveLength(2);
    await expect(canvas.getByText('1 / 3')).toBeVisible();
  },
};

/** In view: the next gainer comes by itself after 6000 ms. */
export const Rotating: Story = {
  args: { visibilitySource: inView },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'playing'));
    await waitFor(() => expect(active(canvasElement)).toHaveTextContent('Konark Bank'), { timeout: 8_000 });
  },
};

/** Reduced motion: in view yet still; the buttons step through the items, wrapping, without a slide. */
export const ReducedMotion: Story = {
  args: { visibilitySource: inView, reducedMotion: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'still');
    const track = canvasElement.querySelector<HTMLElement>('[data-market-strip-track]')!;
    await expect(track.style.transition).toBe('none');
    canvas.getByRole('button', { name: 'Previous gainer' }).click();
    await waitFor(() => expect(active(canvasElement)).toHaveTextContent('Indus Infotech'));
    canvas.getByRole('button', { name: 'Next gainer' }).click();
    await waitFor(() => expect(active(canvasElement)).toHaveTextContent('Kaveri Steel'));
  },
};

/** The page came without the data and it has not arrived: the spec's `loading...`. */
export const Loading: Story = {
  args: { items: null, loadItems: fn(never) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(canvas.getByRole('status')).toHaveTextContent('loading...');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.loadItems).toHaveBeenCalledOnce();
  },
};

/** The data arrives after the page: the items replace `loading...`. */
export const LoadedLate: Story = {
  args: { items: null, loadItems: fn(async () => GAINERS) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'still'));
    await expect(canvas.queryByText('loading...')).toBeNull();
    await expect(active(canvasElement)).toHaveTextContent('Kaveri Steel');
  },
};

/** The data never comes: the strip stays as it was, and the failure is reported (logged). */
export const Failed: Story = {
  args: {
    items: null,
    loadItems: fn(async () => {
      throw new Error('502');
    }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'failed'));
    await expect(canvas.getByRole('status')).toHaveTextContent('loading...');
    await expect(args.onLoadFailure).toHaveBeenCalledWith('502');
  },
};
