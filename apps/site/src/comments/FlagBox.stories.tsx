import type { FlagReport } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FlagPanel } from './CommentsPanel.tsx';
import {
  deferred,
  type Effects,
  narrowColumn,
  okEffects,
  refusal,
  refusedEffects,
  sampleComment,
} from './storyKit.tsx';
import '../styles/tokens.css';
import '../styles/comments.css';

// AR-05 flag box: Foul language / Slanderous / Inciting hatred against a certain community /
// Others (reveals a text box); name ≤ 100; Report → reporting → reported; Close.

const meta = {
  title: 'Site/Comments/FlagBox',
  component: FlagPanel,
  args: { msid: '4242', comment: sampleComment('777', 3), effects: okEffects() },
  decorators: [narrowColumn],
} satisfies Meta<typeof FlagPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const REASONS = ['Foul language', 'Slanderous', 'Inciting hatred against a certain community', 'Others'];
const boxRoot = (context: Context) => context.canvasElement.querySelector<HTMLElement>('.cm-flag');
const report = ({ canvas, userEvent }: Context) =>
  userEvent.click(canvas.getByRole('button', { name: 'Report' }));

export const Open: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { canvas } = context;
    const group = canvas.getByRole('group', { name: 'Why are you reporting this comment?' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(
      REASONS,
    );
    await expect(canvas.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(
      true,
    );
    await expect(canvas.queryByLabelText('Tell us what is wrong')).toBeNull();
    await expect(boxRoot(context)).toHaveAttribute('data-state', 'open');
  },
};

export const OthersRevealsTextBox: Story = {
  args: { effects: okEffects() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Others' }));
    const text = canvas.getByLabelText('Tell us what is wrong');
    await expect(text).toHaveFocus();
    await expect(text).toHaveAttribute('aria-required', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Slanderous' }));
    await expect(canvas.queryByLabelText('Tell us what is wrong')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Others' }));
  },
};

export const KeyboardMovesBetweenReasons: Story = {
  args: { effects: okEffects() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Foul language' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Slanderous' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Slanderous' })).toHaveFocus();
  },
};

export const ReasonRequired: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { canvas, args } = context;
    await report(context);
    await expect(await canvas.findByText('Please choose a reason')).toBeVisible();
    await expect(canvas.getByRole('group').getAttribute('aria-describedby')).toBe(
      canvas.getByText('Please choose a reason').id,
    );
    await expect(canvas.getByRole('radio', { name: 'Foul language' })).toHaveFocus();
    await expect(args.effects.report).not.toHaveBeenCalled();
  },
};

export const OthersTextRequired: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(canvas.getByRole('radio', { name: 'Others' }));
    await report(context);
    await expect(await canvas.findByText('Please describe the reason')).toBeVisible();
    await expect(canvas.getByLabelText('Tell us what is wrong')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.effects.report).not.toHaveBeenCalled();
  },
};

export const NameTooLong: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(canvas.getByRole('radio', { name: 'Slanderous' }));
    await userEvent.click(canvas.getByLabelText('Your name (optional)'));
    await userEvent.paste('n'.repeat(101));
    await report(context);
    await expect(await canvas.findByText('Please enter a name of 100 characters or fewer')).toBeVisible();
    await expect(canvas.getByLabelText('Your name (optional)')).toHaveFocus();
    await expect(args.effects.report).not.toHaveBeenCalled();
  },
};

function pendingEffects(): Effects {
  const effects = okEffects();
  const never = deferred();
  effects.report = fn((_r: FlagReport, _signal: AbortSignal) => never.promise);
  return effects;
}

export const Reporting: Story = {
  args: { effects: pendingEffects() },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(canvas.getByRole('radio', { name: 'Others' }));
    await userEvent.type(canvas.getByLabelText('Tell us what is wrong'), 'Advertising a scheme');
    await userEvent.type(canvas.getByLabelText('Your name (optional)'), 'Kabir');
    await report(context);
    await expect(boxRoot(context)).toHaveAttribute('data-state', 'reporting');
    await expect(canvas.getByRole('button', { name: 'Report' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.effects.report).toHaveBeenCalledWith(
      {
        commentId: '777',
        reason: 'Others',
        reasonText: 'Advertising a scheme',
        name: 'Kabir',
        loggedstatus: 0,
      },
      expect.anything(),
    );
  },
};

export const Reported: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(canvas.getByRole('radio', { name: 'Inciting hatred against a certain community' }));
    await report(context);
    const done = await canvas.findByRole('status');
    await expect(done).toHaveTextContent('Thank you. The moderators will look at this comment.');
    await expect(done).toHaveFocus();
    await expect(boxRoot(context)).toHaveAttribute('data-state', 'reported');
    await expect(args.effects.report).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'Inciting hatred against a certain community', reasonText: '' }),
      expect.anything(),
    );
  },
};

export const ClosedAfterReport: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('radio', { name: 'Foul language' }));
    await report(context);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close' }));
    await expect(boxRoot(context)).toBeNull();
  },
};

function failingEffects(): Effects {
  const effects = okEffects();
  effects.report = fn(async (_r: FlagReport, _signal: AbortSignal): Promise<unknown> => {
    throw new Error('503 Service Unavailable');
  });
  return effects;
}

export const ReportFailsChoiceKept: Story = {
  args: { effects: failingEffects() },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(canvas.getByRole('radio', { name: 'Others' }));
    await userEvent.type(canvas.getByLabelText('Tell us what is wrong'), 'Spam link');
    await report(context);
    // Shown (Hardening 18), not only logged.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Please check your connection and try again.',
    );
    await expect(args.effects.onLog).toHaveBeenCalledOnce();
    await expect(boxRoot(context)).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByRole('radio', { name: 'Others' })).toBeChecked();
    await expect(canvas.getByLabelText('Tell us what is wrong')).toHaveValue('Spam link');
  },
};

export const TooManyReports: Story = {
  args: {
    effects: refusedEffects(
      'report',
      refusal(429, 'rate_limit', 'Too many reports; try again in 600 s', 600),
    ),
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('radio', { name: 'Slanderous' }));
    await report(context);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Too many reports from you just now. Please try again in 10 minutes.',
    );
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-describedby', alert.id);
    await expect(canvas.getByRole('radio', { name: 'Slanderous' })).toBeChecked();
  },
};

export const NameRefusedByServer: Story = {
  args: {
    effects: refusedEffects(
      'report',
      refusal(400, 'username', 'Please remove invisible and text-direction characters from your name'),
    ),
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('radio', { name: 'Slanderous' }));
    await userEvent.type(canvas.getByLabelText('Your name (optional)'), 'Ila');
    await report(context);
    const error = await canvas.findByText(
      'Please remove invisible and text-direction characters from your name',
    );
    const field = canvas.getByLabelText('Your name (optional)');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('aria-describedby', error.id);
  },
};

export const SignedInReporter: Story = {
  args: { effects: okEffects(), user: { firstName: 'Ravi', email: 'ravi@example.com' } },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await expect(canvas.queryByLabelText('Your name (optional)')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Slanderous' }));
    await report(context);
    await canvas.findByRole('status');
    await expect(args.effects.report).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Ravi', loggedstatus: 1 }),
      expect.anything(),
    );
  },
};
