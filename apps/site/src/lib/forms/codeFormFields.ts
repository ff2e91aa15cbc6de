// Hardening (issue 26.4), AB-09: where the sign-in page's one-time code forms post, and their
// fields; a module of its own so the paywall's island (TrialSignInForm.tsx) names them without
// the page's chrome.

export const CODE_FORM_PATHS = { request: '/login/code', verify: '/login/code/verify' } as const;

/**
 * The forms' fields. Issue 27: the paywall's trial blocker posts the same forms without script
 * (paywall/TrialSignInForm.tsx), so they carry the channel (the address is sent under the
 * channel's name: `email` or `mobile`) and `trial=1`, the wish to start the free trial.
 */
export const CODE_FORM_FIELDS = {
  channel: 'channel',
  challenge: 'challengeId',
  code: 'code',
  back: 'return',
  trial: 'trial',
} as const;
