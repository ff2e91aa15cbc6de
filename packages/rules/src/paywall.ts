/**
 * The paywall's shared rules (AB-07, AB-08, AB-09, AB-17, AB-25): one import for the site's server,
 * its browser code and the content backend. Each part lives in a file of its own.
 */
export * from './paywall-constants.ts';
export * from './paywall-gates.ts';
export * from './paywall-login-nudge.ts';
export * from './paywall-masking.ts';
export * from './paywall-meter-gate.ts';
export * from './paywall-missed-stories.ts';
export * from './paywall-mode.ts';
export * from './paywall-sticky-footer.ts';
