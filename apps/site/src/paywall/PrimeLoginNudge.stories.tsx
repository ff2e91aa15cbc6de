import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PrimeLoginNudge } from './PrimeLoginNudge.tsx';
import { FALLBACK_PAYWALL_TEXTS } from './texts.ts';

// AB-09 primeUserLogin: the sheet at the window's foot asking the reader to sign in with the Prime
// account this browser has seen. The browser's storage and the sign-in page are the story's own.

/** A fixed page time, so the day's count and the expiry do not depend on when the story runs. */
const NOW = Date.UTC(2026, 10, 27, 6, 0, 0);
const STORED = JSON.stringify({ loginId: 'prime@demo.ledger', expiry: NOW + 86_400_000 });

const meta = {
  title: 'Site/PrimeLoginNudge',
  component: PrimeLoginNudge,
  args: {
    stored: STORED,
    currentLoginId: null,
    now: NOW,
    texts: FALLBACK_PAYWALL_TEXTS,
    returnTo: '/markets/news/bank-margins/articleshow/77.cms',
    onShownChange: fn(),
    effects: { persist: fn(), signIn: fn() },
  },
} satisfies Meta<typeof PrimeLoginNudge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stored login, masked; its button starts the sign-in with that account. */
export const Shown: Story = {
  play: async ({ args, canvas }) => {
    const nudge = canvas.getByRole('region', { name: 'Your Prime account' });
    await expect(nudge).toBeVisible();
    await expect(nudge).toHaveTextContent('pr*me@demo.ledger');
    await expect(nudge).not.toHaveTextContent('prime@demo.ledger');
    await expect(getComputedStyle(nudge).position).toBe('fixed');
    await expect(args.onShownChange).toHaveBeenLastCalledWith(true);
    // Being shown counts towards the day's two.
    await expect(args.effects?.persist).toHaveBeenCalledWith(
      expect.objectContaining({ loginId: 'prime@demo.ledger', count_web_pw_perday: 1 }),
    );
    canvas.getByRole('button', { name: FALLBACK_PAYWALL_TEXTS.loginNudgeCtaText }).click();
    await waitFor(() =>
      expect(args.effects?.signIn).toHaveBeenCalledWith('prime@demo.ledger', args.returnTo),
    );
  },
};

/** At a phone's width the words and the buttons wrap inside the sheet. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const nudge = canvas.getByRole('region', { name: 'Your Prime account' });
    await expect(nudge).toBeVisible();
    await expect(nudge.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
  },
};

/** "Not me" closes it for the day and says so, so the sticky footer band may take the place. */
export const NotMe: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Not me' }).click();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Your Prime account' })).toBeNull());
    await expect(args.onShownChange).toHaveBeenLastCalledWith(false);
  },
};

/** The reader signed in is the stored login: never asked to sign in as themselves. */
export const SameReader: Story = {
  args: { currentLoginId: 'prime@demo.ledger' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Your Prime account' })).toBeNull();
    await expect(args.onShownChange).toHaveBeenLastCalledWith(false);
  },
};

/** The stored login has expired. */
export const Expired: Story = {
  args: { stored: JSON.stringify({ loginId: 'prime@demo.ledger', expiry: NOW - 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Your Prime account' })).toBeNull();
  },
};
