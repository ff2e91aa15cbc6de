import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LiveBlogUpdates, type LiveBlogUpdatesProps, type PageVisibilitySource } from './LiveBlogUpdates.tsx';

// Live blog new updates in each state: nothing new (the bar's own words), new updates held behind
// the bar's button, shown at the top of the list with focus on the first, and a failed ask that
// leaves the page as it was. The stories report the page hidden, then shown, so the machine asks
// at once instead of after 30 s.

interface Update {
  id: string;
  text: string;
}

const shownNow: PageVisibilitySource = (report) => {
  report(false);
  report(true);
  return () => {};
};

function LiveBlogDemo(props: Partial<LiveBlogUpdatesProps<Update>>) {
  return (
    <div style={{ width: 480, fontFamily: 'system-ui' }}>
      <LiveBlogUpdates<Update>
        newestId="10"
        fetchUpdates={async () => []}
        visibilitySource={shownNow}
        classNames={{ bar: 'bar', status: 'status' }}
        renderUpdate={(update) => (
          <li key={update.id} tabIndex={-1} data-id={update.id}>
            {update.text}
          </li>
        )}
        {...props}
      />
      <ol>
        <li>10:05 IST The opening update, rendered with the page.</li>
      </ol>
    </div>
  );
}

const meta = { title: 'UI/LiveBlogUpdates', component: LiveBlogDemo } satisfies Meta<typeof LiveBlogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing new: the bar says where new updates will appear. */
export const NothingNew: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New updates appear here as they are posted.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Two new updates held: the bar's button counts them; the list is unchanged until pressed. */
export const NewUpdatesHeld: Story = {
  args: {
    fetchUpdates: async () => [
      { id: '11', text: '10:20 IST Bids close.' },
      { id: '12', text: '10:30 IST Listing date fixed.' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Show 2 new updates' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 new updates');
    await expect(canvasElement.querySelectorAll('[data-id]')).toHaveLength(0);
  },
};

/** Pressed: the new updates are at the top, newest first, and the first has focus. */
export const NewUpdatesShown: Story = {
  args: NewUpdatesHeld.args,
  play: async ({ canvas, canvasElement }) => {
    (await canvas.findByRole('button', { name: 'Show 2 new updates' })).click();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-id]')).toHaveLength(2));
    const ids = [...canvasElement.querySelectorAll('[data-id]')].map((node) => node.getAttribute('data-id'));
    await expect(ids).toEqual(['12', '11']);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-id', '12'));
    await expect(canvas.getByText('New updates appear here as they are posted.')).toBeVisible();
  },
};

/** The backend fails: nothing changes on the page. */
export const AskFailed: Story = {
  args: { fetchUpdates: async () => Promise.reject(new Error('502')) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="waiting"]')).not.toBeNull());
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
