import { type RequestCodeInput, SignInRequestError, type VerifyCodeInput } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { TrialSignIn } from './TrialSignIn.tsx';

// AB-09 trial sign-in buttons: choosing, the address (with its refusals beside it), the code sent
// (masked address, the development note, numeric one-time-code field), a wrong code in the
// server's words, too many codes, and signed in. Every story is also an axe check.

const never = (_request: RequestCodeInput): Promise<unknown> => new Promise<never>(() => {});
const challenge = { challengeId: 'AAAAAAAAAAAAAAAAAAAAAA', sentTo: 'ignored', devCode: '123456' };

const meta = {
  title: 'UI/TrialSignIn',
  component: TrialSignIn.Default,
  args: {
    requestCode: fn(async (_request: RequestCodeInput): Promise<unknown> => challenge),
    verifyCode: fn(async (_request: VerifyCodeInput): Promise<unknown> => ({ ok: true, returnTo: '/' })),
    onSignedIn: fn(),
  },
} satisfies Meta<typeof TrialSignIn.Default>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-trial-sign-in]') as HTMLElement;

export const Choosing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'choosing');
    await expect(canvas.getByRole('button', { name: 'Continue with e-mail' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with mobile number' })).toBeVisible();
  },
};

export const AddressRefusedBesideTheField: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with mobile number' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'enteringAddress');
    const field = canvas.getByLabelText('Mobile number');
    await expect(field).toHaveAttribute('type', 'tel');
    await expect(field).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(field, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Please enter a 10-digit Indian mobile number, like 98765 43210.',
    );
    await expect(args.requestCode).not.toHaveBeenCalled();
  },
};

export const CodeSentWithDevelopmentNote: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with e-mail' }));
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'Rahulsharma@Gmail.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.requestCode).toHaveBeenCalledWith({
      channel: 'email',
      address: 'rahulsharma@gmail.com',
    });
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'enteringCode'));
    await expect(canvas.getByText('We sent a code to rah*****rma@gmail.com.')).toBeVisible();
    await expect(canvas.getByText('Development: your code is 123456')).toBeVisible();
    const code = canvas.getByLabelText('6-digit code');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    const resend = canvas.getByRole('button', { name: 'Send a new code' });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveAttribute('data-state', 'waiting');
  },
};

export const WithoutDevelopmentNote: Story = {
  args: {
    requestCode: fn(
      async (_request: RequestCodeInput): Promise<unknown> => ({ challengeId: challenge.challengeId }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with mobile number' }));
    await userEvent.type(canvas.getByLabelText('Mobile number'), '+91 98765 43210');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('We sent a code to ******3210.')).toBeVisible();
    await expect(canvas.queryByText(/Development:/)).toBeNull();
  },
};

export const WrongCode: Story = {
  args: {
    verifyCode: fn(async (_request: VerifyCodeInput): Promise<unknown> => {
      throw new SignInRequestError(400, 'code', 'That code is not right. You have 4 more tries.');
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with e-mail' }));
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'trial@demo.ledger');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const code = await canvas.findByLabelText('6-digit code');
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.verifyCode).toHaveBeenCalledWith({
      challengeId: challenge.challengeId,
      code: '000000',
      startTrial: true,
    });
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    await expect(code).toHaveAccessibleDescription('That code is not right. You have 4 more tries.');
    await expect(code).toHaveValue('000000');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const TooManyCodes: Story = {
  args: {
    requestCode: fn(async (_request: RequestCodeInput): Promise<unknown> => {
      throw new SignInRequestError(
        429,
        'address',
        'We have sent 5 codes to this address in the last hour. Please try again in 12 minutes.',
      );
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with e-mail' }));
    const field = canvas.getByLabelText('E-mail address');
    await userEvent.type(field, 'busy@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(/Please try again in 12 minutes/);
  },
};

export const Sending: Story = {
  args: { requestCode: fn(never) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with e-mail' }));
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'trial@demo.ledger');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'requestingCode');
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeDisabled();
  },
};

export const SignedIn: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with e-mail' }));
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'trial@demo.ledger');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await canvas.findByLabelText('6-digit code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'signedIn'));
    await expect(args.onSignedIn).toHaveBeenCalledWith({ ok: true, returnTo: '/' });
    await expect(within(canvasElement).getByText('You are signed in.')).toBeVisible();
  },
};
