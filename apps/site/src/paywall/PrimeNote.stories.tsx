import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import '../styles/tokens.css';
import '../styles/article.css';
import { PrimeNote } from './PrimeNote.tsx';
import { readPaywallTexts } from './texts.ts';

// AB-07 / X-01: the note under a premium teaser that meets no gate (outside India on tech).

const texts = readPaywallTexts({
  paywall_header: 'This story is for Ledger Prime members',
  paywall_subheader: 'Join Prime to read it in full.',
  paywall_ctaText: 'Subscribe to Prime',
  paywall_loginText: 'Already a member? Sign in',
  paywall_expiredHeader: 'Your Prime membership has ended',
  paywall_expiredSubheader: 'Renew to pick up where you left off.',
  paywall_expiredCtaText: 'Renew Prime',
});
const back = '%2Ftech%2Fnews%2Fchips%2Farticleshow%2F78.cms';

const meta = {
  title: 'Site/PrimeNote',
  component: PrimeNote,
  args: {
    texts,
    tier: 'anonymous',
    expiredSubscription: false,
    returnTo: '/tech/news/chips/articleshow/78.cms',
  },
} satisfies Meta<typeof PrimeNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reader not signed in: the offer, the plans and sign-in, each bringing them back. */
export const Anonymous: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(texts.header)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscribe to Prime' })).toHaveAttribute(
      'href',
      `/prime?return=${back}`,
    );
    await expect(canvas.getByRole('link', { name: 'Already a member? Sign in' })).toHaveAttribute(
      'href',
      `/login?return=${back}`,
    );
  },
};

/** A signed-in reader: the offer, no sign-in. */
export const SignedIn: Story = {
  args: { tier: 'loggedIn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Subscribe to Prime' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Already a member? Sign in' })).toBeNull();
  },
};

/** a former member is asked to renew. */
export const Expired: Story = {
  args: { tier: 'loggedIn', expiredSubscription: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(texts.renewHeader)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Renew Prime' })).toHaveAttribute(
      'href',
      `/prime?return=${back}`,
    );
    await expect(canvasElement.querySelector('[data-offer]')).toHaveAttribute('data-offer', 'renewal');
  },
};
