import type { FontSize } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import FontSizeIsland from './font-size.island.tsx';

// DV-02 AR-10 the text-size button as the island draws it (the site's toolbar button and CSS):
// closed (the server's "Aa"), and open in each state of its machine (small, medium, large), with
// a change applied and kept. Reading, applying and keeping the size are the story's spies, so the
// story's page and storage are never touched.

const effects = (stored: string | null) => ({
  readStored: fn(() => stored),
  apply: fn((_size: FontSize) => {}),
  persist: fn((_size: FontSize) => {}),
});

const meta = {
  title: 'Site/Widget states/Byline tools/Font size',
  component: FontSizeIsland,
  globals: { viewport: { value: 'phone' } },
  args: { effects: effects(null) },
} satisfies Meta<typeof FontSizeIsland>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const toggle = (canvas: Canvas) => canvas.getByRole('button', { name: 'Text size' });
const sizes = (canvas: Canvas) => canvas.getByRole('radiogroup', { name: 'Text size' });

/** As served: the "Aa" button, closed. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** Opened with nothing chosen before: medium. */
export const OpenMedium: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(toggle(canvas));
    await waitFor(() => expect(sizes(canvas)).toHaveAttribute('data-state', 'medium'));
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked();
  },
};

/** The reader chose small on an earlier page: restored as small. */
export const OpenSmall: Story = {
  args: { effects: effects('small') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(toggle(canvas));
    await waitFor(() => expect(sizes(canvas)).toHaveAttribute('data-state', 'small'));
    await expect(canvas.getByRole('radio', { name: 'Small' })).toBeChecked();
  },
};

/** The reader picks large: applied to the story and kept for the next page. */
export const ChoseLarge: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(toggle(canvas));
    await userEvent.click(canvas.getByRole('radio', { name: 'Large' }));
    await waitFor(() => expect(sizes(canvas)).toHaveAttribute('data-state', 'large'));
    await expect(args.effects?.apply).toHaveBeenLastCalledWith('large');
    await expect(args.effects?.persist).toHaveBeenLastCalledWith('large');
  },
};
