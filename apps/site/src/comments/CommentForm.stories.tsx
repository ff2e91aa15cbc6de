import type { CommentSubmission } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PostForm } from './CommentsPanel.tsx';
import { deferred, type Effects, narrowColumn, okEffects, refusal, refusedEffects } from './storyKit.tsx';
import '../styles/tokens.css';
import '../styles/comments.css';

// AR-03 comment form: closed → open ("Post a Comment") → details at 3+ characters → validation →
// submitting → thank-you (closable); network errors logged with the text kept.

const meta = {
  title: 'Site/Comments/CommentForm',
  component: PostForm,
  args: { msid: '125400333', effects: okEffects() },
  decorators: [narrowColumn],
} satisfies Meta<typeof PostForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

interface Fill {
  message?: string;
  name?: string;
  email?: string;
  location?: string;
}

const VALID: Required<Fill> = {
  message: 'The guidance matters more than the pause.',
  name: 'Asha',
  email: 'asha@example.com',
  location: 'Pune',
};

async function openForm({ canvas, userEvent }: Context) {
  await userEvent.click(canvas.getByRole('button', { name: 'Post a Comment' }));
  return canvas.getByRole('form', { name: 'Post a comment' });
}

/** Types (short) or pastes (long) each value into its field. */
async function fill({ canvas, userEvent }: Context, values: Fill) {
  const fields: Array<[keyof Fill, string]> = [
    ['message', 'Your comment'],
    ['name', 'Name'],
    ['email', 'Email'],
    ['location', 'Location (optional)'],
  ];
  for (const [key, label] of fields) {
    const value = values[key];
    if (value === undefined || value === '') continue;
    const field = canvas.getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.click(field);
    if (value.length > 60) await userEvent.paste(value);
    else await userEvent.type(field, value);
  }
}

const post = ({ canvas, userEvent }: Context) =>
  userEvent.click(canvas.getByRole('button', { name: 'Post' }));
const formRoot = (context: Context) => context.canvasElement.querySelector<HTMLElement>('.cm-form');

export const Closed: Story = {
  args: { effects: okEffects() },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Post a Comment' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvasElement.querySelector('.cm-form')).toHaveAttribute('data-state', 'closed');
  },
};

export const Open: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { canvas } = context;
    await openForm(context);
    await expect(canvas.getByRole('button', { name: 'Post a Comment' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByLabelText('Your comment')).toHaveFocus();
    await expect(canvas.queryByLabelText('Name')).toBeNull();
    await expect(formRoot(context)).toHaveAttribute('data-state', 'open');
  },
};

export const DetailsAtThreeCharacters: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await openForm(context);
    await userEvent.type(canvas.getByLabelText('Your comment'), 'Go');
    await expect(canvas.queryByLabelText('Name')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Your comment'), 'o');
    await expect(canvas.getByLabelText('Name')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toBeVisible();
    await expect(canvas.getByLabelText('Location (optional)')).toBeVisible();
  },
};

/** A story that fills the form with one field wrong and expects that field's message, exactly. */
function refused(values: Fill, label: string, message: string): Story {
  return {
    args: { effects: okEffects() },
    play: async (context) => {
      const { canvas, args } = context;
      await openForm(context);
      await fill(context, values);
      await post(context);
      const error = await canvas.findByText(message);
      await expect(error.textContent).toBe(message);
      const field = canvas.getByLabelText(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field.getAttribute('aria-describedby')).toContain(error.id);
      await expect(field).toHaveFocus();
      await expect(args.effects.submitComment).not.toHaveBeenCalled();
    },
  };
}

const { name: _n, ...withoutName } = VALID;
const { email: _e, ...withoutEmail } = VALID;

