import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { StickyBar } from './StickyBar.tsx';

// AR-11: the bar shows the page title once the article body's top has reached the viewport top.

function Bar({ top }: { top: number }) {
  return (
    <StickyBar.Root
      aria-label="Article"
      watchBodyTop={(report) => {
        report(top);
        return () => {};
      }}
    >
      <strong>The Economic Ledger</strong> · Rates stay on hold as inflation cools
    </StickyBar.Root>
  );
}

const meta = { title: 'Article/StickyBar', component: Bar } satisfies Meta<typeof Bar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InPlace: Story = {
  args: { top: 240 },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-state]');
    await expect(bar).toHaveAttribute('data-state', 'in-place');
    await expect(bar).not.toBeVisible();
  },
};

export const Stuck: Story = {
  args: { top: -120 },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'stuck'),
    );
    await expect(canvasElement.querySelector('[data-state]')).toBeVisible();
  },
};
