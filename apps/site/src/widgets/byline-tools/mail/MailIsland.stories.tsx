import { MAIL_TEXTS, type MailRequest, type MailSender } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { samples } from '../sample.ts';
import MailIsland from './mail.island.tsx';

// DV-02 AR-08 "Mail this article" as the island draws it (the site's toolbar button, dialog and
// CSS), in the states of its machine: closed, editing (a signed-in reader's name and e-mail filled
// in), verifying the captcha, verified, submitting, and a failure with the server's words beside
// the recipients. The session, the captcha's work and the sending are the story's; nothing
// reaches the network. (Success closes the dialog: the same picture as closed.)

const never = (): Promise<never> => new Promise<never>(() => {});
const sender: MailSender = { name: 'Ananya Iyer', replyto: 'ananya.iyer@example.in' };
const effects = (over: Partial<NonNullable<Parameters<typeof MailIsland>[0]['effects']>> = {}) => ({
  loadSender: fn(async (): Promise<MailSender | null> => sender),
  solveCaptcha: fn(async (_signal: AbortSignal) => 'c29sdXRpb24='),
  submitMail: fn(async (_request: MailRequest): Promise<unknown> => ({ status: 'success' })),
  onAlert: fn(),
  ...over,
});

const meta = {
  title: 'Site/Widget states/Byline tools/Mail',
  component: MailIsland,
  globals: { viewport: { value: 'phone' } },
  args: { props: {}, data: samples.mail.data, effects: effects() },
} satisfies Meta<typeof MailIsland>;
export default meta;
type Story = StoryObj<typeof meta>;

// The dialog is portalled to the document's body.
const page = () => within(document.body);
const form = async () =>
  (await page().findByRole('dialog', { name: 'Mail this article' })).querySelector('form') as HTMLFormElement;
const captcha = () => page().getByRole('checkbox', { name: "I'm not a robot" });
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type Clicker = { click: (element: Element) => Promise<void> };
const open = async (canvas: Canvas, userEvent: Clicker) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Mail this article' }));
  await waitFor(async () => expect(await form()).toHaveAttribute('data-state', 'editing'));
  await waitFor(() => expect(page().getByLabelText('Your name')).toHaveValue(sender.name));
};
const fillAndCheck = async (
  userEvent: Clicker & { type: (element: Element, text: string) => Promise<void> },
) => {
  await userEvent.type(page().getByLabelText(/Recipients/), 'rahul.mehta@example.in');
  await userEvent.click(captcha());
  await waitFor(() => expect(captcha()).toBeChecked());
};

/** As served: the toolbar's envelope button. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mail this article' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Open: a signed-in reader's name and e-mail filled in, the recipients to write. */
export const Editing: Story = {
  play: async ({ canvas, userEvent }) => {
    await open(canvas, userEvent);
    await expect(page().getByLabelText('Your email')).toHaveValue(sender.replyto);
    await expect(page().getByLabelText(/Recipients/)).toHaveValue('');
  },
};

/** The captcha's work under way: said in words. */
export const Verifying: Story = {
  args: { effects: effects({ solveCaptcha: fn(never) }) },
  play: async ({ canvas, userEvent }) => {
    await open(canvas, userEvent);
    await userEvent.click(captcha());
    await waitFor(async () => expect(await form()).toHaveAttribute('data-state', 'verifying'));
    await expect(
      page().getByText('Checking that you are not a robot. This can take a few seconds.'),
    ).toBeVisible();
  },
};

/** The captcha solved: "Checked.", ready to send. */
export const Verified: Story = {
  play: async ({ canvas, userEvent }) => {
    await open(canvas, userEvent);
    await fillAndCheck(userEvent);
    await expect(page().getByText('Checked.')).toBeVisible();
    await expect(await form()).toHaveAttribute('data-state', 'editing');
  },
};

/** Sending: Send disabled until the server answers. */
export const Submitting: Story = {
  args: { effects: effects({ submitMail: fn((_request: MailRequest): Promise<unknown> => never()) }) },
  play: async ({ args, canvas, userEvent }) => {
    await open(canvas, userEvent);
    await fillAndCheck(userEvent);
    await userEvent.click(page().getByRole('button', { name: 'Send' }));
    await waitFor(async () => expect(await form()).toHaveAttribute('data-state', 'submitting'));
    await expect(page().getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(args.effects?.submitMail).toHaveBeenCalledWith(
      expect.objectContaining({ toaddress: 'rahul.mehta@example.in', msid: samples.mail.data.msid }),
    );
  },
};

const capText =
  'You can mail articles to at most 30 people a day, and you have reached that today. Please try again tomorrow.';

/** Refused (the daily cap): the alert, and the server's words beside the recipients. */
export const RefusedBesideRecipients: Story = {
  args: {
    effects: effects({
      submitMail: fn(async (_request: MailRequest): Promise<unknown> => {
        throw Object.assign(new Error(capText), { field: 'toaddress' });
      }),
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await open(canvas, userEvent);
    await fillAndCheck(userEvent);
    await userEvent.click(page().getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.effects?.onAlert).toHaveBeenCalledWith(MAIL_TEXTS.failure));
    await expect(page().getByText(capText)).toBeVisible();
    await expect(page().getByLabelText(/Recipients/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(async () => expect(await form()).toHaveAttribute('data-state', 'editing'));
  },
};
