import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { chaseScore, resultScore, samples } from './sample.ts';

// DV-02 / HM-07 the IPL score as the home page's server renders it: the first innings (the side
// to bat holding its line), the chase, the result. The refresh machine's states (the island) are
// in IplScoreView.stories.tsx.

const sample = samples['ipl-score'];

const meta = {
  title: 'Site/Widgets/IPL score',
  component: WidgetStory,
  args: { id: 'ipl-score', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-innings]')].map((line) => line.textContent);

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'IPL live score' })).toHaveAttribute(
      'href',
      '/news/sports/ipl',
    );
    await expect(lines(canvasElement)).toEqual(['MUM 112/3 (13.4/20 ov)', 'CHE Yet to bat']);
    await expect(canvas.getByText('Live')).toBeVisible();
  },
};

export const Chase: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { data: { ...sample.data, score: chaseScore } },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual(['MUM 176/6 (20.0/20 ov)', 'CHE 58/1 (6.3/20 ov)']);
  },
};

export const Result: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { data: { ...sample.data, score: resultScore } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ipl-score]')).toHaveAttribute('data-state', 'result');
    await expect(canvasElement).toHaveTextContent('Chennai Chargers won by 4 wickets');
  },
};
