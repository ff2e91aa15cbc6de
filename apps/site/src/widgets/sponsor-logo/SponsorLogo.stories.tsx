import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AB-11 the tech sponsor's logo in the tech sidebar: the label, and the logo in its
// fixed 160 × 40 box linking to the sponsor (sponsored, a new tab).

const meta = {
  title: 'Site/Widgets/Sponsor logo',
  component: WidgetStory,
  args: { id: 'sponsor-logo', ...samples['sponsor-logo'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Kestrel Cloud (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'sponsored noopener');
    await expect(canvas.getByText('Tech coverage powered by')).toBeVisible();
  },
};