export const NameRequired = refused(withoutName, 'Name', 'Please enter your name');
export const NameTooLong = refused(
  { ...VALID, name: 'Nandini Subramaniam K' },
  'Name',
  'Please enter a name of 20 characters or fewer',
);
export const EmailRequired = refused(withoutEmail, 'Email', 'Please enter your email');
export const EmailTooLong = refused(
  { ...VALID, email: 'nandini.subramaniam.k@newsroom-example.com' },
  'Email',
  'Please enter an email of 40 characters or fewer',
);
export const EmailMalformed = refused(
  { ...VALID, email: 'asha@example' },
  'Email',
  'Please enter a valid email',
);
export const LocationTooLong = refused(
  { ...VALID, location: 'Thiruvananthapuram N' + 'x' },
  'Location (optional)',
  'Please enter a location of 20 characters or fewer',
);

export const EverythingMissing: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { canvas } = context;
    await openForm(context);
    await post(context);
    await expect(await canvas.findByText('Please enter your comment')).toBeVisible();
    await expect(canvas.getByText('Please enter your name')).toBeVisible();
    await expect(canvas.getByText('Please enter your email')).toBeVisible();
    await expect(canvas.getByLabelText('Your comment')).toHaveFocus();
  },
};

export const Over1500Alert: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { canvas, args } = context;
    await openForm(context);
    const long = 'x'.repeat(1501);
    await fill(context, { ...VALID, message: long });
    await post(context);
    await expect(args.effects.onAlert).toHaveBeenCalledOnce();
    await expect(args.effects.onAlert).toHaveBeenCalledWith('You have entered more than 1500 characters');
    await expect(args.effects.submitComment).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Your comment')).toHaveValue(long); // nothing cut
    await expect(formRoot(context)).toHaveAttribute('data-state', 'open');
  },
};

function pendingEffects(): Effects {
  const effects = okEffects();
  const never = deferred();
  effects.submitComment = fn((_s: CommentSubmission, _signal: AbortSignal) => never.promise);
  return effects;
}

export const Submitting: Story = {
  args: { effects: pendingEffects() },
  play: async (context) => {
    const { canvas, args } = context;
    await openForm(context);
    await fill(context, VALID);
    await post(context);
    await expect(formRoot(context)).toHaveAttribute('data-state', 'submitting');
    await expect(canvas.getByRole('form', { name: 'Post a comment' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Post' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByLabelText('Your comment')).toHaveAttribute('readonly');
    await expect(args.effects.submitComment).toHaveBeenCalledOnce();
    await expect(args.effects.submitComment).toHaveBeenCalledWith(
      {
        msid: '125400333',
        message: VALID.message,
        fromname: 'Asha',
        fromaddress: 'asha@example.com',
        location: 'Pune',
        loggedstatus: 0,
      },
      expect.anything(),
    );
  },
};

export const Thanks: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    await openForm(context);
    await fill(context, VALID);
    await post(context);
    const thanks = await canvas.findByRole('status');
    await expect(thanks).toHaveTextContent('Thank you for your comment.');
    await expect(thanks).toHaveFocus();
    await expect(formRoot(context)).toHaveAttribute('data-state', 'thanks');
    await step('Close: closed and cleared, focus back on "Post a Comment"', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await expect(canvas.queryByRole('status')).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Post a Comment' })).toHaveFocus();
      await userEvent.click(canvas.getByRole('button', { name: 'Post a Comment' }));
      await expect(canvas.getByLabelText('Your comment')).toHaveValue('');
    });
    // Ends showing the thank-you again, for the accessibility check of that state.
    await fill(context, VALID);
    await post(context);
    await canvas.findByRole('status');
  },
};

function failingEffects(): Effects {
  const effects = okEffects();
  effects.submitComment = fn(async (_s: CommentSubmission, _signal: AbortSignal): Promise<unknown> => {
    throw new TypeError('Failed to fetch');
  });
  return effects;
}

