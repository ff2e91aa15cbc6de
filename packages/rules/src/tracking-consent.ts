/**
 * the browser asks not to be tracked: Do Not Track or Global Privacy Control. Then nothing is
 * observed and nothing is sent.
 */
export function trackingRefused(navigator: {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}): boolean {
  return navigator.doNotTrack === '1' || navigator.globalPrivacyControl === true;
}
