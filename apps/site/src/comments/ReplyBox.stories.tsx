import type { ReplySubmission } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CommentsPanel, ReplyPanel } from './CommentsPanel.tsx';
import {
  answer,
  deepThread,
  deferred,
  type Effects,
  fakeFetch,
  narrowColumn,
  okEffects,
  refusal,
  refusedEffects,
  sampleComment,
} from './storyKit.tsx';
import '../styles/tokens.css';
import '../styles/comments.css';

// AR-04 reply box: counter from 1500, parentid / rootid, thank-you with the link to all opinions,
// close. AR-06: one reply or flag box open on the page.

const parent = sampleComment('501', 2);

const meta = {
  title: 'Site/Comments/ReplyBox',
  component: ReplyPanel,
  args: { msid: '125400333', comment: parent, rootId: '500', effects: okEffects() },
  decorators: [narrowColumn],
} satisfies Meta<typeof ReplyPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const message = (context: Context) => context.canvas.getByLabelText('Your reply');
const counter = (context: Context) => context.canvasElement.querySelector<HTMLElement>('.cm-counter');
const boxRoot = (context: Context) => context.canvasElement.querySelector<HTMLElement>('.cm-reply');

async function fillDetails({ canvas, userEvent }: Context) {
  await userEvent.type(canvas.getByLabelText('Name'), 'Meera');
  await userEvent.type(canvas.getByLabelText('Email'), 'meera@example.com');
}

export const Counter: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    await expect(message(context)).toHaveFocus();
    await expect(counter(context)).toHaveTextContent(/^1500 characters left$/);
    await expect(message(context).getAttribute('aria-describedby')).toContain(counter(context)?.id);
    await context.userEvent.type(message(context), 'Fair');
    await expect(counter(context)).toHaveAttribute('data-left', '1496');
  },
};

export const CounterAtZero: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    await context.userEvent.click(message(context));
    await context.userEvent.paste('y'.repeat(1500));
    await expect(counter(context)).toHaveAttribute('data-left', '0');
    await expect(counter(context)).toHaveAttribute('data-state', 'within');
    await expect(within(counter(context) as HTMLElement).getByText('No characters left')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  },
};

export const OverLimitRefused: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(message(context));
    await userEvent.paste('z'.repeat(1501));
    // Never a negative count: 0, marked as over.
    await expect(counter(context)).toHaveAttribute('data-left', '0');
    await expect(counter(context)).toHaveAttribute('data-state', 'over');
    await fillDetails(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(args.effects.onAlert).toHaveBeenCalledOnce();
    await expect(args.effects.onAlert).toHaveBeenCalledWith('You have entered more than 1500 characters');
    await expect(args.effects.submitReply).not.toHaveBeenCalled();
    await expect(message(context)).toHaveValue('z'.repeat(1501));
  },
};

function pendingEffects(): Effects {
  const effects = okEffects();
  const never = deferred();
  effects.submitReply = fn((_s: ReplySubmission, _signal: AbortSignal) => never.promise);
  return effects;
}

export const Submitting: Story = {
  args: { effects: pendingEffects() },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.type(message(context), 'Agreed, but the base effect matters.');
    await fillDetails(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(boxRoot(context)).toHaveAttribute('data-state', 'submitting');
    await expect(canvas.getByRole('button', { name: 'Reply' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.effects.submitReply).toHaveBeenCalledWith(
      {
        msid: '125400333',
        message: 'Agreed, but the base effect matters.',
        fromname: 'Meera',
        fromaddress: 'meera@example.com',
        location: '',
        loggedstatus: 0,
        parentid: '501',
        rootid: '500',
      },
      expect.anything(),
    );
  },
};

export const ThanksWithLinkToAllOpinions: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.type(message(context), 'Agreed.');
    await fillDetails(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    const thanks = await canvas.findByRole('status');
    await expect(thanks).toHaveTextContent('Thank you for your reply.');
    await expect(thanks).toHaveFocus();
    await expect(
      within(thanks).getByRole('link', { name: 'Read all opinions on this story' }),
    ).toHaveAttribute('href', '/opinions/125400333.cms');
  },
};

export const ClosedAfterThanks: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.type(message(context), 'Agreed.');
    await fillDetails(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Close' }));
    await expect(boxRoot(context)).toBeNull();
  },
};

function failingEffects(): Effects {
  const effects = okEffects();
  effects.submitReply = fn(async (_s: ReplySubmission, _signal: AbortSignal): Promise<unknown> => {
    throw new TypeError('Failed to fetch');
  });
  return effects;
}

