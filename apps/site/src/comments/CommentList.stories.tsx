import type { FetchPageInput } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, type within } from 'storybook/test';
import { CommentsPanel } from './CommentsPanel.tsx';
import { answer, deepThread, fakeFetch, httpError, okEffects, sampleComment, threads } from './storyKit.tsx';
import '../styles/tokens.css';
import '../styles/comments.css';

// AR-02 comment list: loading / loaded / error / loading more; nested CHILD replies, 20px a level.

const meta = {
  title: 'Site/Comments/CommentList',
  component: CommentsPanel,
  args: { msid: '125400333', withForm: false, fetchPage: fakeFetch('pending'), effects: okEffects() },
} satisfies Meta<typeof CommentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const list = (canvas: Canvas) => canvas.getByRole('list', { name: 'Comments' }) as HTMLElement;
/** The top-level comments (threads) shown. */
const threadItems = (canvas: Canvas) =>
  Array.from(list(canvas).children).filter((li) => li.getAttribute('data-depth') === '0');
const root = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.cm-panel');
/** The list's own status region (each comment's vote toast is a status region too). */
const status = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.cm-status');

export const Loading: Story = {
  args: { fetchPage: fakeFetch('pending') },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading comments…');
    await expect(status(canvasElement)).toBe(canvas.getByRole('status'));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(args.fetchPage).toHaveBeenCalledWith(
      { msid: '125400333', pagenum: 1, size: 25 },
      expect.anything(),
    );
  },
};

export const Empty: Story = {
  args: { fetchPage: fakeFetch({ answer: [{ totalcount: 0, cmt_c: 0 }] }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('No comments yet. Be the first to comment.')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loaded');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Load more comments' })).toBeNull();
    await expect(status(canvasElement)).toHaveAttribute('role', 'status');
    await expect(status(canvasElement)).toBeEmptyDOMElement();
  },
};

export const Loaded: Story = {
  args: { fetchPage: fakeFetch({ answer: answer({ totalcount: 3, cmt_c: 3 }, threads('c', 1, 3)) }) },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Comments' });
    await expect(threadItems(canvas)).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Load more comments' })).toBeNull();
  },
};

export const ErrorHttpStatus: Story = {
  args: { fetchPage: fakeFetch({ fail: httpError(503, 'Service Unavailable') }) },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/^Error: Failed to fetch comments: Service Unavailable$/);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ErrorInvalidFormat: Story = {
  args: { fetchPage: fakeFetch({ answer: { error: 'not a list' } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^Error: Invalid data format received from the server\.$/,
    );
  },
};

export const ErrorSomethingWentWrong: Story = {
  args: { fetchPage: fakeFetch({ fail: new TypeError('Failed to fetch') }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^Error: Something went wrong while fetching comments\.$/,
    );
  },
};

/** Fails once, then answers: the reader's "Try again" brings the comments. */
function FlakyList() {
  const [fetchPage] = useState(() => {
    let calls = 0;
    return fn(async (_input: FetchPageInput, _signal: AbortSignal): Promise<unknown> => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return answer({ totalcount: 2, cmt_c: 2 }, threads('c', 1, 2));
    });
  });
  return <CommentsPanel msid="125400333" fetchPage={fetchPage} withForm={false} effects={okEffects()} />;
}

export const RetryAfterError: Story = {
  render: () => <FlakyList />,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('list', { name: 'Comments' });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(threadItems(canvas)).toHaveLength(2);
  },
};

export const ThreadNestedFourDeep: Story = {
  args: {
    fetchPage: fakeFetch({
      answer: answer({ totalcount: 6, cmt_c: 2 }, [deepThread('t1', 4), sampleComment('t2', 2)]),
    }),
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Comments' });
    const items = Array.from(list(canvas).querySelectorAll<HTMLLIElement>('li[data-depth]'));
    await expect(items.map((li) => li.dataset.depth)).toEqual(['0', '1', '2', '3', '4', '0']);
    await expect(items.map((li) => li.style.getPropertyValue('--depth'))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '0',
    ]);
    // Each reply sits inside its parent's <li>, so the structure is the conversation's.
    const deepest = list(canvas).querySelector('li[data-comment-id="t1-1-1-1-1"]');
    await expect(deepest?.parentElement?.closest('li')?.getAttribute('data-comment-id')).toBe('t1-1-1-1');
    // 20px per level, on the comment's own box.
    const box = deepest?.querySelector<HTMLElement>('.cm-comment');
    await expect(box && getComputedStyle(box).marginInlineStart).toBe('80px');
  },
};

