import { SHARE_COPIED_RESET_MS } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { samples } from './sample.ts';
import ShareIsland from './share.island.tsx';
import type { SharePage } from './shareEffects.ts';

// DV-02 AR-10 the share button as the island draws it (the site's toolbar button, menu and CSS), in
// the states of its machine: closed, the Web Share sheet open (sharing), the menu open (no sheet
// in this browser), copying, copied and a failed copy (each back to the menu after 2 s). The
// sheet and the clipboard are the story's; nothing leaves the page.

const never = () => new Promise<never>(() => {});
const effects = (
  over: { canShare?: boolean; share?: () => Promise<void>; copy?: () => Promise<void> } = {},
) => ({
  canShareNatively: fn((_page: SharePage) => over.canShare ?? false),
  shareNatively: fn(over.share ?? (async (_page: SharePage) => {})),
  copyToClipboard: fn(over.copy ?? (async (_text: string) => {})),
});

const meta = {
  title: 'Site/Widget states/Byline tools/Share',
  component: ShareIsland,
  globals: { viewport: { value: 'phone' } },
  args: { props: {}, data: samples.share.data, effects: effects() },
} satisfies Meta<typeof ShareIsland>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const button = (canvas: Canvas) => canvas.getByRole('button', { name: 'Share this story' });
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.share') as HTMLElement;
const settledIn = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', state));
const openMenu = async (
  canvas: Canvas,
  canvasElement: HTMLElement,
  userEvent: { click: (e: Element) => Promise<void> },
) => {
  await userEvent.click(button(canvas));
  // Open, nothing copied yet: the machine's `open.idle`.
  await settledIn(canvasElement, 'idle');
  await expect(button(canvas)).toHaveAttribute('aria-expanded', 'true');
};

/** As served: the button alone. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await settledIn(canvasElement, 'closed');
    await expect(button(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A browser with a share sheet: the sheet is open (the page waits for it). */
export const SharingNatively: Story = {
  args: { effects: effects({ canShare: true, share: never }) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(button(canvas));
    await settledIn(canvasElement, 'sharing');
    await expect(args.effects?.shareNatively).toHaveBeenCalledOnce();
  },
};

/** No share sheet: the menu of copy link, e-mail, WhatsApp, X and LinkedIn. */
export const MenuOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openMenu(canvas, canvasElement, userEvent);
    await expect(canvas.getByRole('button', { name: /Copy link/ })).toBeVisible();
    for (const name of ['E-mail', 'WhatsApp', 'X', 'LinkedIn']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
  },
};

/** Copying the link (the clipboard has not answered yet). */
export const Copying: Story = {
  args: { effects: effects({ copy: never }) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openMenu(canvas, canvasElement, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: /Copy link/ }));
    await settledIn(canvasElement, 'copying');
  },
};

/** Copied: "Link copied" is said, then after 2 s the menu is as before (the picture once settled). */
export const Copied: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await openMenu(canvas, canvasElement, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: /Copy link/ }));
    await waitFor(() => expect(canvas.getByText('Link copied')).toBeVisible());
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'copied');
    await expect(args.effects?.copyToClipboard).toHaveBeenCalledWith(
      expect.stringContaining(samples.share.data.path),
    );
    await waitFor(() => expect(canvas.queryByText('Link copied')).toBeNull(), {
      timeout: SHARE_COPIED_RESET_MS + 2000,
    });
  },
};

/** The clipboard refuses: said in words, then after 2 s the menu is as before. */
export const CopyFailed: Story = {
  args: {
    effects: effects({
      copy: async () => {
        throw new Error('clipboard refused');
      },
    }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openMenu(canvas, canvasElement, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: /Copy link/ }));
    await waitFor(() => expect(canvas.getByText('Could not copy the link')).toBeVisible());
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'copyFailed');
    await waitFor(() => expect(canvas.queryByText('Could not copy the link')).toBeNull(), {
      timeout: SHARE_COPIED_RESET_MS + 2000,
    });
  },
};
