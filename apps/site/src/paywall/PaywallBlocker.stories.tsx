import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import '../styles/tokens.css';
import '../styles/paywall.css';
import { PaywallBlocker } from './PaywallBlocker.tsx';
import { FALLBACK_PAYWALL_TEXTS, readPaywallTexts } from './texts.ts';

// AB-07 / AB-09: the blocker at the end of a gated story's teaser, for each kind of reader.

const texts = readPaywallTexts({
  paywall_header: 'Read the whole story with Ledger Prime',
  paywall_subheader: 'Analysis that moves markets, every day.',
  paywall_saleText: 'Save 40% on the annual plan',
  paywall_ctaText: 'See Prime plans',
  paywall_loginText: 'Already a member? Sign in',
  paywall_trialHeader: 'Start your free 14-day trial',
  paywall_trialInfo: 'No card needed for the trial.',
  paywall_trialCtaText: 'Start free trial',
  paywall_studentOfferText: 'Students: half price',
  paywall_studentOfferLink: '/prime?offer=student',
  paywall_expiredHeader: 'Welcome back: your Prime has ended',
  paywall_expiredCtaText: 'Renew Prime',
  paywall_appHeader: 'Prime reads best in the Ledger app',
  paywall_appText: 'Download the app to read this story on your tablet.',
  paywall_appDeepLink: 'https://apps.example/ledger/open?path={path}',
  paywall_appOpenText: 'Open this story in the app',
  paywall_appStoreLink: 'https://apps.example/ledger/ios',
  paywall_playStoreLink: 'https://apps.example/ledger/android',
});

const meta = {
  title: 'Site/PaywallBlocker',
  component: PaywallBlocker,
  args: {
    texts,
    tier: 'anonymous',
    mode: 'default',
    returnTo: '/markets/news/bank-margins/articleshow/77.cms',
  },
} satisfies Meta<typeof PaywallBlocker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous reader: the offer, the plans and sign-in for a member on another device. */
export const Anonymous: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: texts.header })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See Prime plans' })).toHaveAttribute(
      'href',
      '/prime?return=%2Fmarkets%2Fnews%2Fbank-margins%2Farticleshow%2F77.cms',
    );
    await expect(canvas.getByRole('link', { name: 'Already a member? Sign in' })).toBeVisible();
    await expect(canvas.getByText(texts.saleText)).toBeVisible();
  },
};

/** AB-09 iPadBlocker: on a tablet, the app first; the plans stay the way on the web. */
export const Tablet: Story = {
  args: { mode: 'iPadBlocker' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: texts.appHeader })).toBeVisible();
    // Spec §2.4: the app's link to this story comes first; the stores are the fallback.
    const links = canvas.getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName('Open this story in the app');
    await expect(links[0]).toHaveAttribute(
      'href',
      'https://apps.example/ledger/open?path=%2Fmarkets%2Fnews%2Fbank-margins%2Farticleshow%2F77.cms',
    );
    await expect(canvas.getByRole('link', { name: 'Get it on App Store' })).toHaveAttribute(
      'href',
      'https://apps.example/ledger/ios',
    );
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See Prime plans' })).toBeVisible();
  },
};

/**
 * AB-09 primeUserLogin: the ordinary offer; the nudge to sign in is a sheet of its own at the
 * window's foot (Site/PrimeLoginNudge), never part of the blocker.
 */
export const PrimeLogin: Story = {
  args: { mode: 'primeUserLogin' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: texts.header })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See Prime plans' })).toBeVisible();
    await expect(canvasElement.querySelector('.paywall-login-nudge')).toBeNull();
  },
};

/** AB-09 trialBlocker, a reader not signed in: the trial's words and its sign-in; plans as a link. */
export const TrialForNewcomer: Story = {
  args: { mode: 'trialBlocker', trialSignIn: <p>[trial sign-in]</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: texts.trialHeader })).toBeVisible();
    await expect(canvas.getByText('[trial sign-in]')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See Prime plans' })).toBeVisible();
  },
};

/** A signed-in reader who may start a trial: the trial's words, no sign-in link. */
export const TrialEligible: Story = {
  args: { tier: 'loggedIn', mode: 'trialBlocker' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: texts.trialHeader })).toBeVisible();
    await expect(canvas.getByText(texts.trialInfo)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Already a member? Sign in' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/subscribe?return=%2Fmarkets%2Fnews%2Fbank-margins%2Farticleshow%2F77.cms',
    );
  },
};

/** The configuration could not be read: the house's own words and the way to the plans. */
export const WithoutConfiguration: Story = {
  args: { texts: FALLBACK_PAYWALL_TEXTS, mode: 'default' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: FALLBACK_PAYWALL_TEXTS.header })).toBeVisible();
    await expect(canvas.getByRole('link', { name: FALLBACK_PAYWALL_TEXTS.ctaText })).toBeVisible();
  },
};

/** a former member: asked back, with neither the sale nor the trial. */
export const ExpiredSubscription: Story = {
  args: { tier: 'loggedIn', mode: 'default', expiredSubscription: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: texts.renewHeader })).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.renewCtaText })).toBeVisible();
    await expect(canvas.queryByText(texts.saleText)).toBeNull();
    await expect(canvasElement.querySelector('[data-offer]')).toHaveAttribute('data-offer', 'renewal');
  },
};
