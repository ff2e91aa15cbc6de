import { inStickySplit } from '@newsroom/rules/paywall';
import type { BrowserContext, Page } from '@playwright/test';

/** A split id outside the sticky-footer split of the seeded 20 % (every test starts with it). */
export const OUTSIDE_STICKY_SPLIT = '00000000-0000-4000-8000-000000000000';
/** A split id inside it (its bucket is 3). */
export const INSIDE_STICKY_SPLIT = '00000000-0000-4000-8000-000000000002';

if (inStickySplit(OUTSIDE_STICKY_SPLIT, 20) || !inStickySplit(INSIDE_STICKY_SPLIT, 20)) {
  throw new Error('the e2e split ids no longer fall where the tests expect');
}

/** From the next page on, this browser is in the sticky-footer split (mode defaultSticky). */
export async function joinStickySplit(page: Page): Promise<void> {
  await page.addInitScript((id) => localStorage.setItem('ledger.readerSplitId', id), INSIDE_STICKY_SPLIT);
}

/**
 * For a context a test makes itself (`browser.newContext`), which may not start from the
 * config's storage: outside the split, unless the page already holds an id.
 */
export async function stayOutsideStickySplit(context: BrowserContext): Promise<void> {
  await context.addInitScript((id) => {
    if (!localStorage.getItem('ledger.readerSplitId')) localStorage.setItem('ledger.readerSplitId', id);
  }, OUTSIDE_STICKY_SPLIT);
}
