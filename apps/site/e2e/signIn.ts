import { expect, type Page } from '@playwright/test';

/** Every seeded demo account's password (apps/content-api/src/seed/readers.ts). */
export const DEMO_PASSWORD = 'ledger-demo-2026';

/** Signs a demo reader in through the site's /login form and waits to be back on `returnTo`, signed in. */
export async function signIn(page: Page, email: string, returnTo = '/') {
  await page.goto(`/login?return=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(returnTo);
}
