import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AB-12 "Popular in {section}", server-rendered: the numbered top five in the sidebar
// (Phone, Desktop), the layout's variant with pictures, and a section with only three.

const sample = samples['popular-in-section'];

const meta = {
  title: 'Site/Widgets/Popular in section',
  component: WidgetStory,
  args: { id: 'popular-in-section', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** AB-12: the layout's variant with a thumbnail beside each story. */
export const WithPictures: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { props: { count: 5, pictures: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Popular in Markets' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(5);
  },
};

/** A small section: three stories after the article itself is left out. */
export const FewStories: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { data: { ...sample.data, stories: sample.data.stories.slice(0, 3) } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
