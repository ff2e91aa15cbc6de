import { ASSISTANT_TEXTS, type AskInput, assistantRequestError, assistantTexts } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ChatAssistant, type ChatAssistantRootProps } from './ChatAssistant.tsx';
import './ChatAssistant.stories.css';

// AB-25 "Ask the Ledger": closed, open and empty, asking, answered with sources (and asked again:
// the conversation keeps both), a question the shared rules refuse (never sent), a failure with
// Try again, and Escape closing with focus back on the float. Every story is also an axe check.

const ANSWER = {
  answer: 'From “Student visa rules tightened in Canada”: Colleges must now confirm every admission letter.',
  sources: [
    {
      msid: '125400066',
      title: 'Student visa rules tightened in Canada',
      url: '/nri/study/s/articleshow/125400066.cms',
    },
    {
      msid: '125400320',
      title: 'Student visa rules tightened in the UAE',
      url: '/nri/study/u/articleshow/125400320.cms',
    },
  ],
};
const never = (_input: AskInput, _signal: AbortSignal): Promise<unknown> => new Promise<never>(() => {});

function AssistantDemo(props: Omit<ChatAssistantRootProps, 'children'>) {
  return (
    <ChatAssistant.Root {...props} className="assistant-demo">
      <ChatAssistant.Float className="assistant-demo__float">Ask the Ledger</ChatAssistant.Float>
      <ChatAssistant.Panel className="assistant-demo__panel">
        <ChatAssistant.Title>Ask the Ledger</ChatAssistant.Title>
        <ChatAssistant.Close aria-label="Close the assistant">×</ChatAssistant.Close>
        <ChatAssistant.Conversation
          className="assistant-demo__log"
          aria-label="Conversation"
          empty={<p>Ask about a story or a topic. Answers come from our own reporting.</p>}
        />
        <ChatAssistant.Status asking="Looking through our stories…" />
        <ChatAssistant.Form>
          <ChatAssistant.Field label="Your question" hint="2 to 300 characters." />
          <ChatAssistant.Error />
          <ChatAssistant.Retry>Try again</ChatAssistant.Retry>
          <ChatAssistant.Submit>Ask</ChatAssistant.Submit>
        </ChatAssistant.Form>
      </ChatAssistant.Panel>
    </ChatAssistant.Root>
  );
}

const meta = {
  title: 'UI/ChatAssistant',
  component: AssistantDemo,
  args: {
    msid: '125400177',
    ask: fn(async (_input: AskInput, _signal: AbortSignal): Promise<unknown> => ANSWER),
    onError: fn(),
  },
} satisfies Meta<typeof AssistantDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const panel = () => body().findByRole('dialog', { name: 'Ask the Ledger' });
const field = () => body().getByLabelText('Your question');
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-chat-assistant]');

/** Closed: only the float; a press opens the panel with focus in the question field. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const float = canvas.getByRole('button', { name: 'Ask the Ledger' });
    await expect(float).toHaveAttribute('aria-expanded', 'false');
    await expect(float).not.toHaveAttribute('aria-controls');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'closed');
    await expect(body().queryByRole('dialog')).toBeNull();
    await userEvent.click(float);
    const dialog = await panel();
    await expect(float).toHaveAttribute('aria-expanded', 'true');
    await expect(float).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(field()).toHaveFocus());
  },
};

/** Open, nothing asked yet: what to ask and where answers come from. */
export const OpenEmpty: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await panel();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(body().getByText(/Answers come from our own reporting/)).toBeVisible();
    await expect(body().getByRole('log', { name: 'Conversation' })).toHaveAttribute('data-exchanges', '0');
    // Non-modal: the dialog does not hide the page from assistive technology.
    await expect(await panel()).not.toHaveAttribute('aria-modal');
  },
};

