import { BookmarkSignInError } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import BookmarkIsland from './bookmark.island.tsx';
import { samples } from './sample.ts';

// DV-02 AR-10 the save button as the island draws it (the site's toolbar button and CSS), in every
// state of its machine: checking, not saved, saving, saved, removing, a failed save rolled back
// with words, anonymous and the sign-in prompt. The check, save and remove are promises the story
// holds; nothing reaches the network.

const { data } = samples.bookmark;
const never = () => new Promise<never>(() => {});
const effects = (over: Partial<Parameters<typeof BookmarkIsland>[0]['effects'] & object> = {}) => ({
  checkSaved: fn(async (_msid: string) => false),
  save: fn(async (_msid: string) => {}),
  remove: fn(async (_msid: string) => {}),
  onLog: fn(),
  ...over,
});

const meta = {
  title: 'Site/Widget states/Byline tools/Bookmark',
  component: BookmarkIsland,
  globals: { viewport: { value: 'phone' } },
  args: { props: {}, data, effects: effects() },
} satisfies Meta<typeof BookmarkIsland>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const button = (canvas: Canvas) => canvas.getByRole('button', { name: 'Save this story' });
const settledIn = (canvas: Canvas, state: string) =>
  waitFor(() => expect(button(canvas)).toHaveAttribute('data-state', state));

/** Woken: asking whether the story is saved (busy). */
export const Checking: Story = {
  args: { effects: effects({ checkSaved: fn(never) }) },
  play: async ({ canvas }) => {
    await settledIn(canvas, 'checking');
    await expect(button(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

/** Signed in, not saved: the button unpressed. */
export const NotSaved: Story = {
  play: async ({ args, canvas }) => {
    await settledIn(canvas, 'notSaved');
    await expect(button(canvas)).toHaveAttribute('aria-pressed', 'false');
    await expect(args.effects?.checkSaved).toHaveBeenCalledWith(data.msid);
  },
};

/** Saving: pressed at once (optimistic), busy until the server answers. */
export const Saving: Story = {
  args: { effects: effects({ save: fn(never) }) },
  play: async ({ canvas, userEvent }) => {
    await settledIn(canvas, 'notSaved');
    await userEvent.click(button(canvas));
    await settledIn(canvas, 'saving');
    await expect(button(canvas)).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Saved: pressed. */
export const Saved: Story = {
  args: { effects: effects({ checkSaved: fn(async () => true) }) },
  play: async ({ canvas }) => {
    await settledIn(canvas, 'saved');
    await expect(button(canvas)).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Removing: unpressed at once, busy until the server answers. */
export const Removing: Story = {
  args: { effects: effects({ checkSaved: fn(async () => true), remove: fn(never) }) },
  play: async ({ canvas, userEvent }) => {
    await settledIn(canvas, 'saved');
    await userEvent.click(button(canvas));
    await settledIn(canvas, 'removing');
    await expect(button(canvas)).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The save fails: rolled back, logged, and said in words. */
export const SaveFailed: Story = {
  args: {
    effects: effects({
      save: fn(async () => {
        throw new Error('bookmarks answered 503');
      }),
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await settledIn(canvas, 'notSaved');
    await userEvent.click(button(canvas));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Could not update your saved stories.'),
    );
    await settledIn(canvas, 'notSaved');
    await expect(args.effects?.onLog).toHaveBeenCalledOnce();
  },
};

/** The check says the reader is not signed in: the button waits, no prompt yet. */
export const Anonymous: Story = {
  args: {
    effects: effects({
      checkSaved: fn(async () => {
        throw new BookmarkSignInError();
      }),
    }),
  },
  play: async ({ canvas }) => {
    await settledIn(canvas, 'anonymous');
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
  },
};

/** An anonymous reader presses save: asked to sign in, coming back to this story. */
export const SignInRequired: Story = {
  args: {
    effects: effects({
      checkSaved: fn(async () => {
        throw new BookmarkSignInError();
      }),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await settledIn(canvas, 'anonymous');
    await userEvent.click(button(canvas));
    await settledIn(canvas, 'signInRequired');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', data.loginPath);
  },
};
