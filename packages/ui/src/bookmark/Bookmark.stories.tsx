import { BookmarkSignInError } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Bookmark, type BookmarkRootProps } from './Bookmark.tsx';
import './Bookmark.stories.css';

// AR-10 byline toolbar: save (bookmark) for signed-in readers; anonymous readers are asked to sign in.

const never = () => new Promise<never>(() => {});

function BookmarkDemo(props: BookmarkRootProps) {
  return (
    <Bookmark.Root {...props} className="bm-demo">
      <Bookmark.Toggle className="bm-toggle">Save</Bookmark.Toggle>
      <Bookmark.SignInPrompt className="bm-prompt">
        Sign in to save stories. <a href="/login">Sign in</a>
      </Bookmark.SignInPrompt>
      <Bookmark.Message failed="Could not update your saved stories. Please try again." />
    </Bookmark.Root>
  );
}

const meta = {
  title: 'UI/Bookmark',
  component: Bookmark.Root,
  render: (args) => <BookmarkDemo {...args} />,
  args: {
    msid: '101',
    checkSaved: fn(async () => false),
    save: fn(async () => {}),
    remove: fn(async () => {}),
    onLog: fn(),
  },
} satisfies Meta<typeof Bookmark.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvas: { getByRole: (role: 'button', o: { name: string }) => HTMLElement }) =>
  canvas.getByRole('button', { name: 'Save' });

export const Checking: Story = {
  args: { checkSaved: fn(never) },
  play: async ({ canvas }) => {
    await expect(toggle(canvas)).toHaveAttribute('data-state', 'checking');
    await expect(toggle(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotSaved: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(toggle(canvas)).toHaveAttribute('data-state', 'notSaved'));
    await expect(toggle(canvas)).toHaveAttribute('aria-pressed', 'false');
    await expect(args.checkSaved).toHaveBeenCalledWith('101');
  },
};

export const Saved: Story = {
  args: { checkSaved: fn(async () => true) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(toggle(canvas)).toHaveAttribute('data-state', 'saved'));
    await expect(toggle(canvas)).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Saving: Story = {
  args: { save: fn(never) },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(toggle(canvas)).toHaveAttribute('data-state', 'notSaved'));
    await userEvent.click(toggle(canvas));
    // Shown as saved at once, busy until the backend answers.
    await expect(toggle(canvas)).toHaveAttribute('data-state', 'saving');
    await expect(toggle(canvas)).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Removing: Story = {
  args: { checkSaved: fn(async () => true), remove: fn(never) },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(toggle(canvas)).toHaveAttribute('data-state', 'saved'));
    await userEvent.click(toggle(canvas));
    await expect(toggle(canvas)).toHaveAttribute('data-state', 'removing');
    await expect(toggle(canvas)).toHaveAttribute('aria-pressed', 'false');
  },
};

export const SaveThenRemove: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await waitFor(() => expect(toggle(canvas)).toHaveAttribute('data-state', 'notSaved'));
    await userEvent.click(toggle(canvas));
    await waitFor(() => expect(toggle(canvas)).toHaveAttribute('data-state', 'saved'));
    await userEvent.click(toggle(canvas));
    await waitFor(() => expect(toggle(canvas)).toHaveAttribute('data-state', 'notSaved'));
    await expect(args.save).toHaveBeenCalledWith('101');
    await expect(args.remove).toHaveBeenCalledWith('101');
  },
};

export const RolledBack: Story = {
  args: { save: fn(async () => Promise.reject(new Error('503'))) },
  play: async ({ canvas, args, userEvent }) => {
    await waitFor(() => expect(toggle(canvas)).toHaveAttribute('data-state', 'notSaved'));
    await userEvent.click(toggle(canvas));
    await waitFor(() => expect(canvas.getByText(/Could not update/)).toBeVisible());
    await expect(toggle(canvas)).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onLog).toHaveBeenCalledOnce();
  },
};

export const Anonymous: Story = {
  args: { signedIn: false },
  play: async ({ canvas, args }) => {
    await expect(toggle(canvas)).toHaveAttribute('data-state', 'anonymous');
    await expect(args.checkSaved).not.toHaveBeenCalled();
  },
};

export const AnonymousAskedToSignIn: Story = {
  args: { checkSaved: fn(async () => Promise.reject(new BookmarkSignInError())) },
  play: async ({ canvas, args, userEvent }) => {
    await waitFor(() => expect(toggle(canvas)).toHaveAttribute('data-state', 'anonymous'));
    await userEvent.click(toggle(canvas));
    await expect(canvas.getByText(/Sign in to save stories/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(args.save).not.toHaveBeenCalled();
    await userEvent.click(toggle(canvas));
    await expect(canvas.queryByText(/Sign in to save stories/)).toBeNull();
  },
};
