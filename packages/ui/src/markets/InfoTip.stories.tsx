import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InfoTip } from './InfoTip.tsx';

// AB-12 tooltips on figures: closed, opened by hover or focus on its preferred side, and flipped to
// the other side when the preferred one would leave the screen.

function Demo({ placement = 'middle' }: { placement?: 'middle' | 'top-edge' }) {
  return (
    <div
      style={{
        fontFamily: 'system-ui',
        paddingTop: placement === 'middle' ? 200 : 0,
        display: 'flex',
        gap: 8,
        alignItems: 'center',
      }}
    >
      Potential upside
      <InfoTip term="potential upside" side="top">
        How far the analysts’ average target price is above the price now.
      </InfoTip>
    </div>
  );
}

const meta = { title: 'UI/Markets/InfoTip', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const tip = () => within(document.body).queryByRole('tooltip');

/** Closed: a small named button. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'About potential upside' })).toBeVisible();
    await expect(tip()).toBeNull();
  },
};

/** Focused by keyboard with room above: it opens on top. */
export const OpenOnTop: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'About potential upside' })).toHaveFocus();
    await waitFor(() => expect(tip()).not.toBeNull());
    const content = document.querySelector('[data-side]');
    await expect(content).toHaveAttribute('data-side', 'top');
  },
};

/** At the top edge of the screen there is no room above: it flips below. */
export const FlippedBelow: Story = {
  args: { placement: 'top-edge' },
  play: async () => {
    await userEvent.tab();
    await waitFor(() => expect(tip()).not.toBeNull());
    await expect(document.querySelector('[data-side]')).toHaveAttribute('data-side', 'bottom');
  },
};
