import type { FetchPageInput } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CommentsDrawerView } from './CommentsDrawerView.tsx';
import { CommentsPanel } from './CommentsPanel.tsx';
import { answer, deepThread, type Effects, fakeFetch, okEffects, SERVER_TIME, threads } from './storyKit.tsx';
import '../styles/tokens.css';
import '../styles/comments.css';

// AR-02 comments drawer, as the article's byline has it (CommentsDrawerView): Radix Dialog fixed
// at the right, 530px wide, full height, focus kept inside, Escape closes; the whole comments
// panel inside it.

interface DrawerDemoProps {
  fetchPage: (input: FetchPageInput, signal: AbortSignal) => Promise<unknown>;
  effects?: Effects;
  defaultOpen?: boolean;
}

function DrawerDemo({ fetchPage, effects, defaultOpen }: DrawerDemoProps) {
  return (
    <article>
      <h1>Rates stay on hold as inflation cools</h1>
      <p>
        By Staff Reporter{' '}
        <CommentsDrawerView msid="125400333" count={5} defaultOpen={defaultOpen}>
          <CommentsPanel
            msid="125400333"
            fetchPage={fetchPage}
            effects={effects ?? okEffects()}
            pageSize={3}
          />
        </CommentsDrawerView>
      </p>
      <p>The central bank kept its policy rate unchanged for a fifth meeting, pointing to easing prices.</p>
    </article>
  );
}

const meta = {
  title: 'Site/Comments/CommentsDrawer',
  component: DrawerDemo,
  args: {
    fetchPage: fakeFetch({
      answer: answer({ totalcount: 9, cmt_c: 5 }, [deepThread('t1', 2), ...threads('c', 2, 2)]),
    }),
  },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const page = () => within(document.body);
// `hidden`: while the modal is open, Radix hides the rest of the page from assistive technology.
const trigger = ({ canvas }: Context) =>
  canvas.getByRole('button', { name: 'Comments: 5 comments', hidden: true });

async function openDrawer(context: Context) {
  await context.userEvent.click(trigger(context));
  return page().findByRole('dialog', { name: 'Comments' });
}

export const Closed: Story = {
  play: async (context) => {
    await expect(trigger(context)).toHaveAttribute('aria-expanded', 'false');
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(context.args.fetchPage).not.toHaveBeenCalled(); // nothing fetched until opened
  },
};

export const OpenAtTheRight: Story = {
  play: async (context) => {
    const dialog = await openDrawer(context);
    await expect(trigger(context)).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    const box = dialog.getBoundingClientRect();
    await expect(getComputedStyle(dialog).position).toBe('fixed');
    await expect(box.width).toBe(Math.min(530, window.innerWidth));
    await expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
    await expect(box.top).toBe(0);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    await within(dialog).findByRole('list', { name: 'Comments' });
  },
};

export const FocusStaysInsideEscapeCloses: Story = {
  play: async (context) => {
    const { userEvent, step } = context;
    const dialog = await openDrawer(context);
    await within(dialog).findByRole('list', { name: 'Comments' });
    await step('Tab cycles inside the drawer', async () => {
      for (let i = 0; i < 40; i++) {
        await userEvent.tab();
        await expect(dialog.contains(document.activeElement)).toBe(true);
      }
      await userEvent.tab({ shift: true });
      await expect(dialog.contains(document.activeElement)).toBe(true);
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
      await expect(trigger(context)).toHaveFocus();
    });
  },
};

export const PostedCommentAppearsAtTop: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { userEvent, args } = context;
    const dialog = await openDrawer(context);
    const inDrawer = within(dialog);
    await inDrawer.findByRole('list', { name: 'Comments' });
    await userEvent.click(inDrawer.getByRole('button', { name: 'Post a Comment' }));
    await userEvent.type(inDrawer.getByLabelText('Your comment'), 'Posted from the drawer <b>as text</b>.');
    await userEvent.type(inDrawer.getByLabelText('Name'), 'Asha');
    await userEvent.type(inDrawer.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(inDrawer.getByRole('button', { name: 'Post' }));
    await inDrawer.findByText('Thank you for your comment.');
    await expect(args.effects?.submitComment).toHaveBeenCalledOnce();
    const first = inDrawer.getByRole('list', { name: 'Comments' }).firstElementChild as HTMLElement;
    await expect(within(first).getByText('Posted from the drawer <b>as text</b>.')).toBeVisible();
    await expect(first.querySelector('b')).toBeNull();
    // The comment as the server stored it (Hardening 18): its id and its time, no local copy.
    await expect(first).toHaveAttribute('data-comment-id', '9100001');
    await expect(first.querySelector('time')).toHaveAttribute('dateTime', SERVER_TIME);
  },
};

