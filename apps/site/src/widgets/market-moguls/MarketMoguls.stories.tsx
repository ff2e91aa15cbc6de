import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// HM-04 market moguls as the home page shows them (the site's CSS). Static: no script.

const meta = {
  title: 'Site/Widgets/Market moguls',
  component: WidgetStory,
  args: { id: 'market-moguls', ...samples['market-moguls'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three experts' stories, each with the expert's picture, name, designation and firm. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Market Moguls' })).toHaveAttribute(
      'href',
      '/markets/market-moguls',
    );
    await expect(canvas.getByText('Head of Research, Coromandel Securities')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
