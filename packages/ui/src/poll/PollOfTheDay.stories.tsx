import { commentWriteError, type PollReaderStatus } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type Mock, waitFor, within } from 'storybook/test';
import { PollOfTheDay, type PollOfTheDayProps } from './PollOfTheDay.tsx';

type Vote = PollOfTheDayProps['vote'];

import './PollOfTheDay.stories.css';

// AB-14 poll of the day in every state: checking, anonymous (sign-in prompt, no results),
// unvoted, voting, voted with percentages (on load, and after voting), a failed vote that can be
// retried (no message, spec §8), a refusal in words, and Vote without an answer chosen.

const never = () => new Promise<never>(() => {});
const options = [
  { optionno: 1, description: 'Artificial intelligence and automation' },
  { optionno: 2, description: 'Semiconductors made in India' },
  { optionno: 3, description: 'UPI and digital payments abroad' },
  { optionno: 4, description: 'Electric vehicles and batteries' },
];
const notVoted: PollReaderStatus = { signedIn: true, voted: false, optionno: null, result: null };
const votedFor = (optionno: number): PollReaderStatus => ({
  signedIn: true,
  voted: true,
  optionno,
  result: {
    totalvotes: 1303,
    options: [
      { optionno: 1, optionperc: 42 },
      { optionno: 2, optionperc: 17 },
      { optionno: 3, optionperc: 27 },
      { optionno: 4, optionperc: 14 },
    ],
  },
});

const classNames = {
  options: 'poll-demo__options',
  option: 'poll-demo__option',
  percent: 'poll-demo__percent',
  bar: 'poll-demo__bar',
  footer: 'poll-demo__footer',
  message: 'poll-demo__message',
};

const meta = {
  title: 'UI/PollOfTheDay',
  component: PollOfTheDay,
  args: {
    pollId: '126000104',
    question: 'Which technology will shape Indian business most in 2027?',
    options,
    signedIn: true,
    heading: 'Poll of the day',
    signInPrompt: (
      <>
        <a href="/login">Sign in</a> to vote and see the results.
      </>
    ),
    loadStatus: fn(async () => notVoted),
    vote: fn<Vote>(async (_: string, optionno: number) => votedFor(optionno)),
    onLog: fn(),
    className: 'poll-demo',
    classNames,
  },
} satisfies Meta<typeof PollOfTheDay>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => canvasElement.querySelector('section') as HTMLElement;
const voteButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Vote/ });

/** A signed-in reader's page while the island asks whether they voted: the options can be chosen. */
export const Checking: Story = {
  args: { loadStatus: fn(never) },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement)).toHaveAttribute('data-state', 'checking');
    // Not busy: the server's HTML is this state, and a reader without script keeps it (issue 27).
    await expect(section(canvasElement)).not.toHaveAttribute('aria-busy');
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(4);
  },
};

/** Anonymous: the question and answers, the sign-in prompt instead of voting, and no results. */
export const Anonymous: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(section(canvasElement)).toHaveAttribute('data-state', 'anonymous');
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByText(/%/)).toBeNull();
    await expect(args.loadStatus).not.toHaveBeenCalled();
  },
};

export const Unvoted: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'unvoted'));
    await expect(args.loadStatus).toHaveBeenCalledWith('126000104');
    await expect(within(canvasElement).getByRole('group', { name: /Which technology/ })).toBeVisible();
  },
};

/** Vote pressed with nothing chosen: asked to choose, nothing sent. */
export const NoAnswerChosen: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'unvoted'));
    await userEvent.click(voteButton(canvasElement));
    await expect(within(canvasElement).getByText('Please choose an answer first.')).toBeVisible();
    await expect(args.vote).not.toHaveBeenCalled();
  },
};

export const Voting: Story = {
  args: { vote: fn<Vote>(never) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'unvoted'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Semiconductors made in India' }));
    await userEvent.click(voteButton(canvasElement));
    await expect(section(canvasElement)).toHaveAttribute('data-state', 'voting');
    await expect(canvas.getByRole('button', { name: 'Voting…' })).toHaveAttribute('aria-disabled', 'true');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** The reader votes: the server's percentages, their answer marked, the number of votes. */
export const VotedAfterVoting: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'unvoted'));
    await userEvent.click(canvas.getByText('UPI and digital payments abroad'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'voted'));
    await expect(args.vote).toHaveBeenCalledWith('126000104', 3);
    await expect(canvas.getByText('27%')).toBeVisible();
    await expect(canvas.getByText('1,303 votes')).toBeVisible();
    const chosen = canvasElement.querySelector('[data-chosen]');
    await expect(chosen).toHaveTextContent('Your answer: UPI and digital payments abroad');
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};

/** A reader who voted earlier (on any page or device): the percentages at once. */
export const VotedOnLoad: Story = {
  args: { loadStatus: fn(async () => votedFor(1)) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'voted'));
    await expect(canvasElement.querySelector('[data-chosen]')).toHaveTextContent('Artificial intelligence');
    await expect(within(canvasElement).getByText('42%')).toBeVisible();
  },
};

/** The first vote the story sees fails (503); the next is counted. */
const failsFirstTime: Mock<Vote> = fn<Vote>(
  async (_: string, optionno: number): Promise<unknown> =>
    failsFirstTime.mock.calls.length === 1
      ? Promise.reject(commentWriteError(503, null, null))
      : votedFor(optionno),
);

/** The vote fails: logged, no message, the answer kept, and Vote works again (spec §8). */
export const FailedVoteRetried: Story = {
  args: { vote: failsFirstTime },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'unvoted'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Electric vehicles and batteries' }));
    await userEvent.click(voteButton(canvasElement));
    await waitFor(() => expect(args.onLog).toHaveBeenCalledOnce());
    await expect(section(canvasElement)).toHaveAttribute('data-state', 'unvoted');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByRole('radio', { name: 'Electric vehicles and batteries' })).toBeChecked();
    await userEvent.click(voteButton(canvasElement));
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'voted'));
  },
};

/** A refusal the server put in words (here the vote limit) is said under the button. */
export const RefusedInWords: Story = {
  args: {
    vote: fn<Vote>(async () =>
      Promise.reject(
        commentWriteError(429, { error: { param: 'rate_limit', message: 'Too many votes' } }, '40'),
      ),
    ),
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'unvoted'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Semiconductors made in India' }));
    await userEvent.click(voteButton(canvasElement));
    await waitFor(() =>
      expect(
        canvas.getByText('Too many votes from you just now. Please try again in 40 seconds.'),
      ).toBeVisible(),
    );
  },
};

/** The session ended meanwhile: the vote is answered 401 and the sign-in prompt takes the button's place. */
export const SessionEnded: Story = {
  args: {
    vote: fn<Vote>(async () => Promise.reject(commentWriteError(401, { error: { param: 'session' } }, null))),
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'unvoted'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Semiconductors made in India' }));
    await userEvent.click(voteButton(canvasElement));
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'anonymous'));
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};