/** Hardening 18: the reader's own new comment can be replied to, flagged and voted on at once. */
export const ReplyFlagAndVoteOnOwnComment: Story = {
  args: { effects: okEffects() },
  play: async (context) => {
    const { userEvent, args, step } = context;
    const dialog = await openDrawer(context);
    const inDrawer = within(dialog);
    await inDrawer.findByRole('list', { name: 'Comments' });
    await userEvent.click(inDrawer.getByRole('button', { name: 'Post a Comment' }));
    await userEvent.type(inDrawer.getByLabelText('Your comment'), 'My own point.');
    await userEvent.type(inDrawer.getByLabelText('Name'), 'Kavya');
    await userEvent.type(inDrawer.getByLabelText('Email'), 'kavya@example.com');
    await userEvent.click(inDrawer.getByRole('button', { name: 'Post' }));
    const mine = await inDrawer.findByRole('article', { name: 'Comment by Kavya' });
    await step('reply to it: sent with the server’s id as parent and root', async () => {
      await userEvent.click(within(mine).getByRole('button', { name: 'Reply to Kavya' }));
      const box = inDrawer.getByRole('form', { name: 'Reply to Kavya' });
      await userEvent.type(within(box).getByLabelText('Your reply'), 'And a follow-up.');
      await userEvent.type(within(box).getByLabelText('Name'), 'Kavya');
      await userEvent.type(within(box).getByLabelText('Email'), 'kavya@example.com');
      await userEvent.click(within(box).getByRole('button', { name: 'Reply' }));
      await inDrawer.findByText('Thank you for your reply.');
      await expect(args.effects?.submitReply).toHaveBeenCalledWith(
        expect.objectContaining({ parentid: '9100001', rootid: '9100001' }),
        expect.anything(),
      );
      const reply = dialog.querySelector('li[data-comment-id="9100001"] li[data-comment-id="9100002"]');
      await expect(reply).not.toBeNull();
    });
    await step('vote on it: sent with the server’s id', async () => {
      const votes = within(mine).getByRole('group', { name: 'Vote on the comment by Kavya' });
      await userEvent.click(within(votes).getByRole('button', { name: /^Agree/ }));
      await expect(args.effects?.sendVote).toHaveBeenCalledWith(
        { opinionid: '9100001', typeid: 100, rateid: 1 },
        expect.anything(),
      );
    });
    await step('flag it: sent with the server’s id', async () => {
      await userEvent.click(within(mine).getByRole('button', { name: 'Flag the comment by Kavya' }));
      const box = inDrawer.getByRole('form', { name: 'Report the comment by Kavya' });
      await userEvent.click(within(box).getByRole('radio', { name: 'Slanderous' }));
      await userEvent.click(within(box).getByRole('button', { name: 'Report' }));
      await inDrawer.findByText('Thank you. The moderators will look at this comment.');
      await expect(args.effects?.report).toHaveBeenCalledWith(
        expect.objectContaining({ commentId: '9100001', reason: 'Slanderous' }),
        expect.anything(),
      );
    });
  },
};

export const BackendDown: Story = {
  args: { fetchPage: fakeFetch({ fail: new TypeError('Failed to fetch') }) },
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await openDrawer(context);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: Something went wrong while fetching comments.',
    );
    // The page stays usable: the drawer closes and the article is there.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close comments' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(context.canvas.getByText(/kept its policy rate unchanged/)).toBeVisible();
    await expect(trigger(context)).toHaveFocus();
  },
};
