import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the island runtime watches the first island of that name (its marker has a
 * `data-island-state`). The runtime replays the reader's first click on a sleeping island; a
 * click before the page's script has run has nothing to hear it (seen on a busy machine, a click
 * right after a sign-in's navigation).
 */
export async function islandListening(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-island="${name}"]`).first()).toHaveAttribute(
    'data-island-state',
    /waiting|loading|hydrated/,
  );
}
