import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ImageZoom } from './ImageZoom.tsx';

// AB-24 image zoom: a story's picture full screen; a click anywhere or Escape closes it, and
// focus goes back to the picture's link.

const picture = (width: number, height: number) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#c7d3df"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#6b4e16"/></svg>`,
  );

const SMALL = picture(320, 240);
const LARGE = picture(1200, 900);

function ZoomDemo({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <div style={{ maxWidth: 650, fontFamily: 'serif' }}>
      <p>The central bank kept its policy rate unchanged for a fifth meeting.</p>
      <ImageZoom.Root defaultOpen={defaultOpen}>
        <figure style={{ margin: 0 }}>
          <ImageZoom.Trigger asChild>
            <a href={LARGE} aria-label="Enlarge the picture: the governor at the press conference">
              <img src={SMALL} alt="The governor at the press conference" width={320} height={240} />
            </a>
          </ImageZoom.Trigger>
          <figcaption>The governor at the press conference.</figcaption>
        </figure>
        <ImageZoom.Content
          title="Enlarged picture: the governor at the press conference"
          style={{ background: 'rgba(20, 20, 18, 0.92)' }}
        >
          <ImageZoom.Image src={LARGE} alt="The governor at the press conference" />
        </ImageZoom.Content>
      </ImageZoom.Root>
      <p>Prices have eased for three months in a row.</p>
    </div>
  );
}

const meta = {
  title: 'Article/ImageZoom',
  component: ZoomDemo,
} satisfies Meta<typeof ZoomDemo>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const page = () => within(document.body);
const trigger = ({ canvas }: Context) =>
  canvas.getByRole('link', { name: /Enlarge the picture/, hidden: true });

async function open(context: Context) {
  await context.userEvent.click(trigger(context));
  return page().findByRole('dialog', { name: /Enlarged picture/ });
}

export const Closed: Story = {
  play: async (context) => {
    await expect(trigger(context)).toHaveAttribute('data-state', 'closed');
    await expect(trigger(context)).toHaveAttribute('aria-expanded', 'false');
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const OpenFullScreen: Story = {
  play: async (context) => {
    const dialog = await open(context);
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(trigger(context)).toHaveAttribute('aria-expanded', 'true');
    const box = dialog.getBoundingClientRect();
    await expect(getComputedStyle(dialog).position).toBe('fixed');
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    // The link did not navigate: the story is still there behind the overlay.
    await expect(context.canvas.getByText(/fifth meeting/)).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Close the picture' })).toHaveFocus();
  },
};

export const EscapeClosesFocusReturns: Story = {
  play: async (context) => {
    await open(context);
    await context.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(trigger(context)).toHaveFocus();
  },
};

export const ClickClosesFocusReturns: Story = {
  play: async (context) => {
    const dialog = await open(context);
    await context.userEvent.click(within(dialog).getByRole('img', { hidden: true }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(trigger(context)).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };
