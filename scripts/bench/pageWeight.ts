import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.ts';
import { inlineScripts } from './inlineScripts.ts';

export interface PageWeight {
  htmlBytes: number;
  htmlGzipBytes: number;
  /** JavaScript a browser loads before any interaction: script files plus inline scripts, gzip. */
  jsBeforeInteraction: number;
  /** The inline scripts' part of it (each gzip on its own, as sent in the HTML: the head's input capture among them). */
  inlineScriptBytes: number;
  /** The same after scrolling to the end of the page (visible islands wake up). */
  jsAfterScroll: number;
  scriptFiles: number;
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/**
 * Loads a page in Debian's Chromium and weighs what it fetches, as a reader's browser would: on a
 * desktop screen by default, or a phone's (a shorter, narrower window brings `visible` islands
 * nearer the first screen).
 */
export async function weighPage(
  url: string,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<PageWeight> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport });
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.set(response.url(), gz(await response.body()));
      } catch {
        // a response whose body is gone (navigation) weighs nothing
      }
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    const html = (await response?.text()) ?? '';
    // Read from the HTML as sent: a script that removes itself once it has run still cost its bytes.
    const inlineBytes = inlineScripts(html).reduce((sum, code) => sum + gz(code), 0);
    const sum = () => [...scripts.values()].reduce((a, b) => a + b, 0) + inlineBytes;
    const before = sum();
    // Scroll like a reader, a screen at a time, so `visible` islands can wake.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 700) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    return {
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: gz(html),
      jsBeforeInteraction: before,
      inlineScriptBytes: inlineBytes,
      jsAfterScroll: sum(),
      scriptFiles: scripts.size,
    };
  } finally {
    await browser.close();
  }
}
