import type { VoteRequest } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Votes } from './CommentsPanel.tsx';
import {
  type Effects,
  memoryOf,
  narrowColumn,
  okEffects,
  refusal,
  refusedEffects,
  sampleComment,
} from './storyKit.tsx';
import '../styles/tokens.css';
import '../styles/comments.css';

// AR-07 votes: agree (typeid 100) / disagree (101), rateid 1; the count rises at once; one vote per
// comment per browser (memory); a repeat shows "You've already voted!" for 3 s.

const comment = { ...sampleComment('c42', 1), AC_A_C: 12, AC_D_C: 3 };

const meta = {
  title: 'Site/Comments/VoteButtons',
  component: Votes,
  args: { comment, effects: okEffects(), memory: memoryOf() },
  decorators: [narrowColumn],
} satisfies Meta<typeof Votes>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const agree = ({ canvas }: Context) => canvas.getByRole('button', { name: /^Agree/ });
const disagree = ({ canvas }: Context) => canvas.getByRole('button', { name: /^Disagree/ });
const toast = ({ canvas }: Context) => canvas.getByRole('status');

export const Ready: Story = {
  args: { effects: okEffects(), memory: memoryOf() },
  play: async (context) => {
    await expect(agree(context)).toHaveAccessibleName('Agree 12');
    await expect(disagree(context)).toHaveAccessibleName('Disagree 3');
    await expect(agree(context)).toHaveAttribute('aria-pressed', 'false');
    await expect(disagree(context)).toHaveAttribute('aria-pressed', 'false');
    await expect(toast(context)).toBeEmptyDOMElement();
    await expect(context.canvas.getByRole('group')).toHaveAttribute('data-state', 'ready');
  },
};

export const AgreeCounted: Story = {
  args: { effects: okEffects(), memory: memoryOf() },
  play: async (context) => {
    const { userEvent, args } = context;
    await userEvent.click(agree(context));
    await expect(agree(context)).toHaveAccessibleName('Agree 13');
    await expect(agree(context)).toHaveAttribute('aria-pressed', 'true');
    await expect(disagree(context)).toHaveAttribute('aria-pressed', 'false');
    await expect(args.effects.sendVote).toHaveBeenCalledWith(
      { opinionid: 'c42', typeid: 100, rateid: 1 },
      expect.anything(),
    );
    await expect(args.memory?.recall('c42')).toBe('agree');
  },
};

export const DisagreeCounted: Story = {
  args: { effects: okEffects(), memory: memoryOf() },
  play: async (context) => {
    await context.userEvent.click(disagree(context));
    await expect(disagree(context)).toHaveAccessibleName('Disagree 4');
    await expect(context.args.effects.sendVote).toHaveBeenCalledWith(
      { opinionid: 'c42', typeid: 101, rateid: 1 },
      expect.anything(),
    );
  },
};

export const RepeatShowsToast: Story = {
  args: { effects: okEffects(), memory: memoryOf() },
  play: async (context) => {
    const { userEvent, args } = context;
    await userEvent.click(agree(context));
    await userEvent.click(disagree(context));
    await expect(toast(context)).toHaveTextContent(/^You've already voted!$/);
    await expect(toast(context)).toHaveAttribute('data-state', 'shown');
    // Counted once.
    await expect(agree(context)).toHaveAccessibleName('Agree 13');
    await expect(disagree(context)).toHaveAccessibleName('Disagree 3');
    await expect(args.effects.sendVote).toHaveBeenCalledOnce();
  },
};

export const ToastHidesAfterThreeSeconds: Story = {
  args: { effects: okEffects(), memory: memoryOf() },
  play: async (context) => {
    const { userEvent } = context;
    await userEvent.click(agree(context));
    await userEvent.click(agree(context));
    await expect(toast(context)).toHaveTextContent("You've already voted!");
    // The exact 3 s is the machine's named delay, tested with SimulatedClock; here, in a real
    // browser on a busy machine, only that it shows and then goes by itself.
    await waitFor(() => expect(toast(context)).toBeEmptyDOMElement(), { timeout: 6000 });
    await expect(toast(context)).toHaveAttribute('data-state', 'hidden');
  },
};

export const RememberedVote: Story = {
  args: { effects: okEffects(), memory: memoryOf({ c42: 'agree' }) },
  play: async (context) => {
    const { userEvent, args } = context;
    // Read from memory after mounting: shown as pressed, the served count unchanged.
    await waitFor(() => expect(agree(context)).toHaveAttribute('aria-pressed', 'true'));
    await expect(agree(context)).toHaveAccessibleName('Agree 12');
    await userEvent.click(disagree(context));
    await expect(toast(context)).toHaveTextContent("You've already voted!");
    await expect(args.effects.sendVote).not.toHaveBeenCalled();
  },
};

function failingEffects(): Effects {
  const effects = okEffects();
  effects.sendVote = fn(async (_r: VoteRequest, _signal: AbortSignal): Promise<unknown> => {
    throw new TypeError('Failed to fetch');
  });
  return effects;
}

export const SendFailsVoteTakenBack: Story = {
  args: { effects: failingEffects(), memory: memoryOf() },
  play: async (context) => {
    const { userEvent, args } = context;
    await userEvent.click(agree(context));
    // Shown (Hardening 18), not only logged.
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Please check your connection and try again.',
    );
    await expect(args.effects.onLog).toHaveBeenCalledOnce();
    await expect(agree(context)).toHaveAccessibleName('Agree 12');
    await expect(agree(context)).toHaveAttribute('aria-pressed', 'false');
    await expect(args.memory?.recall('c42')).toBeNull();
  },
};

export const TooManyVotes: Story = {
  args: {
    effects: refusedEffects('sendVote', refusal(429, 'rate_limit', 'Too many votes; try again in 30 s', 30)),
    memory: memoryOf(),
  },
  play: async (context) => {
    await context.userEvent.click(disagree(context));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'Too many votes from you just now. Please try again in 30 seconds.',
    );
    await expect(disagree(context)).toHaveAccessibleName('Disagree 3');
  },
};

export const NoReaderToCountFor: Story = {
  args: {
    effects: refusedEffects(
      'sendVote',
      refusal(
        403,
        'reader',
        'We could not tell who is voting. Please allow cookies for this site, or sign in, and try again.',
      ),
    ),
    memory: memoryOf(),
  },
  play: async (context) => {
    await context.userEvent.click(agree(context));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'We could not tell who is voting. Please allow cookies for this site, or sign in, and try again.',
    );
  },
};

function notCountedEffects(): Effects {
  const effects = okEffects();
  effects.sendVote = fn(
    async (_r: VoteRequest, _signal: AbortSignal): Promise<unknown> => ({ counted: false }),
  );
  return effects;
}

export const ServerDidNotCount: Story = {
  args: { effects: notCountedEffects(), memory: memoryOf() },
  play: async (context) => {
    const { userEvent, args } = context;
    await userEvent.click(agree(context));
    await waitFor(() => expect(args.effects.sendVote).toHaveBeenCalledOnce());
    // The local count stays as the reader saw it.
    await expect(agree(context)).toHaveAccessibleName('Agree 13');
    await expect(agree(context)).toHaveAttribute('aria-pressed', 'true');
  },
};
