import { type BrowserContextOptions, devices } from 'playwright-core';
import { PHONE } from '../phone.ts';

/**
 * The bench's phone (issue 27; its throttling is scripts/phone.ts): a 412 × 915 touch screen
 * with a Pixel 7's User-Agent, so the site serves what it serves a phone.
 */
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

/** The profile in words, for the bench's table headings. */
export const phoneProfileInWords = `${PHONE.viewport.width} × ${PHONE.viewport.height} touch, CPU ${PHONE.cpuSlowdown}× slower, ${(PHONE.downloadBytesPerSecond * 8) / 1e6} Mbps down, ${(PHONE.uploadBytesPerSecond * 8) / 1e3} kbps up, ${PHONE.latencyMs} ms`;
