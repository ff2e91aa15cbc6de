import { commentWriteError } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { NewsletterSignupView } from './NewsletterSignupView.tsx';
import { samples } from './sample.ts';

// DV-02 AB-13 the newsletter sign-up as the island draws it (the site's view and CSS), in every
// state of its machine: idle (empty, and prefilled for a signed-in reader), submitting,
// subscribed, and back to idle after a failure or with the server's words beside the field. The
// sign-up and the prefill are promises the story holds; nothing reaches the network.

const { data } = samples['newsletter-signup'];
const never = () => new Promise<never>(() => {});

const meta = {
  title: 'Site/Widget states/Newsletter sign-up',
  component: NewsletterSignupView,
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'Newsletter',
    idBase: data.idBase,
    newsletter: data.newsletter,
    returnTo: data.returnTo,
    subscribe: fn(async () => ({ sid: data.newsletter.sid, accepted: true })),
    onLog: fn(),
  },
} satisfies Meta<typeof NewsletterSignupView>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.newsletter [data-state]') as HTMLElement;
const settledIn = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(form(canvasElement)).toHaveAttribute('data-state', state));

/** An anonymous reader's sidebar: the newsletter, its description, an empty e-mail field. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await settledIn(canvasElement, 'idle');
    await expect(canvas.getByLabelText('Your e-mail')).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'See what it covers' })).toHaveAttribute(
      'href',
      '/newsletters/tech-wire',
    );
  },
};

/** A signed-in reader: their primary e-mail filled in, still editable. */
export const PrefilledForSignedInReader: Story = {
  args: { prefill: fn(async () => 'ananya.iyer@example.in') },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByLabelText('Your e-mail')).toHaveValue('ananya.iyer@example.in'));
    await settledIn(canvasElement, 'idle');
  },
};

/** The sign-up on its way: "Subscribing...", the field and button disabled. */
export const Submitting: Story = {
  args: { subscribe: fn(never) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Your e-mail'), 'rahul.mehta@example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await settledIn(canvasElement, 'submitting');
    await expect(canvas.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(args.subscribe).toHaveBeenCalledWith({ sid: 'tech-wire', email: 'rahul.mehta@example.in' });
  },
};

/** Accepted: the thank-you takes the form's place and says how to confirm. */
export const Subscribed: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Your e-mail'), 'rahul.mehta@example.in{Enter}');
    await settledIn(canvasElement, 'subscribed');
    await expect(canvas.getByRole('status')).toHaveTextContent('To start getting Tech Wire');
  },
};

/** The server is down: no message, the button back, the address kept (spec §8). */
export const FailedNoMessage: Story = {
  args: { subscribe: fn(async () => Promise.reject(commentWriteError(503, null, null))) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Your e-mail'), 'rahul.mehta@example.in{Enter}');
    await waitFor(() => expect(args.onLog).toHaveBeenCalledOnce());
    await settledIn(canvasElement, 'idle');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(canvas.getByLabelText('Your e-mail')).toHaveValue('rahul.mehta@example.in');
  },
};

/** The server refuses the address in words: said beside the field, which is marked invalid. */
export const RefusedAddress: Story = {
  args: {
    subscribe: fn(async () =>
      Promise.reject(
        commentWriteError(
          400,
          {
            error: { param: 'email', message: 'Please enter a valid e-mail address, like name@example.com.' },
          },
          null,
        ),
      ),
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const field = canvas.getByLabelText('Your e-mail');
    await userEvent.type(field, 'rahul@localhost{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(
      'Please enter a valid e-mail address, like name@example.com.',
    );
    await settledIn(canvasElement, 'idle');
  },
};

/** Too many sign-ups from one place: the form says when to try again. */
export const RefusedTooMany: Story = {
  args: {
    subscribe: fn(async () =>
      Promise.reject(
        commentWriteError(429, { error: { param: 'rate_limit', message: 'Too many sign-ups' } }, '300'),
      ),
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Your e-mail'), 'rahul.mehta@example.in{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Too many sign-ups from you just now. Please try again in 5 minutes.',
      ),
    );
    await settledIn(canvasElement, 'idle');
  },
};
