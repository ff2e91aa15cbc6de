import { type BrowserContextOptions, devices, type Page } from 'playwright-core';

/**
 * Issue 27's mid-range phone: a 412 × 915 touch screen, the CPU slowed 4×, 1.6 Mbps down,
 * 750 kbps up and 150 ms of latency, set over Chromium's DevTools protocol as DevTools' own
 * throttling does. The User-Agent is a Pixel 7's, so the site serves what it serves a phone.
 */
export const PHONE = {
  viewport: { width: 412, height: 915 },
  cpuSlowdown: 4,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  latencyMs: 150,
} as const;

export const phoneContextOptions: BrowserContextOptions = {
  userAgent: devices['Pixel 7'].userAgent,
  viewport: PHONE.viewport,
  screen: PHONE.viewport,
  // Lighthouse's phone (its mobile profile) rather than a Pixel's 2.6: software raster on the
  // shared machine's cores is not what a phone's GPU does, and the figure is the main thread's.
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Slows the page's CPU and network to the phone's; call before it loads anything. */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    // DevTools takes bytes per second.
    downloadThroughput: PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE.uploadBitsPerSecond / 8,
  });
}

/** The profile in words, for the bench's table headings. */
export const phoneProfileInWords = `${PHONE.viewport.width} × ${PHONE.viewport.height} touch, CPU ${PHONE.cpuSlowdown}× slower, ${PHONE.downloadBitsPerSecond / 1e6} Mbps down, ${PHONE.uploadBitsPerSecond / 1e3} kbps up, ${PHONE.latencyMs} ms`;
