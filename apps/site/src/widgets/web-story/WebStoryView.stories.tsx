import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { webStoryCards } from './sample.ts';
import { WebStoryView } from './WebStoryView.tsx';

// DV-02 / AB-18 the island's view (the site's classes) in each state of the web-story machine,
// driven by the reader's presses: `collapsed` on the first page, `expanded` (the synopsis open),
// a middle page (collapsed again), the last page (next disabled). The machine has no timer; its
// one effect fetches the next picture ahead (from /photos), so every story ends still.

const meta = {
  title: 'Site/Widget states/Web story',
  component: WebStoryView,
  decorators: [(Story) => <div style={{ width: 'var(--width-article)', maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  args: { title: 'Web story', story: webStoryCards },
} satisfies Meta<typeof WebStoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.web-story');
const active = (canvasElement: HTMLElement) =>
  canvasElement
    .querySelector('[aria-roledescription="slide"][data-state="active"]')
    ?.getAttribute('aria-label');

/** Embla slides the page in (the web story does not jump): the story ends once it is in place. */
const inPlace = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const page = canvasElement.querySelector('[aria-roledescription="slide"][data-state="active"]');
    const viewport = canvasElement.querySelector('.web-story__viewport');
    const offset = (page?.getBoundingClientRect().left ?? 0) - (viewport?.getBoundingClientRect().left ?? 1);
    expect(Math.abs(offset)).toBeLessThan(1);
  });

/** The first page, synopsis collapsed, previous disabled. */
export const FirstPage: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'collapsed');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** More: the synopsis open (`expanded`), Less offered. */
export const SynopsisExpanded: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'expanded');
    await expect(canvas.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Next from an open synopsis: the second page, collapsed again, both ways open. */
export const MiddlePage: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(active(canvasElement)).toBe('2 of 5'));
    await inPlace(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'collapsed');
    await expect(canvas.getByText('Worli Sea Face, ₹240 crore')).toBeVisible();
    await expect(canvas.getByText('Photo: Sotheby’s Realty')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

/** The last page: next disabled and does nothing; the way to the whole story below. */
export const LastPage: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Next page' });
    for (let page = 2; page <= 5; page += 1) {
      await userEvent.click(next);
      await waitFor(() => expect(active(canvasElement)).toBe(`${page} of 5`));
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(active(canvasElement)).toBe('5 of 5');
    await expect(canvas.getByRole('link', { name: /See the whole story/ })).toBeVisible();
    await inPlace(canvasElement);
  },
};
