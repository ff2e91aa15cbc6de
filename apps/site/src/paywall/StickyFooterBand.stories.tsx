import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import '../styles/tokens.css';
import '../styles/paywall-modes.css';
import { StickyFooterBand } from './StickyFooterBand.tsx';

// AB-09: the sticky footer band, fixed at the bottom of the window once the benefits near the top.

const meta = {
  title: 'Site/StickyFooterBand',
  component: StickyFooterBand,
  args: {
    shown: true,
    text: 'Read every Prime story from ₹299 a month',
    cta: { href: '/prime?return=%2F', text: 'Subscribe to Prime' },
    onClose: fn(),
  },
} satisfies Meta<typeof StickyFooterBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ args, canvas }) => {
    const band = canvas.getByRole('region', { name: 'Prime offer' });
    await expect(band).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscribe to Prime' })).toHaveAttribute(
      'href',
      '/prime?return=%2F',
    );
    canvas.getByRole('button', { name: 'Close the Prime offer' }).click();
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Hidden: Story = {
  args: { shown: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.paywall-band')).not.toBeVisible();
  },
};
