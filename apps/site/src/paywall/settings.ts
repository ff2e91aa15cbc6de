/**
 * AB-09: the paywall's switches from the editors' `paywall` configuration (every value a string):
 * - `paywall_stickyPercent`: the share of readers (0..100, whole percents) who get the sticky
 *   footer band instead of a blocker (mode defaultSticky); the spec leaves the split unsaid.
 * - `paywall_trialForNewcomers`: "1" offers a reader who is not signed in the free trial, by
 *   signing in with an e-mail address or a mobile number (mode trialBlocker).
 * Anything else reads as off: a mistyped switch never opens more than the editors meant.
 */
export interface PaywallSettings {
  stickyPercent: number;
  trialForNewcomers: boolean;
}

export const PAYWALL_SETTINGS_OFF: PaywallSettings = { stickyPercent: 0, trialForNewcomers: false };

export function readPaywallSettings(config: Readonly<Record<string, string>>): PaywallSettings {
  const percent = (config.paywall_stickyPercent ?? '').trim();
  return {
    stickyPercent: /^\d{1,3}$/.test(percent) ? Math.min(100, Number(percent)) : 0,
    trialForNewcomers: (config.paywall_trialForNewcomers ?? '').trim() === '1',
  };
}
