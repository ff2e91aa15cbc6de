import type { AuthorProfile } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AuthorCard, type AuthorCardRootProps } from './AuthorCard.tsx';
import './AuthorCard.stories.css';

// AR-09 author hover card: 610px, opened on hover and keyboard focus, bio + top stories.

const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#c7d3df"/></svg>',
  );

const PROFILE: AuthorProfile = {
  name: 'Asha Rao',
  img: PICTURE,
  bio: 'Asha Rao covers banking and the bond market from Mumbai.',
  stories: [
    {
      url: '/markets/bonds/articleshow/101.cms',
      title: 'Bond yields ease as inflation cools',
      date: '2026-01-02',
    },
    {
      url: '/markets/banks/articleshow/102.cms',
      title: 'Banks raise deposit rates again',
      date: '2026-01-01',
    },
    { url: '/economy/articleshow/103.cms', title: 'Rupee steadies ahead of policy meet', date: '2025-12-30' },
  ],
};

const resolved = () => fn(async (_id: string, _signal: AbortSignal) => PROFILE);
const pending = () => fn((_id: string, _signal: AbortSignal) => new Promise<AuthorProfile>(() => {}));
const failing = () =>
  fn(async (_id: string, _signal: AbortSignal): Promise<AuthorProfile> => {
    throw new Error('HTTP 500');
  });

function Demo(props: AuthorCardRootProps) {
  return (
    <div className="ac-demo">
      By{' '}
      <AuthorCard.Root {...props} className="ac-root">
        <AuthorCard.Trigger href="/etreporter/author-asha-rao-42.cms" rel="author">
          Asha Rao
        </AuthorCard.Trigger>
        <AuthorCard.Content className="ac-card" aria-label="About the author">
          {({ profile }) =>
            profile ? (
              <>
                {profile.img && <img src={profile.img} alt="" width={64} height={64} />}
                <strong>{profile.name}</strong>
                <span>{profile.bio}</span>
                <ul aria-label={`Top stories by ${profile.name}`}>
                  {profile.stories.map((story) => (
                    <li key={story.url}>
                      <a href={story.url}>{story.title}</a>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <span>Loading…</span>
            )
          }
        </AuthorCard.Content>
      </AuthorCard.Root>{' '}
      <a href="#next">Next link</a>
    </div>
  );
}

const meta = {
  title: 'UI/AuthorCard',
  component: AuthorCard.Root,
  render: (args) => <Demo {...args} />,
  args: { authorId: '42', fetchAuthor: resolved(), onError: fn() },
} satisfies Meta<typeof AuthorCard.Root>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const link = (canvas: Canvas) => canvas.getByRole('link', { name: 'Asha Rao' });
const card = (canvas: Canvas) => canvas.queryByRole('region', { name: 'About the author' });

export const Closed: Story = {
  play: async ({ canvas, args }) => {
    await expect(link(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(link(canvas)).not.toHaveAttribute('aria-controls');
    await expect(card(canvas)).toBeNull();
    await expect(args.fetchAuthor).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { fetchAuthor: pending() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(link(canvas));
    await waitFor(() => expect(card(canvas)).not.toBeNull());
    const region = card(canvas);
    await expect(region).toHaveAttribute('data-state', 'loading');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(link(canvas)).toHaveAttribute('aria-expanded', 'true');
    await expect(link(canvas)).toHaveAttribute('aria-controls', region?.id);
  },
};

export const Loaded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.hover(link(canvas));
    await waitFor(() => expect(card(canvas)).toHaveAttribute('data-state', 'open'));
    const region = within(card(canvas) as HTMLElement);
    await expect(region.getByText('Asha Rao')).toBeVisible();
    await expect(region.getByText(PROFILE.bio)).toBeVisible();
    await expect(region.getAllByRole('link')).toHaveLength(3);
    await expect(args.fetchAuthor).toHaveBeenCalledOnce();
    await expect(args.fetchAuthor).toHaveBeenCalledWith('42', expect.any(AbortSignal));

    // Leaving closes after the close delay; a second open comes from the cache.
    await userEvent.unhover(link(canvas));
    await waitFor(() => expect(card(canvas)).toBeNull());
    await userEvent.hover(link(canvas));
    await waitFor(() => expect(card(canvas)).toHaveAttribute('data-state', 'open'));
    await expect(args.fetchAuthor).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  args: { fetchAuthor: failing() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.hover(link(canvas));
    await waitFor(() => expect(args.onError).toHaveBeenCalledOnce());
    await expect(args.onError).toHaveBeenCalledWith('42', expect.any(Error));
    // Nothing is shown.
    await expect(card(canvas)).toBeNull();
    await expect(link(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const KeyboardOpen: Story = {
  play: async ({ canvas, args, userEvent, step }) => {
    await step('Tab to the author link opens the card at once', async () => {
      await userEvent.tab();
      await expect(link(canvas)).toHaveFocus();
      await waitFor(() => expect(card(canvas)).toHaveAttribute('data-state', 'open'));
      await expect(link(canvas)).toHaveAttribute('aria-expanded', 'true');
    });
    await step('Tab moves into the card (non-modal region right after the link)', async () => {
      await userEvent.tab();
      await expect(
        within(card(canvas) as HTMLElement).getByRole('link', { name: PROFILE.stories[0]?.title }),
      ).toHaveFocus();
    });
    await step('Escape closes at once and gives focus back to the author link', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(card(canvas)).toBeNull();
      await expect(link(canvas)).toHaveFocus();
    });
    await step('Shift+Tab away and back: reopens from the cache', async () => {
      await userEvent.tab({ shift: true });
      await expect(card(canvas)).toBeNull();
      await userEvent.tab();
      await waitFor(() => expect(card(canvas)).toHaveAttribute('data-state', 'open'));
      await expect(args.fetchAuthor).toHaveBeenCalledOnce();
    });
    await step('Tab past the card closes it', async () => {
      for (let i = 0; i < 4; i++) await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Next link' })).toHaveFocus();
      await expect(card(canvas)).toBeNull();
    });
  },
};
