import type { Page } from 'playwright-core';

/**
 * Issue 27's mid-range phone, for every tool that acts as a reader on one (the phone e2e suite,
 * the bench's islands): CPU 4× slower, 1.6 Mbps down, 750 kbps up, 150 ms latency, 412 × 915.
 */
export const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  /** 1.6 Mbps. */
  downloadBytesPerSecond: 200_000,
  /** 750 kbps. */
  uploadBytesPerSecond: 93_750,
  viewport: { width: 412, height: 915 },
} as const;

/**
 * Slows a page's CPU and network to the phone's through the Chrome DevTools Protocol, as
 * DevTools' own throttling does (it stays throttled across the page's navigations); call before
 * it loads anything.
 */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
}
