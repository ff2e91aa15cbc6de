import { commentWriteError } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { NewsletterSignup } from './NewsletterSignup.tsx';
import './NewsletterSignup.stories.css';

// AB-13 newsletter sign-up in every state: idle (empty, and prefilled for a signed-in reader),
// submitting ('Subscribing...', inputs disabled), subscribed (thank-you), a failure (no message,
// the button back), and a refusal about the address next to the field.

const never = () => new Promise<never>(() => {});
const email = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Your e-mail');
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-state]') as HTMLElement;

const meta = {
  title: 'UI/NewsletterSignup',
  component: NewsletterSignup,
  args: {
    sid: 'tech',
    label: 'Your e-mail',
    intro: <p>Tech Wire: startups, funding rounds and the technology reshaping Indian business.</p>,
    thanks: <p>Thank you. To start getting Tech Wire, open the link we have e-mailed you.</p>,
    subscribe: fn(async () => ({ sid: 'tech', accepted: true })),
    onLog: fn(),
    className: 'nl-demo',
    classNames: { fieldError: 'nl-demo__error', formError: 'nl-demo__error' },
  },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(email(canvasElement)).toHaveAttribute('type', 'email');
    await expect(email(canvasElement)).toHaveValue('');
    await expect(within(canvasElement).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  },
};

/** A signed-in reader: the primary e-mail is filled in (and stays editable). */
export const PrefilledForSignedInReader: Story = {
  args: { prefill: fn(async () => 'asha@demo.ledger') },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(email(canvasElement)).toHaveValue('asha@demo.ledger'));
    await expect(args.prefill).toHaveBeenCalledOnce();
    await expect(email(canvasElement)).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { subscribe: fn(never) },
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.type(email(canvasElement), 'ravi@example.com');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'submitting');
    await expect(within(canvasElement).getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(email(canvasElement)).toBeDisabled();
    await expect(args.subscribe).toHaveBeenCalledWith({ sid: 'tech', email: 'ravi@example.com' });
  },
};

export const Subscribed: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.type(email(canvasElement), 'ravi@example.com{Enter}');
    const thanks = await within(canvasElement).findByRole('status');
    await expect(thanks).toHaveTextContent('Thank you.');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'subscribed');
    await waitFor(() => expect(thanks).toHaveFocus());
  },
};

/** The sign-up fails (the server is down): no message, the button is back, the address kept. */
export const FailedNoMessage: Story = {
  args: { subscribe: fn(async () => Promise.reject(commentWriteError(503, null, null))) },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(email(canvasElement), 'ravi@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(args.onLog).toHaveBeenCalledOnce());
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await expect(button).toBeEnabled();
    await waitFor(() => expect(button).toHaveFocus());
    await expect(email(canvasElement)).toHaveValue('ravi@example.com');
    await expect(email(canvasElement)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** The server refuses the address in words (`a@localhost` passes a browser's check): said beside the field. */
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
  play: async ({ canvasElement, userEvent }) => {
    const field = email(canvasElement);
    await userEvent.type(field, 'ravi@localhost{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(
      'Please enter a valid e-mail address, like name@example.com.',
    );
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'x');
    await expect(field).not.toHaveAttribute('aria-invalid');
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
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.type(email(canvasElement), 'ravi@example.com{Enter}');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        'Too many sign-ups from you just now. Please try again in 5 minutes.',
      ),
    );
  },
};
