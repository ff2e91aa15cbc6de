import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { PAGE_REFRESH_MARK } from './pageRefresh.tsx';
import { samples } from './sample.ts';

// DV-02 / HM-13 the page refresh: it shows nothing, only a hidden mark the island runtime starts
// the six-minute refresh from (startPageRefresh.ts, no React), so these stories are blank.

const meta = {
  title: 'Site/Widgets/Page refresh',
  component: WidgetStory,
  args: { id: 'page-refresh', ...samples['page-refresh'] },
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector(`[${PAGE_REFRESH_MARK}]`);
    await expect(mark).not.toBeNull();
    await expect(mark).not.toBeVisible();
  },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
