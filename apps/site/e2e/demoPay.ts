import type { Page } from '@playwright/test';

// PS-04: paying on the demo payment provider's page, as a reader types it. Test cards:
// 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for the
// bank's code (123456) first (apps/content-api/src/payments/demo/cards.ts).

export async function payWith(page: Page, card = '4242 4242 4242 4242') {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Asha Reader');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}
