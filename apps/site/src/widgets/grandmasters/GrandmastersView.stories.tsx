import { GRANDMASTERS_LEAVE_GRACE_MS, type LoginTicket } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { GrandmastersView } from './GrandmastersView.tsx';
import { samples } from './sample.ts';

// DV-02 AB-18 the Grandmasters carousel as the island draws it (the site's view and CSS), in the
// states of its machine: the series (the reader's clock before noon) or the leaders (after), idle;
// checking for the reader's login ticket after a click; and navigating to the card's page when
// there is none (back to idle if the browser stays). The clock, the ticket call and the navigation
// are the story's; nothing reaches the network and the story's page never leaves. (`posting`
// submits the provider's form, which would leave the page: it has no story; the machine's tests
// cover it.)

type LoadTicket = () => Promise<LoginTicket | null>;

const meta = {
  title: 'Site/Widget states/Grandmasters',
  component: GrandmastersView,
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'Grandmasters',
    leadersTitle: 'Grandmasters: meet the leaders',
    data: samples.grandmasters.data,
    loadTicket: fn<LoadTicket>(async () => null),
    navigate: fn(),
    localHour: () => 9,
    reducedMotion: true,
  },
} satisfies Meta<typeof GrandmastersView>;
export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.grandmasters') as HTMLElement;

/** Before noon on the reader's clock: the series. */
export const SeriesInTheMorning: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'series'));
    await expect(canvas.getByRole('heading', { name: 'Grandmasters' })).toBeVisible();
    await expect(canvas.getByText('Building a consumer brand from Bharat')).toBeVisible();
  },
};

/** From noon on the reader's clock (the page was made for the morning): the leaders. */
export const LeadersInTheAfternoon: Story = {
  args: { localHour: () => 15 },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'leaders'));
    await expect(canvas.getByRole('heading', { name: 'Grandmasters: meet the leaders' })).toBeVisible();
    await expect(canvas.getByText('Meera Raghavan')).toBeVisible();
  },
};

/** A click asks for the reader's login ticket first: busy until it answers. */
export const CheckingTicket: Story = {
  args: { loadTicket: fn<LoadTicket>(() => new Promise<never>(() => {})) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: /Turning around a public sector bank/ }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(args.loadTicket).toHaveBeenCalledOnce();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** No ticket (not signed in): the card's Grandmasters page opens; if the browser stays, clicks work again. */
export const NavigatingWithoutTicket: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: /Turning around a public sector bank/ }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/etgrandmasters/120910202'));
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(root(canvasElement)).not.toHaveAttribute('aria-busy'), {
      timeout: GRANDMASTERS_LEAVE_GRACE_MS + 2000,
    });
  },
};
