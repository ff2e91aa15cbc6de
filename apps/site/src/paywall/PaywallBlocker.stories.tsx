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
});

const meta = {
  title: 'Site/PaywallBlocker',
  component: PaywallBlocker,
  args: {
    texts,
    tier: 'anonymous',
    trialEligible: false,
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

/** A signed-in reader who may start a trial: the trial's words, no sign-in link. */
export const TrialEligible: Story = {
  args: { tier: 'loggedIn', trialEligible: true },
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
  args: { texts: FALLBACK_PAYWALL_TEXTS },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: FALLBACK_PAYWALL_TEXTS.header })).toBeVisible();
    await expect(canvas.getByRole('link', { name: FALLBACK_PAYWALL_TEXTS.ctaText })).toBeVisible();
  },
};

/** a former member: asked back, with neither the sale nor the trial. */
export const ExpiredSubscription: Story = {
  args: { tier: 'loggedIn', trialEligible: true, expiredSubscription: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: texts.renewHeader })).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.renewCtaText })).toBeVisible();
    await expect(canvas.queryByText(texts.saleText)).toBeNull();
    await expect(canvasElement.querySelector('[data-mode]')).toHaveAttribute('data-mode', 'renewal');
  },
};
