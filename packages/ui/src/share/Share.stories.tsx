import { SHARE_COPIED_RESET_MS, shareLinks } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Share, type ShareRootProps } from './Share.tsx';
import './Share.stories.css';

// AR-10 byline toolbar: share through the Web Share API where present, else a menu.

const links = shareLinks({
  url: 'https://ledger.example/markets/rates/articleshow/101.cms',
  title: 'Rates hold',
});

function ShareDemo(props: ShareRootProps) {
  return (
    <Share.Root {...props} className="sh-demo">
      <Share.Trigger className="sh-button">Share</Share.Trigger>
      <Share.Menu aria-label="Share this story" className="sh-menu">
        <Share.Copy className="sh-button" copied="Link copied" failed="Could not copy the link">
          Copy link
        </Share.Copy>
        <Share.Link href={links.email}>E-mail</Share.Link>
        <Share.Link href={links.whatsapp}>WhatsApp</Share.Link>
        <Share.Link href={links.x}>X</Share.Link>
        <Share.Link href={links.linkedin}>LinkedIn</Share.Link>
      </Share.Menu>
    </Share.Root>
  );
}

const meta = {
  title: 'UI/Share',
  component: Share.Root,
  render: (args) => <ShareDemo {...args} />,
  args: { canShare: false, nativeShare: fn(async () => {}), copyLink: fn(async () => {}) },
} satisfies Meta<typeof Share.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const trigger = (canvas: Canvas) => canvas.getByRole('button', { name: 'Share' });

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

export const MenuOpen: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(trigger(canvas));
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('group', { name: 'Share this story' });
    await expect(menu).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', links.whatsapp);
    await expect(canvas.getByRole('link', { name: 'X' })).toHaveAttribute('target', '_blank');
    await expect(args.nativeShare).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(trigger(canvas)).toHaveFocus();
  },
};

export const Copied: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(trigger(canvas));
    await userEvent.click(canvas.getByRole('button', { name: /Copy link/ }));
    await waitFor(() => expect(canvas.getByText('Link copied')).toBeVisible());
    await expect(args.copyLink).toHaveBeenCalledOnce();
    // Resets after the machine's named delay (its exact length is tested with a SimulatedClock).
    await waitFor(() => expect(canvas.queryByText('Link copied')).toBeNull(), {
      timeout: SHARE_COPIED_RESET_MS + 2000,
    });
  },
};

export const CopyFailed: Story = {
  args: { copyLink: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(trigger(canvas));
    await userEvent.click(canvas.getByRole('button', { name: /Copy link/ }));
    await waitFor(() => expect(canvas.getByText('Could not copy the link')).toBeVisible());
  },
};

export const NativeShare: Story = {
  args: { canShare: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(trigger(canvas));
    await waitFor(() => expect(args.nativeShare).toHaveBeenCalledOnce());
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};
