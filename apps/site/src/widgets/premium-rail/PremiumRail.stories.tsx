import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AB-10 the premium rail, server-rendered in the left column: the Prime mark, the linked
// section and the reading time (Phone, Desktop), and a story whose section is not in the
// navigation and whose reading time is unknown (the mark and the section's name only).

const sample = samples['premium-rail'];

const meta = {
  title: 'Site/Widgets/Premium rail',
  component: WidgetStory,
  args: { id: 'premium-rail', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ledger Prime')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Markets' })).toHaveAttribute('href', '/markets');
    await expect(canvas.getByText('7 min read')).toBeVisible();
  },
};

/** A section outside the navigation, no reading time: its name, not linked. */
export const SectionOnly: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { data: { section: { name: 'Economy' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Economy')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText(/min read/)).toBeNull();
  },
};