export const NetworkErrorKeepsText: Story = {
  args: { effects: failingEffects() },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.type(message(context), 'Agreed, mostly.');
    await fillDetails(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Please check your connection and try again.',
    );
    await expect(args.effects.onLog).toHaveBeenCalledOnce();
    await expect(args.effects.onAlert).not.toHaveBeenCalled();
    await expect(boxRoot(context)).toHaveAttribute('data-state', 'editing');
    await expect(message(context)).toHaveValue('Agreed, mostly.');
    await expect(canvas.getByLabelText('Name')).toHaveValue('Meera');
  },
};

/** Hardening 18: the refusal that used to be silent ('parentid must be a numeric id') is said. */
export const RefusedParent: Story = {
  args: { effects: refusedEffects('submitReply', refusal(400, 'parentid', 'must be a numeric id')) },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.type(message(context), 'Agreed, mostly.');
    await fillDetails(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'It could not be sent: parentid must be a numeric id. Please reload the page and try again.',
    );
    await expect(message(context)).toHaveValue('Agreed, mostly.');
  },
};

export const TooManyReplies: Story = {
  args: {
    effects: refusedEffects(
      'submitReply',
      refusal(429, 'rate_limit', 'Too many comments; try again in 6 s', 6),
    ),
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.type(message(context), 'Agreed, mostly.');
    await fillDetails(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many replies from you just now. Please try again in 6 seconds.',
    );
  },
};

// AR-06, on a page of comments.

const page = fakeFetch({
  answer: answer({ totalcount: 6, cmt_c: 2 }, [deepThread('t1', 3), sampleComment('t2', 4)]),
});

export const OneBoxOpenOnThePage: Story = {
  render: () => <CommentsPanel msid="125400333" fetchPage={page} withForm={false} effects={okEffects()} />,
  play: async ({ canvas, userEvent, step }) => {
    await canvas.findByRole('list', { name: 'Comments' });
    const replyTo = (name: RegExp) => canvas.getAllByRole('button', { name })[0] as HTMLElement;
    const replyFirst = canvas.getAllByRole('button', { name: /^Reply to / })[0] as HTMLElement;
    const flagLast = canvas.getAllByRole('button', { name: /^Flag the comment by / }).at(-1) as HTMLElement;
    await step('open a reply box', async () => {
      await userEvent.click(replyFirst);
      await expect(replyFirst).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getAllByRole('form')).toHaveLength(1);
      await expect(document.getElementById(replyFirst.getAttribute('aria-controls') ?? '')).not.toBeNull();
    });
    await step('opening a flag box elsewhere closes the reply box', async () => {
      await userEvent.click(flagLast);
      await expect(replyFirst).toHaveAttribute('aria-expanded', 'false');
      await expect(flagLast).toHaveAttribute('aria-expanded', 'true');
      const forms = canvas.getAllByRole('form');
      await expect(forms).toHaveLength(1);
      await expect(forms[0]).toHaveAccessibleName(/^Report the comment by /);
    });
    await step('the same trigger again closes it', async () => {
      await userEvent.click(flagLast);
      await expect(canvas.queryAllByRole('form')).toHaveLength(0);
    });
    await step('end with a reply box open on a nested reply', async () => {
      await userEvent.click(replyTo(/^Reply to /));
      const nested = canvas.getAllByRole('button', { name: /^Reply to / })[2] as HTMLElement;
      await userEvent.click(nested);
      await expect(canvas.getAllByRole('form')).toHaveLength(1);
      await expect(nested).toHaveAttribute('aria-expanded', 'true');
    });
  },
};

export const ReplyAppearsUnderItsParent: Story = {
  render: () => <CommentsPanel msid="125400333" fetchPage={page} withForm={false} effects={okEffects()} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('list', { name: 'Comments' });
    const deepest = canvasElement.querySelector('li[data-comment-id="t1-1-1-1"]') as HTMLElement;
    const trigger = within(deepest).getAllByRole('button', { name: /^Reply to / })[0] as HTMLElement;
    await userEvent.click(trigger);
    await userEvent.type(canvas.getByLabelText('Your reply'), 'Four levels down and still civil.');
    await userEvent.type(canvas.getByLabelText('Name'), 'Ila');
    await userEvent.type(canvas.getByLabelText('Email'), 'ila@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Close' }));
    // Shown at once, as the last reply of its parent, one level deeper; focus back on the trigger.
    const mine = await within(deepest).findByText('Four levels down and still civil.');
    await expect(mine.closest('li')).toHaveAttribute('data-depth', '4');
    await expect(mine.closest('li')?.parentElement?.closest('li')).toBe(deepest);
    await expect(trigger).toHaveFocus();
  },
};
