import { MAIL_TEXTS, type MailRequest, type MailSender } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MailDialog, type MailDialogRootProps } from './MailDialog.tsx';
import './MailDialog.stories.css';

// AR-08 mail this article: closed, editing, verifying, verified, submitting, success, failure,
// the spec's validation messages, and the sender prefilled for a signed-in reader (never over
// what the reader typed). Hardening #16: the check says in words that it is working, and a
// refusal about the recipients (the daily cap) shows beside them. Every story is also an axe check.

const never = (): Promise<never> => new Promise<never>(() => {});
const pending = (_request: MailRequest): Promise<unknown> => never();

function MailDemo(props: Omit<MailDialogRootProps, 'children'>) {
  return (
    <MailDialog.Root {...props}>
      <MailDialog.Trigger>Mail this article</MailDialog.Trigger>
      <MailDialog.Content
        className="mail-demo"
        overlayClassName="mail-demo-overlay"
        aria-describedby={undefined}
      >
        <MailDialog.Title>Mail this article</MailDialog.Title>
        <MailDialog.Field field="toaddress" label="Recipients' email addresses (separate with commas)" />
        <MailDialog.Error field="toaddress" />
        <MailDialog.Field field="name" label="Your name" />
        <MailDialog.Field field="replyto" label="Your email" />
        <MailDialog.Captcha>I'm not a robot</MailDialog.Captcha>
        <MailDialog.CaptchaStatus verifying="Checking that you are not a robot…" verified="Checked." />
        <MailDialog.Error />
        <div>
          <MailDialog.Submit>Send</MailDialog.Submit> <MailDialog.Close>Cancel</MailDialog.Close>
        </div>
      </MailDialog.Content>
    </MailDialog.Root>
  );
}

const meta = {
  title: 'UI/MailDialog',
  component: MailDemo,
  args: {
    msid: '1001',
    solveCaptcha: fn(async () => 'c29sdXRpb24='),
    submitMail: fn(async (_request: MailRequest): Promise<unknown> => ({ status: 'success' })),
    onAlert: fn(),
  },
} satisfies Meta<typeof MailDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => body().findByRole('dialog', { name: 'Mail this article' });
const form = async () => (await dialog()).querySelector('form') as HTMLFormElement;
const captcha = () => body().getByRole('checkbox', { name: "I'm not a robot" });

export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Mail this article' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(body().queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    await expect(await dialog()).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Editing: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await form()).toHaveAttribute('data-state', 'editing');
    await expect(captcha().closest('label')).toHaveAttribute('data-state', 'unverified');
    await expect(body().getByLabelText(/Recipients/)).toHaveAttribute('maxlength', '255');
    await expect(body().getByLabelText('Your name')).toHaveAttribute('maxlength', '300');
  },
};

export const WithoutCaptcha: Story = {
  args: { defaultOpen: true },
  play: async ({ args, userEvent }) => {
    await userEvent.type(body().getByLabelText(/Recipients/), 'ravi@example.com');
    await userEvent.click(body().getByRole('button', { name: 'Send' }));
    await expect(args.onAlert).toHaveBeenCalledWith(MAIL_TEXTS.captchaRequired);
    await expect(body().getByText(MAIL_TEXTS.captchaRequired)).toBeVisible();
    await expect(captcha()).toHaveAttribute('aria-invalid', 'true');
    await expect(args.submitMail).not.toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { defaultOpen: true, solveCaptcha: fn(never) },
  play: async ({ userEvent }) => {
    await expect(body().getByRole('status')).toHaveTextContent('');
    await userEvent.click(captcha());
    await expect(await form()).toHaveAttribute('data-state', 'verifying');
    await expect(captcha().closest('label')).toHaveAttribute('data-state', 'verifying');
    await expect(body().getByRole('status')).toHaveTextContent('Checking that you are not a robot…');
  },
};

let checkSignal: AbortSignal | undefined;

export const ClosingStopsTheCheck: Story = {
  args: {
    defaultOpen: true,
    solveCaptcha: fn((signal: AbortSignal): Promise<string> => {
      checkSignal = signal;
      return never();
    }),
  },
  play: async ({ args, userEvent }) => {
    await userEvent.click(captcha());
    await expect(args.solveCaptcha).toHaveBeenCalledTimes(1);
    const signal = checkSignal;
    await expect(signal?.aborted).toBe(false);
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The work (a worker on the site) is told to stop.
    await expect(signal?.aborted).toBe(true);
  },
};

export const Verified: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent }) => {
    await userEvent.click(captcha());
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('Checked.'));
    await expect(captcha().closest('label')).toHaveAttribute('data-state', 'verified');
  },
};

const capText =
  'You can mail articles to at most 30 people a day, and you have reached that today. Please try again tomorrow.';

export const DailyCapBesideRecipients: Story = {
  args: {
    defaultOpen: true,
    submitMail: fn(async (_request: MailRequest): Promise<unknown> => {
      throw Object.assign(new Error(capText), { field: 'toaddress' });
    }),
  },
  play: async ({ args, userEvent }) => {
    const recipients = body().getByLabelText(/Recipients/);
    await userEvent.type(recipients, 'ravi@example.com');
    await userEvent.click(captcha());
    await waitFor(() => expect(captcha()).toBeChecked());
    await userEvent.click(body().getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onAlert).toHaveBeenCalledWith(MAIL_TEXTS.failure));
    const message = body().getByText(capText);
    await expect(message).toBeVisible();
    // Right after the recipients field, and what the field points at.
    await expect(message.previousElementSibling).toBe(recipients.closest('[data-field]'));
    await expect(recipients).toHaveAttribute('aria-invalid', 'true');
    await expect(recipients).toHaveAttribute('aria-describedby', message.id);
    await expect(body().getAllByText(capText)).toHaveLength(1);
    // Typing again clears it.
    await userEvent.type(recipients, 'x');
    await expect(body().queryByText(capText)).toBeNull();
  },
};

