import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { E2E_PORTS } from '../../../../playwright.config.ts';
import { PHONE, throttleLikeAPhone } from '../../../../scripts/phone.ts';

// Issue 27 (RX-01) proof: the reader on a throttled mid-range phone. Every test of e2e/phone/ runs
// with this profile and acts as a reader does: as soon as a control is on screen, never after
// waiting for the island runtime (no `data-island-state`, no waiting for a page's `load`).

declare global {
  interface Window {
    /** Each tap on an island: its name and its state at the reader's pointerdown. */
    __phoneTaps?: string[];
  }
}

/**
 * The page a reader's phone gives: 412 × 915, touch, a mobile viewport, throttled through the
 * Chrome DevTools Protocol (it stays throttled across its navigations). Reduced motion, so that
 * no carousel moves by itself and a step the reader asked for is the only step there is.
 */
export const test = base.extend({
  viewport: PHONE.viewport,
  hasTouch: true,
  isMobile: true,
  reducedMotion: 'reduce',
  page: async ({ page }, use, testInfo) => {
    await throttleLikeAPhone(page);
    // Read-only: which island each tap landed on, and how awake it was at that moment (the
    // report's evidence that the tap came before the island was ready). Never prevents anything.
    await page.addInitScript(() => {
      window.__phoneTaps = [];
      document.addEventListener(
        'pointerdown',
        (event) => {
          // The reader's own (a replay is the capture's, not a second tap).
          if (!event.isTrusted) return;
          const marker = event.target instanceof Element ? event.target.closest('[data-island]') : null;
          if (marker)
            window.__phoneTaps?.push(
              `${marker.getAttribute('data-island')}: ${marker.getAttribute('data-island-state') ?? 'not started'}`,
            );
        },
        { capture: true, passive: true },
      );
    });
    // A hydration mismatch or an island that failed is a reader's broken widget.
    const faults: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|island .* failed/i.test(message.text())) faults.push(message.text());
    });
    page.on('pageerror', (error) => faults.push(String(error)));
    await use(page);
    const taps = await page.evaluate(() => window.__phoneTaps ?? []).catch(() => []);
    if (taps.length > 0)
      testInfo.annotations.push({
        type: 'taps (island: state at pointerdown)',
        description: taps.join('; '),
      });
    expect(faults, 'island faults').toEqual([]);
  },
});

export { expect };

/** Every check of a case runs, so one report names each island that lost the reader's input. */
export const softly = expect.configure({ soft: true });

/**
 * Opens a page as a reader's tap on a link does, and returns as soon as the first bytes are in:
 * the reader acts on what is on screen while the rest is still arriving.
 */
export async function open(page: Page, path: string): Promise<void> {
  // A page the site could not make within its 3 s for the story (X-05: a 503, seen on the shared
  // 2-core machine under load) is asked for again, as the reader would reload it; once.
  const first = await page.goto(path, { waitUntil: 'commit' }).catch((error: Error) => error);
  if (!(first instanceof Error) && first?.status() === 200) return;
  test.info().annotations.push({
    type: 'reloaded',
    description: `${path}: ${first instanceof Error ? first.message.split('\n')[0] : first?.status()}`,
  });
  // Let the failed navigation (or its error page) settle before asking again.
  await page.waitForLoadState('domcontentloaded').catch(() => {});
  const again = await page.goto(path, { waitUntil: 'commit' });
  expect(again?.status(), `${path} answered`).toBe(200);
}

/** The reader's tap: the control is scrolled to and touched as soon as it is on screen. */
export async function tap(control: Locator): Promise<void> {
  await control.tap();
}

/** The reader types into a field (a tap to focus, then the keys, one by one) as soon as it is on screen. */
export async function type(field: Locator, text: string): Promise<void> {
  await field.tap();
  await field.pressSequentially(text);
}

const site = `http://127.0.0.1:${E2E_PORTS.site}`;

/**
 * A fresh site may leave a late widget out of its first pages (X-05: such a page is `no-store`);
 * readers meet a warm one. Asks for each page until it comes whole (unthrottled, from Node).
 */
export async function warm(...paths: string[]): Promise<void> {
  for (const path of paths) {
    await expect
      .poll(async () => (await fetch(`${site}${path}`)).headers.get('cache-control'), { timeout: 30_000 })
      .not.toBe('no-store');
  }
}