/** Hardening 18: a failed post is shown (the spec's "logged only" is overridden) and the text kept. */
export const NetworkErrorKeepsText: Story = {
  args: { effects: failingEffects() },
  play: async (context) => {
    const { canvas, args } = context;
    await openForm(context);
    await fill(context, VALID);
    await post(context);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'We could not reach the server. Please check your connection and try again.',
    );
    await expect(canvas.getByRole('form', { name: 'Post a comment' })).toHaveAttribute(
      'aria-describedby',
      alert.id,
    );
    await expect(args.effects.onLog).toHaveBeenCalledOnce();
    await expect(args.effects.onLog).toHaveBeenCalledWith(new TypeError('Failed to fetch'));
    await expect(args.effects.onAlert).not.toHaveBeenCalled();
    await expect(formRoot(context)).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByLabelText('Your comment')).toHaveValue(VALID.message);
    await expect(canvas.getByLabelText('Name')).toHaveValue('Asha');
    await expect(canvas.getByLabelText('Email')).toHaveValue('asha@example.com');
    await expect(canvas.getByLabelText('Location (optional)')).toHaveValue('Pune');
  },
};

/** A story where the server refuses the post with `error` and the form shows `message` as an alert. */
function refusedAsForm(error: unknown, message: string): Story {
  return {
    args: { effects: refusedEffects('submitComment', error) },
    play: async (context) => {
      const { canvas, args } = context;
      await openForm(context);
      await fill(context, VALID);
      await post(context);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
      await expect(args.effects.onLog).toHaveBeenCalledOnce();
      await expect(canvas.getByLabelText('Your comment')).toHaveValue(VALID.message);
      await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    },
  };
}

export const TooManyComments = refusedAsForm(
  refusal(429, 'rate_limit', 'Too many comments; try again in 20 s', 20),
  'Too many comments from you just now. Please try again in 20 seconds.',
);
export const ServiceDown = refusedAsForm(
  refusal(502, null, 'This service is unavailable just now. Please try again.'),
  'The comments service is not answering just now. Please try again in a moment.',
);
export const SessionEnded = refusedAsForm(
  refusal(401, 'session', 'Your session has ended; please sign in again.'),
  'Your session has ended. Please sign in again.',
);

/** Hardening 18: the server's refusal of a field is shown next to that field, as the form's own are. */
export const EmailRefusedByServer: Story = {
  args: {
    effects: refusedEffects('submitComment', refusal(400, 'fromaddress', 'Please enter a valid email')),
  },
  play: async (context) => {
    const { canvas, args } = context;
    await openForm(context);
    await fill(context, VALID);
    await post(context);
    const error = await canvas.findByText('Please enter a valid email');
    const field = canvas.getByLabelText('Email');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field.getAttribute('aria-describedby')).toContain(error.id);
    await expect(field).toHaveValue('asha@example.com');
    await expect(args.effects.submitComment).toHaveBeenCalledOnce();
  },
};

/** Hardening 15/18: an e-mail the server refuses is refused here first, by the same rules. */
export const EmailTheServerRefuses = refused(
  { ...VALID, email: 'me@site.c' },
  'Email',
  'Please enter a valid email',
);
export const NameWithDirectionOverride = refused(
  { ...VALID, name: 'Asha\u202E' },
  'Name',
  'Please remove invisible and text-direction characters from your name',
);

export const SignedIn: Story = {
  args: { effects: okEffects(), user: { firstName: 'Ravi', email: 'ravi@example.com' } },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await openForm(context);
    await userEvent.type(canvas.getByLabelText('Your comment'), 'Well argued piece.');
    await expect(canvas.queryByLabelText('Name')).toBeNull();
    const note = context.canvasElement.querySelector('.cm-note');
    await expect(note).toHaveTextContent('Commenting as Ravi');
    await expect(note?.querySelector('bdi')).toHaveTextContent('Ravi'); // the name isolated
    await post(context);
    await canvas.findByRole('status');
    await expect(args.effects.submitComment).toHaveBeenCalledWith(
      expect.objectContaining({ fromname: 'Ravi', fromaddress: 'ravi@example.com', loggedstatus: 1 }),
      expect.anything(),
    );
  },
};
