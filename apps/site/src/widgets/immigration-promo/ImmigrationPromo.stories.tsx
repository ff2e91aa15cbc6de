import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { immigrationWordingFor } from './immigrationPromo.tsx';
import { samples } from './sample.ts';

// DV-02 / AR-19 the immigration promo, server-rendered in the sidebar (Phone, Desktop), and the
// longest of its ten wordings (a story id ending in 6) on a phone.

const sample = samples['immigration-promo'];

const meta = {
  title: 'Site/Widgets/Immigration promo',
  component: WidgetStory,
  args: { id: 'immigration-promo', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: sample.data.headline })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find your route' })).toHaveAttribute(
      'href',
      '/nri/visa-and-immigration',
    );
  },
};

/** AR-19: the wording for a story whose id ends in 6, the longest headline. */
export const LongestWording: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { data: immigrationWordingFor('125400006') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-variant]')).toHaveAttribute('data-variant', '6');
  },
};
