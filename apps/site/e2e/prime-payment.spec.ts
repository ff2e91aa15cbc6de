import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { article } from './content.ts';
import { payWith } from './demoPay.ts';
import { DEMO_PASSWORD } from './signIn.ts';
import { withSpareStack } from './spareStack.ts';

// PS-04 end to end: Prime only from a payment the provider confirmed. The reader chooses a plan,
// pays on the demo provider's own page (another origin, the backend's), and is Prime only once
// its signed confirmation reached the backend. A declined card leaves them a non-member with the
// provider's words; a confirmation delivered twice makes one subscription; the second-step card
// pays after the bank's code. Each test has a stack of its own: its reader stays as seeded elsewhere.

const PREMIUM = '125400321';
const DECLINED = 'Your card was declined by the issuing bank. No money was taken. Try another card.';

async function signInOn(page: Page, siteUrl: string, email: string, returnTo: string) {
  await page.goto(`${siteUrl}/login?return=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The reader as the backend has them, by the session the site holds for them. */
async function backendUser(page: Page, request: APIRequestContext, apiUrl: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ledger_session');
  // The site's cookie is `<backend token>.<the site's signature>` (Hardening, issue 26.7).
  const token = (cookie?.value ?? '').split('.')[0];
  const answer = await request.get(`${apiUrl}/auth/session`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { user: { isPrime: boolean; primeUntil: string | null } }).user;
}

test.describe.configure({ mode: 'serial' });

test('PS-04: a declined card leaves a non-member with the provider’s words; a good card, confirmed (twice: once), opens the premium story whole', async ({
  page,
  request,
}) => {
  await withSpareStack({}, async (stack) => {
    const story = String((await article(PREMIUM)).url);
    await signInOn(page, stack.siteUrl, 'reader@demo.ledger', `/prime?return=${encodeURIComponent(story)}`);
    await page.goto(`${stack.siteUrl}${story}`);
    await expect(page.locator('.paywall')).toBeVisible();
    const previewParagraphs = await page.locator('.story__body p').count();

    await page.goto(`${stack.siteUrl}/prime?return=${encodeURIComponent(story)}`);
    await page.getByRole('button', { name: 'Choose Prime Monthly' }).click();
    // The provider's own page, on its own origin.
    await expect(page).toHaveURL(new RegExp(`^${stack.apiUrl}/pay/demo/checkout/cs_demo_`));
    const checkoutPage = page.url();
    await expect(page.getByRole('heading', { name: 'Prime Monthly' })).toBeVisible();

    await payWith(page, '4000 0000 0000 0002');
    const cardError = page.locator('#number-error');
    await expect(cardError).toHaveText(DECLINED);
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-describedby', 'number-error');
    expect(await backendUser(page, request, stack.apiUrl)).toMatchObject({ isPrime: false });

    await payWith(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(`${stack.siteUrl}${story}`);
    await expect(page.locator('.paywall')).toHaveCount(0);
    expect(await page.locator('.story__body p').count()).toBeGreaterThan(previewParagraphs);
    const paid = await backendUser(page, request, stack.apiUrl);
    expect(paid).toMatchObject({ isPrime: true });

    // The provider delivers the same confirmation again: still one subscription, same end.
    const redeliver = await request.post(`${checkoutPage}/redeliver`);
    expect(await redeliver.json()).toEqual({ delivered: true });
    expect(await backendUser(page, request, stack.apiUrl)).toEqual(paid);
    await page.goto(`${stack.siteUrl}/prime`);
    await expect(page.getByText('You are a Ledger Prime member.')).toBeVisible();
  });
});

test('PS-04: the second-step card pays after the bank’s code, and a renewing reader reads on as Prime', async ({
  page,
  request,
}) => {
  await withSpareStack({}, async (stack) => {
    const story = String((await article(PREMIUM)).url);
    await signInOn(page, stack.siteUrl, 'expired@demo.ledger', '/');
    await page.goto(`${stack.siteUrl}/subscribe?return=${encodeURIComponent(story)}`);
    await page.getByRole('button', { name: 'Renew for a year' }).click();
    await expect(page).toHaveURL(new RegExp(`^${stack.apiUrl}/pay/demo/checkout/`));
    await payWith(page, '4000 0000 0000 3220');
    await expect(page.getByText('Your bank wants to make sure it is you.')).toBeVisible();
    await page.getByLabel('Code from your bank').fill('000000');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page.locator('#code-error')).toContainText('That code is not right.');
    expect(await backendUser(page, request, stack.apiUrl)).toMatchObject({ isPrime: false });

    await page.getByLabel('Code from your bank').fill('123456');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(`${stack.siteUrl}${story}`);
    await expect(page.locator('.paywall')).toHaveCount(0);
    expect(await backendUser(page, request, stack.apiUrl)).toMatchObject({ isPrime: true });
  });
});

test('PS-04: back before the confirmation arrives, the reader is told to wait and is not Prime', async ({
  page,
  request,
}) => {
  // The provider cannot reach the confirmation endpoint (a closed port): the payment is taken,
  // the reader comes back, and the site says it is waiting.
  await withSpareStack(
    { apiEnv: { PAYMENT_CONFIRMATION_URL: 'http://127.0.0.1:9/pay/confirmations' } },
    async (stack) => {
      await signInOn(page, stack.siteUrl, 'reader@demo.ledger', '/');
      await page.goto(`${stack.siteUrl}/prime?return=%2F`);
      await page.getByRole('button', { name: 'Choose Prime Annual' }).click();
      await payWith(page, '4242 4242 4242 4242');
      await expect(page).toHaveURL(new RegExp(`^${stack.siteUrl}/subscribe/return\\?`));
      await expect(
        page.getByRole('heading', { name: 'Waiting for confirmation of your payment' }),
      ).toBeVisible();
      expect(await backendUser(page, request, stack.apiUrl)).toMatchObject({ isPrime: false });
    },
  );
});