/** Asking: the question is out; the status says so; the field keeps it, read-only. */
export const Asking: Story = {
  args: { defaultOpen: true, ask: fn(never) },
  play: async ({ args, canvasElement, userEvent }) => {
    await panel();
    await userEvent.type(field(), '  Student   visas in Canada? ');
    await userEvent.keyboard('{Enter}');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'asking');
    await expect(args.ask).toHaveBeenCalledWith(
      { question: 'Student visas in Canada?', msid: '125400177' },
      expect.any(AbortSignal),
    );
    await expect(body().getByRole('status')).toHaveTextContent('Looking through our stories…');
    await expect(field()).toHaveAttribute('readonly');
    await expect(body().getByRole('button', { name: 'Ask' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Answered: the server's answer and its sources as links; asked again, the conversation keeps both. */
export const AnsweredWithSources: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement, userEvent }) => {
    await panel();
    await userEvent.type(field(), 'Student visas in Canada?');
    await userEvent.click(body().getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'answered'));
    const log = body().getByRole('log', { name: 'Conversation' });
    await expect(within(log).getByText(ANSWER.answer)).toBeVisible();
    await expect(within(log).getByText('Read more:')).toBeVisible();
    const links = within(log).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(ANSWER.sources.map((s) => s.url));
    await expect(field()).toHaveValue('');
    await userEvent.type(field(), 'And in the UAE?');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(log).toHaveAttribute('data-exchanges', '2'));
    await expect(within(log).getByText('Student visas in Canada?')).toBeVisible();
    await expect(within(log).getByText('And in the UAE?')).toBeVisible();
    await expect(args.ask).toHaveBeenCalledTimes(2);
  },
};

/** A question the shared rules refuse: their words beside the field; nothing is sent. */
export const RefusedQuestion: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement, userEvent }) => {
    await panel();
    await userEvent.click(body().getByRole('button', { name: 'Ask' }));
    const alert = body().getByRole('alert');
    await expect(alert).toHaveTextContent(assistantTexts.required);
    await expect(field()).toHaveAttribute('aria-invalid', 'true');
    await expect(field().getAttribute('aria-describedby')).toContain(alert.id);
    // Right after the field.
    await expect(alert.previousElementSibling).toBe(field().closest('[data-field]'));
    await userEvent.type(field(), 'x'.repeat(301));
    await expect(field()).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(alert).toHaveTextContent(assistantTexts.tooLong);
    await expect(args.ask).not.toHaveBeenCalled();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

let refuseNext = true;

/** Failed: the server's words beside the field, logged; Try again sends the same question. */
export const Failed: Story = {
  args: {
    defaultOpen: true,
    ask: fn(async (_input: AskInput, _signal: AbortSignal): Promise<unknown> => {
      if (refuseNext) {
        refuseNext = false;
        throw assistantRequestError(
          429,
          { error: { param: 'rate_limit', message: 'Too many questions; try again in 9 s' } },
          '9',
        );
      }
      return ANSWER;
    }),
  },
  play: async ({ args, canvasElement, userEvent }) => {
    refuseNext = true;
    await panel();
    await userEvent.type(field(), 'visas');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'failed'));
    await expect(body().getByRole('alert')).toHaveTextContent('Too many questions; try again in 9 s');
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(field()).toHaveValue('visas');
    await userEvent.click(body().getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'answered'));
    await expect(args.ask).toHaveBeenLastCalledWith(
      { question: 'visas', msid: '125400177' },
      expect.any(AbortSignal),
    );
    await expect(body().getByRole('alert')).toHaveTextContent('');
    await expect(body().queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** Offline: the network's failure in plain words, with Try again. */
export const Offline: Story = {
  args: {
    defaultOpen: true,
    ask: fn(async (_input: AskInput, _signal: AbortSignal): Promise<unknown> => {
      throw new TypeError('Failed to fetch');
    }),
  },
  play: async ({ userEvent }) => {
    await panel();
    await userEvent.type(field(), 'visas{Enter}');
    await waitFor(() => expect(body().getByRole('alert')).toHaveTextContent(ASSISTANT_TEXTS.offline));
    await expect(body().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Escape closes the panel and puts focus back on the float; the conversation is kept. */
export const EscapeReturnsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const float = canvas.getByRole('button', { name: 'Ask the Ledger' });
    float.focus();
    await userEvent.keyboard('{Enter}');
    await panel();
    await waitFor(() => expect(field()).toHaveFocus());
    await userEvent.type(field(), 'visas{Enter}');
    await waitFor(() => expect(body().getByRole('log')).toHaveAttribute('data-exchanges', '1'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(float).toHaveFocus();
    await expect(float).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(body().getByRole('log')).toHaveAttribute('data-exchanges', '1');
  },
};
