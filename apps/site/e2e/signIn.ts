import { expect, type Page } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config.ts';

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

/**
 * Signs a demo reader in by posting the site's /login form from the test's side (same origin),
 * without opening the form's page: the browser context gets the session cookie. For tests whose
 * subject is a later page, on a throttled phone where opening /login would cost a page load.
 */
export async function signInByForm(page: Page, email: string) {
  // On the shared 2-core machine the backend's password hashing can outlast the site's 3 s for
  // a backend call, and the site says 503 (as to a reader, who would press again): so does this.
  let status = 0;
  for (let attempt = 0; attempt < 3 && status !== 303; attempt += 1) {
    const answer = await page.request.post('/login', {
      headers: { origin: `http://127.0.0.1:${E2E_PORTS.site}` },
      form: { email, password: DEMO_PASSWORD, return: '/' },
      maxRedirects: 0,
    });
    status = answer.status();
    if (status !== 503) break;
    // A moment for the backend to catch up, as a reader pressing again would give it.
    await page.waitForTimeout(1_000);
  }
  expect(status, 'the sign-in form answers with a redirect').toBe(303);
}
