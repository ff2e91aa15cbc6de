import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ExpandableList } from './ExpandableList.tsx';

// AB-12 most-searched stocks: 5 rows, Load more shows 10 more, then Load less back to 5; a list of
// five or fewer offers no button.

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ key: String(i), content: <span>Stock {i + 1}</span> }));

function Demo({ count = 15 }: { count?: number }) {
  return (
    <div style={{ width: 320, fontFamily: 'system-ui' }}>
      <ExpandableList
        rows={rows(count)}
        first={5}
        step={10}
        listProps={{ 'aria-label': 'Most searched stocks' }}
      />
    </div>
  );
}

const meta = { title: 'UI/Markets/ExpandableList', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const visibleRows = (el: HTMLElement) => el.querySelectorAll('li:not([hidden])').length;

/** Five rows and Load more; the other ten are in the HTML, hidden. */
export const Collapsed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'collapsed');
    await expect(visibleRows(canvasElement)).toBe(5);
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(15);
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

/** Load more: fifteen rows and Load less; Load less: five again. */
export const Expanded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(visibleRows(canvasElement)).toBe(15));
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'expanded');
    await userEvent.click(canvas.getByRole('button', { name: 'Load less' }));
    await waitFor(() => expect(visibleRows(canvasElement)).toBe(5));
  },
};

/** Thirty rows: 5, 15 (both buttons' work by one: Load more still), 25, 30 then Load less. */
export const Growing: Story = {
  args: { count: 30 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(visibleRows(canvasElement)).toBe(15));
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'growing');
  },
};

/** Four stocks: all shown, no button. */
export const Short: Story = {
  args: { count: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(visibleRows(canvasElement)).toBe(4);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
