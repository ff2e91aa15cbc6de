import { type AskInput, assistantRequestError, assistantTexts } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ChatAssistantView } from './ChatAssistantView.tsx';
import { samples } from './sample.ts';

// DV-02 AB-25 "Ask the Ledger" as the island draws it (the site's view and CSS), in every state of
// its machine: closed (the float), open and idle, asking, answered with its sources, a question
// the shared rules refuse, and failed with Try again. The answers are promises the story holds;
// nothing reaches the network.

const { data } = samples['chat-assistant'];
type Ask = (input: AskInput, signal: AbortSignal) => Promise<unknown>;
const never: Ask = () => new Promise<never>(() => {});
const QUESTION = 'What changed for H-1B visas?';
const ANSWER = {
  answer:
    'From “H-1B fee rise: what Indian IT firms are doing”: the new $100,000 fee applies to fresh petitions filed from outside the US; Infosys and TCS say they will hire more locally.',
  sources: [
    {
      msid: '126003950',
      title: 'H-1B fee rise: what Indian IT firms are doing',
      url: '/nri/work/h-1b-fee-rise-what-indian-it-firms-are-doing/articleshow/126003950.cms',
    },
    {
      msid: '126001822',
      title: 'Lottery or wage ranking? How the H-1B selection is changing',
      url: '/nri/work/lottery-or-wage-ranking-h-1b-selection/articleshow/126001822.cms',
    },
  ],
};

const meta = {
  title: 'Site/Widget states/Chat assistant',
  component: ChatAssistantView,
  globals: { viewport: { value: 'phone' } },
  args: {
    label: 'Ask the Ledger',
    msid: data.msid,
    ask: fn<Ask>(async () => ANSWER),
    onError: fn(),
  },
} satisfies Meta<typeof ChatAssistantView>;
export default meta;
type Story = StoryObj<typeof meta>;

// The panel is a non-modal dialog in the page; queries go through the document like a reader's eye.
const page = () => within(document.body);
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-chat-assistant]');
const settledIn = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', state));
const open = async (
  canvasElement: HTMLElement,
  userEvent: { click: (element: Element) => Promise<void> },
) => {
  await userEvent.click(page().getByRole('button', { name: 'Ask the Ledger' }));
  await page().findByRole('dialog', { name: 'Ask the Ledger' });
  await settledIn(canvasElement, 'idle');
};

/** The page as served: only the float, fixed at the bottom right. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await settledIn(canvasElement, 'closed');
    await expect(page().getByRole('button', { name: 'Ask the Ledger' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Opened, nothing asked yet: what to ask and where answers come from; focus in the field. */
export const OpenIdle: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await open(canvasElement, userEvent);
    await expect(page().getByText(/Answers come from The Economic Ledger’s own reporting/)).toBeVisible();
    await waitFor(() => expect(page().getByLabelText('Your question')).toHaveFocus());
  },
};

/** The question is out: the status says so, the field keeps it read-only. */
export const Asking: Story = {
  args: { ask: fn<Ask>(never) },
  play: async ({ args, canvasElement, userEvent }) => {
    await open(canvasElement, userEvent);
    await userEvent.type(page().getByLabelText('Your question'), `${QUESTION}{Enter}`);
    await settledIn(canvasElement, 'asking');
    await expect(args.ask).toHaveBeenCalledWith(
      { question: QUESTION, msid: data.msid },
      expect.any(AbortSignal),
    );
    await expect(page().getByRole('status')).toHaveTextContent('Looking through our stories…');
  },
};

/** The server's answer and its sources, links to the stories. */
export const Answered: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await open(canvasElement, userEvent);
    await userEvent.type(page().getByLabelText('Your question'), `${QUESTION}{Enter}`);
    await settledIn(canvasElement, 'answered');
    const log = page().getByRole('log', { name: 'Conversation' });
    await expect(within(log).getByText(ANSWER.answer)).toBeVisible();
    await expect(
      within(log)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(ANSWER.sources.map((source) => source.url));
  },
};

/** A question the shared rules refuse (empty): their words beside the field; nothing is sent. */
export const RefusedQuestion: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    await open(canvasElement, userEvent);
    await userEvent.click(page().getByRole('button', { name: 'Ask' }));
    await expect(page().getByRole('alert')).toHaveTextContent(assistantTexts.required);
    await expect(page().getByLabelText('Your question')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.ask).not.toHaveBeenCalled();
    await settledIn(canvasElement, 'idle');
  },
};

/** The assistant is down: the server's words beside the field, logged, and Try again. */
export const Failed: Story = {
  args: {
    ask: fn<Ask>(async () => {
      throw assistantRequestError(503, {
        error: { param: 'upstream', message: 'The assistant is resting.' },
      });
    }),
  },
  play: async ({ args, canvasElement, userEvent }) => {
    await open(canvasElement, userEvent);
    await userEvent.type(page().getByLabelText('Your question'), `${QUESTION}{Enter}`);
    await settledIn(canvasElement, 'failed');
    await expect(page().getByRole('alert')).toHaveTextContent('The assistant is resting.');
    await expect(page().getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledOnce();
  },
};