export const EmptyRecipient: Story = {
  args: { defaultOpen: true },
  play: async ({ args, userEvent }) => {
    await userEvent.click(captcha());
    await waitFor(() => expect(captcha().closest('label')).toHaveAttribute('data-state', 'verified'));
    await userEvent.type(body().getByLabelText(/Recipients/), '   ');
    await userEvent.click(body().getByRole('button', { name: 'Send' }));
    await expect(args.onAlert).toHaveBeenCalledWith(MAIL_TEXTS.recipientRequired);
    await expect(body().getByLabelText(/Recipients/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  args: { defaultOpen: true, submitMail: fn(pending) },
  play: async ({ args, userEvent }) => {
    await userEvent.type(body().getByLabelText(/Recipients/), 'ravi@example.com, asha@example.in');
    await userEvent.click(captcha());
    await waitFor(() => expect(captcha()).toBeChecked());
    await userEvent.click(body().getByRole('button', { name: 'Send' }));
    await expect(await form()).toHaveAttribute('data-state', 'submitting');
    await expect(body().getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(args.submitMail).toHaveBeenCalledWith({
      name: '',
      toaddress: 'ravi@example.com, asha@example.in',
      replyto: '',
      recaptchaValue: 'c29sdXRpb24=',
      msid: '1001',
    });
  },
};

export const Success: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(body().getByLabelText(/Recipients/), 'ravi@example.com');
    await userEvent.type(body().getByLabelText('Your name'), 'Meena');
    await userEvent.click(captcha());
    await waitFor(() => expect(captcha()).toBeChecked());
    await userEvent.click(body().getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onAlert).toHaveBeenCalledWith(MAIL_TEXTS.success));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Mail this article' }));
    await expect(body().getByLabelText(/Recipients/)).toHaveValue('');
    await expect(body().getByLabelText('Your name')).toHaveValue('');
    await expect(captcha()).not.toBeChecked();
  },
};

export const Failure: Story = {
  args: {
    defaultOpen: true,
    submitMail: fn(async (_request: MailRequest): Promise<unknown> => {
      throw new Error('Too many mail requests; try again in 60 s');
    }),
  },
  play: async ({ args, userEvent }) => {
    await userEvent.type(body().getByLabelText(/Recipients/), 'ravi@example.com');
    await userEvent.click(captcha());
    await waitFor(() => expect(captcha()).toBeChecked());
    await userEvent.click(body().getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onAlert).toHaveBeenCalledWith(MAIL_TEXTS.failure));
    await expect(await form()).toHaveAttribute('data-state', 'editing');
    await expect(body().getByLabelText(/Recipients/)).toHaveValue('ravi@example.com');
    await expect(body().getByText('Too many mail requests; try again in 60 s')).toBeVisible();
    await expect(captcha()).not.toBeChecked();
  },
};

const asha: MailSender = { name: 'Asha', replyto: 'asha@example.in' };

/**
 * The session's answer coming late: only once the reader has typed a name (polled plainly, not
 * with `waitFor`, which would fight the play function's own over React's act environment).
 */
const afterTypingName = (sender: MailSender) => async (): Promise<MailSender | null> => {
  const typed = () => Boolean(document.querySelector<HTMLInputElement>('input[name="name"]')?.value);
  for (let tries = 0; tries < 250 && !typed(); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return sender;
};

export const SignedInSender: Story = {
  args: { defaultOpen: true, loadSender: fn(async (): Promise<MailSender | null> => asha) },
  play: async ({ args, canvas, userEvent }) => {
    await waitFor(() => expect(body().getByLabelText('Your name')).toHaveValue('Asha'));
    await expect(body().getByLabelText('Your email')).toHaveValue('asha@example.in');
    await expect(body().getByLabelText(/Recipients/)).toHaveValue('');
    // Asked once, not on every opening.
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mail this article' }));
    await expect(body().getByLabelText('Your name')).toHaveValue('Asha');
    await expect(args.loadSender).toHaveBeenCalledTimes(1);
  },
};

export const SenderAfterTyping: Story = {
  args: { defaultOpen: true, loadSender: fn(afterTypingName(asha)) },
  play: async ({ userEvent }) => {
    await userEvent.type(body().getByLabelText('Your name'), 'Meena');
    await waitFor(() => expect(body().getByLabelText('Your email')).toHaveValue('asha@example.in'));
    await expect(body().getByLabelText('Your name')).toHaveValue('Meena');
  },
};

export const AnonymousSender: Story = {
  args: { defaultOpen: true, loadSender: fn(async (): Promise<MailSender | null> => null) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.loadSender).toHaveBeenCalledTimes(1));
    await expect(body().getByLabelText('Your name')).toHaveValue('');
    await expect(body().getByLabelText('Your email')).toHaveValue('');
  },
};
