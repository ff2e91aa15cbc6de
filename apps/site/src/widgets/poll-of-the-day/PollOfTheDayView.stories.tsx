import { commentWriteError, type PollReaderStatus } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PollOfTheDayView } from './PollOfTheDayView.tsx';
import { samples } from './sample.ts';

// DV-02 AB-14 the poll of the day as the island draws it (the site's view and CSS), in every state
// of its machine: checking, anonymous, unvoted (and Vote with no answer chosen), voting, voted
// (after voting, and on load), and a refusal in words. The reader's status and vote are promises
// the story holds; nothing reaches the network.

const { data } = samples['poll-of-the-day'];
const never = () => new Promise<never>(() => {});
type Vote = (pollId: string, optionno: number) => Promise<PollReaderStatus>;
const notVoted: PollReaderStatus = { signedIn: true, voted: false, optionno: null, result: null };
const votedFor = (optionno: number): PollReaderStatus => ({
  signedIn: true,
  voted: true,
  optionno,
  result: {
    totalvotes: 2846,
    options: [
      { optionno: 1, optionperc: 46 },
      { optionno: 2, optionperc: 21 },
      { optionno: 3, optionperc: 19 },
      { optionno: 4, optionperc: 14 },
    ],
  },
});

const meta = {
  title: 'Site/Widget states/Poll of the day',
  component: PollOfTheDayView,
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'Poll of the day',
    idBase: data.idBase,
    poll: data.poll,
    signedIn: true,
    loginPath: data.loginPath,
    returnTo: data.returnTo,
    loadStatus: fn(async () => notVoted),
    vote: fn<Vote>(async (_, optionno) => votedFor(optionno)),
    onLog: fn(),
  },
} satisfies Meta<typeof PollOfTheDayView>;
export default meta;
type Story = StoryObj<typeof meta>;

const poll = (canvasElement: HTMLElement) => canvasElement.querySelector('.poll') as HTMLElement;
const settledIn = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(poll(canvasElement)).toHaveAttribute('data-state', state));

/** A signed-in reader's page while the island asks whether they voted (the server's render too). */
export const Checking: Story = {
  args: { loadStatus: fn(never) },
  play: async ({ canvas, canvasElement }) => {
    await settledIn(canvasElement, 'checking');
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
  },
};

/** An anonymous reader: the question and answers, a sign-in link in place of Vote, no results. */
export const Anonymous: Story = {
  args: { signedIn: false },
  play: async ({ args, canvas, canvasElement }) => {
    await settledIn(canvasElement, 'anonymous');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', data.loginPath);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.loadStatus).not.toHaveBeenCalled();
  },
};

/** Signed in, not voted yet: the answers to choose from and Vote. */
export const Unvoted: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await settledIn(canvasElement, 'unvoted');
    await expect(args.loadStatus).toHaveBeenCalledWith(data.poll.msid);
    await expect(canvas.getByRole('button', { name: 'Vote' })).toBeEnabled();
  },
};

/** Vote with no answer chosen: asked to choose, nothing sent. */
export const NoAnswerChosen: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await settledIn(canvasElement, 'unvoted');
    await userEvent.click(canvas.getByRole('button', { name: 'Vote' }));
    await expect(canvas.getByText('Please choose an answer first.')).toBeVisible();
    await expect(args.vote).not.toHaveBeenCalled();
  },
};

/** The vote on its way: answers and the button disabled. */
export const Voting: Story = {
  args: { vote: fn<Vote>(never) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await settledIn(canvasElement, 'unvoted');
    await userEvent.click(canvas.getByRole('radio', { name: 'Semiconductors made in India' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Vote' }));
    await settledIn(canvasElement, 'voting');
    await expect(canvas.getByRole('button', { name: 'Voting…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The reader votes: the server's percentages and count, their answer marked. */
export const VotedAfterVoting: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await settledIn(canvasElement, 'unvoted');
    await userEvent.click(canvas.getByRole('radio', { name: 'UPI and digital payments abroad' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Vote' }));
    await settledIn(canvasElement, 'voted');
    await expect(args.vote).toHaveBeenCalledWith(data.poll.msid, 3);
    await expect(canvas.getByText('19%')).toBeVisible();
    await expect(canvas.getByText('2,846 votes')).toBeVisible();
    await expect(canvasElement.querySelector('[data-chosen]')).toHaveTextContent(
      'UPI and digital payments abroad',
    );
  },
};

/** A reader who voted earlier (any page, any device): the results at once. */
export const VotedOnLoad: Story = {
  args: { loadStatus: fn(async () => votedFor(1)) },
  play: async ({ canvas, canvasElement }) => {
    await settledIn(canvasElement, 'voted');
    await expect(canvas.getByText('46%')).toBeVisible();
  },
};

/** A refusal the server put in words (the vote limit) is said under the button; the answer is kept. */
export const RefusedInWords: Story = {
  args: {
    vote: fn<Vote>(async () =>
      Promise.reject(
        commentWriteError(429, { error: { param: 'rate_limit', message: 'Too many votes' } }, '40'),
      ),
    ),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await settledIn(canvasElement, 'unvoted');
    await userEvent.click(canvas.getByRole('radio', { name: 'Electric vehicles and batteries' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Vote' }));
    await waitFor(() =>
      expect(
        canvas.getByText('Too many votes from you just now. Please try again in 40 seconds.'),
      ).toBeVisible(),
    );
    await expect(args.onLog).toHaveBeenCalledOnce();
    await settledIn(canvasElement, 'unvoted');
    await expect(canvas.getByRole('radio', { name: 'Electric vehicles and batteries' })).toBeChecked();
  },
};