const twoPages = (second: Parameters<typeof fakeFetch>[0]) =>
  fakeFetch({ answer: answer({ totalcount: 8, cmt_c: 4 }, threads('c', 1, 2)) }, second);

export const LoadingMore: Story = {
  args: { pageSize: 2, fetchPage: twoPages('pending') },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more comments' }));
    const more = canvas.getByRole('button', { name: 'Load more comments' });
    await expect(more).toHaveAttribute('aria-busy', 'true');
    await expect(more).toHaveAttribute('data-state', 'loading');
    await expect(status(canvasElement)).toHaveTextContent('Loading comments…');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loadingMore');
    await expect(threadItems(canvas)).toHaveLength(2);
    await expect(args.fetchPage).toHaveBeenLastCalledWith(
      { msid: '125400333', pagenum: 2, size: 2 },
      expect.anything(),
    );
  },
};

export const LoadMoreAppendsSkippingHeader: Story = {
  args: {
    pageSize: 2,
    // Page 2's header carries other counts; it must be skipped, not shown or used.
    fetchPage: twoPages({ answer: answer({ totalcount: 999, cmt_c: 999 }, threads('c', 3, 2)) }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more comments' }));
    await waitFor(() => expect(threadItems(canvas)).toHaveLength(4));
    await expect(threadItems(canvas).map((li) => li.getAttribute('data-comment-id'))).toEqual([
      'c1',
      'c2',
      'c3',
      'c4',
    ]);
    // 4 of 4 threads: nothing more to load.
    await expect(canvas.queryByRole('button', { name: 'Load more comments' })).toBeNull();
  },
};

export const LoadMoreError: Story = {
  args: { pageSize: 2, fetchPage: twoPages({ fail: httpError(500, 'Internal Server Error') }) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more comments' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^Error: Failed to fetch comments: Internal Server Error$/,
    );
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loadMoreError');
    await expect(threadItems(canvas)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Load more comments' })).toHaveAttribute(
      'data-state',
      'failed',
    );
  },
};

const hostile = [
  '<script>window.__commentRan = true</script>',
  '<img src="x" onerror="window.__commentRan = true">',
  '<b>bold?</b> & "quotes"',
].join('\n');

export const MarkupShownAsText: Story = {
  args: {
    fetchPage: fakeFetch({
      answer: answer({ totalcount: 1, cmt_c: 1 }, [sampleComment('x1', 1, [], hostile)]),
    }),
  },
  play: async ({ canvas }) => {
    const text = await canvas.findByText(/window\.__commentRan/, { selector: 'p' });
    await expect(text.textContent).toBe(hostile);
    await expect(text.querySelector('img, script, b')).toBeNull();
    await expect((window as { __commentRan?: boolean }).__commentRan).toBeUndefined();
  },
};

// Hardening 15: a name or text with a right-to-left override (stored before names refused it, or
// in text, where it is allowed) cannot turn the text around it: names are <bdi>, text dir="auto".
const spoofedName = 'Asha\u202E';
const reversingText = 'This reads \u202Ebackwards';

export const DirectionControlsStayInside: Story = {
  args: {
    fetchPage: fakeFetch({
      answer: answer({ totalcount: 1, cmt_c: 1 }, [
        { ...sampleComment('x2', 2, [], reversingText), A_D_N: spoofedName },
      ]),
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const comment = await canvas.findByRole('article', { name: `Comment by ${spoofedName}` });
    const name = comment.querySelector('.cm-meta bdi');
    await expect(name).toHaveTextContent(spoofedName, { normalizeWhitespace: false });
    // The time after the name reads left to right, untouched by the override inside the name.
    await expect(name?.nextElementSibling).toBeNull();
    await expect(getComputedStyle(name as Element).unicodeBidi).toBe('isolate');
    const text = comment.querySelector('.cm-text') as HTMLElement;
    await expect(text).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(text).unicodeBidi).toBe('isolate');
    for (const hidden of canvasElement.querySelectorAll('.cm-tools .cm-visually-hidden')) {
      await expect(hidden.querySelector('bdi')).toHaveTextContent(spoofedName, {
        normalizeWhitespace: false,
      });
    }
  },
};
