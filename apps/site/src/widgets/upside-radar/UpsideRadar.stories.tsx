import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// AB-12 the upside radar as the column shows it (the site's CSS), as the server renders it: a
// strip of collections that scrolls sideways, one dot a collection, the first current. Its dots
// following the scroll: UpsideRadarView.stories.tsx.

const meta = {
  title: 'Site/Widgets/Upside radar',
  component: WidgetStory,
  args: { id: 'upside-radar', ...samples['upside-radar'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const dot = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector(`.market-dots__dot[aria-label="${name}"]`) as HTMLElement;

/** The first collection's dot current (`following`), as the server renders it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Upside radar' })).toHaveAttribute(
      'href',
      '/markets/upside-radar',
    );
    await expect(dot(canvasElement, 'Large caps')).toHaveAttribute('aria-current', 'true');
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
