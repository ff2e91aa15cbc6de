import type { VisibilitySource } from '@newsroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';
import { TrendingLinksView } from './TrendingLinksView.tsx';

// DV-02 / AR-17 trending links: the server's HTML at both widths (Phone, Desktop) and with fewer
// links, then the island (the site's TrendingLinksView, as trending-links.island.tsx
// renders it) in each state of the carousel machine: stopped out of view, autoplaying in view
// (one real 8 s step, then scrolled away so the picture settles), stopped under reduced motion,
// paused while focus is inside, moved by the buttons to the last slide and by a dot. Whether it
// is in view is reported by the story, never an IntersectionObserver.

const sample = samples['trending-links'];

/** A visibility report the story controls: in view or not, and a way to change it later. */
function reportedVisibility(visible: boolean) {
  let report: (visible: boolean) => void = () => {};
  const source: VisibilitySource = (_, given) => {
    report = given;
    given(visible);
    return () => {};
  };
  return { source, set: (next: boolean) => report(next) };
}

/** The island as the page wakes it, in the article sidebar's column. */
function TrendingIsland({
  visible = false,
  reducedMotion,
  visibility = reportedVisibility(visible),
}: {
  visible?: boolean;
  reducedMotion?: boolean;
  visibility?: ReturnType<typeof reportedVisibility>;
}) {
  return (
    <div style={{ width: 'var(--width-aside)', maxWidth: '100%' }}>
      <TrendingLinksView
        title="Trending now"
        links={sample.data}
        visibilitySource={visibility.source}
        {...(reducedMotion !== undefined ? { reducedMotion } : {})}
      />
    </div>
  );
}

const meta = {
  title: 'Site/Widgets/Trending links',
  component: WidgetStory,
  args: { id: 'trending-links', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const phone = { viewport: { value: 'phone' } };
const desktop = { viewport: { value: 'desktop' } };

/** The server's HTML: three slides of four, the first shown, Previous disabled. */
export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };

/** Six links: two slides, the second with two. */
export const TwoSlides: Story = {
  globals: phone,
  args: { props: { count: 6 }, data: sample.data.slice(0, 6) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '2 of 2' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Slide \d$/ })).toHaveLength(2);
  },
};

/** Four links: one slide, no dots. */
export const OneSlide: Story = {
  globals: phone,
  args: { props: { count: 4 }, data: sample.data.slice(0, 4) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '1 of 1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Slide 1' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
  },
};

const carousel = ({ canvasElement }: Context) =>
  canvasElement.querySelector<HTMLElement>('[aria-roledescription="carousel"]');
const slide = ({ canvas }: Context, n: number) => canvas.getByRole('group', { name: `${n} of 3` });

/** Embla has brought slide n to the viewport's left edge (its move has ended). */
async function showing(context: Context, n: number) {
  await expect(slide(context, n)).toHaveAttribute('data-state', 'active');
  await expect(context.canvas.getByRole('button', { name: `Slide ${n}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const viewport = context.canvasElement.querySelector('.trending__viewport') as HTMLElement;
  await waitFor(() =>
    expect(
      Math.round(slide(context, n).getBoundingClientRect().left - viewport.getBoundingClientRect().left),
    ).toBe(0),
  );
}

/** Out of view: stopped on the first slide, nothing moves. */
export const StoppedOutOfView: Story = {
  globals: phone,
  render: () => <TrendingIsland visible={false} />,
  play: async (context) => {
    await expect(carousel(context)).toHaveAttribute('data-state', 'stopped');
    await showing(context, 1);
    await expect(context.canvas.getByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

const inViewThenAway = reportedVisibility(true);

/** In view it plays: 8 s later the second slide; scrolled away it stops there. */
export const Autoplaying: Story = {
  globals: desktop,
  render: () => <TrendingIsland visibility={inViewThenAway} reducedMotion={false} />,
  play: async (context) => {
    await expect(carousel(context)).toHaveAttribute('data-state', 'playing');
    await showing(context, 1);
    await waitFor(() => expect(slide(context, 2)).toHaveAttribute('data-state', 'active'), {
      timeout: 12_000,
    });
    await expect(carousel(context)).toHaveAttribute('data-state', 'playing');
    inViewThenAway.set(false);
    await waitFor(() => expect(carousel(context)).toHaveAttribute('data-state', 'stopped'));
    await showing(context, 2);
  },
};

/** In view but the reader asks for less motion: it never plays. */
export const ReducedMotion: Story = {
  globals: phone,
  render: () => <TrendingIsland visible reducedMotion />,
  play: async (context) => {
    await expect(carousel(context)).toHaveAttribute('data-state', 'stopped');
    await showing(context, 1);
  },
};

/** In view, focus inside (the reader tabbed to Next): paused while it is there. */
export const PausedByFocus: Story = {
  globals: phone,
  render: () => <TrendingIsland visible reducedMotion={false} />,
  play: async (context) => {
    await expect(carousel(context)).toHaveAttribute('data-state', 'playing');
    const next = context.canvas.getByRole('button', { name: 'Next slide' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await waitFor(() => expect(carousel(context)).toHaveAttribute('data-state', 'stopped'));
    await showing(context, 1);
  },
};

/** Next twice: the last slide, Next disabled (no wrap), Previous enabled. */
export const LastSlide: Story = {
  globals: phone,
  render: () => <TrendingIsland visible reducedMotion />,
  play: async (context) => {
    const next = context.canvas.getByRole('button', { name: 'Next slide' });
    await userEvent.click(next);
    await showing(context, 2);
    await userEvent.click(next);
    await showing(context, 3);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await showing(context, 3);
    await expect(context.canvas.getByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

/** A dot takes the reader straight to its slide. */
export const ChosenByDot: Story = {
  globals: desktop,
  render: () => <TrendingIsland visible reducedMotion />,
  play: async (context) => {
    await userEvent.click(context.canvas.getByRole('button', { name: 'Slide 3' }));
    await showing(context, 3);
    await userEvent.click(context.canvas.getByRole('button', { name: 'Slide 2' }));
    await showing(context, 2);
  },
};
