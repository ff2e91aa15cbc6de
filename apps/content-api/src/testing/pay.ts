import { demoCards } from '../payments/demo/cards.ts';
import type { TestApi } from './test-api.ts';

// PS-04 test helper: a reader buys a plan the only way there is, through a checkout and the demo
// provider's page with a test card; the provider's signed confirmation (to this same backend)
// makes them Prime. Answers where the provider sent the reader back, and the checkout id.

export async function startCheckout(
  api: TestApi,
  headers: Record<string, string>,
  plan: string,
  returnPath = '/subscribe/return',
): Promise<{ checkoutId: string; url: string }> {
  const response = await api.post('/prime/checkout', { plan, returnPath }, headers);
  if (response.status !== 200) {
    throw new Error(`POST /prime/checkout answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as { checkoutId: string; url: string };
}

/** Submits the demo provider's card form as a payer's browser would (no redirect followed). */
export function payWithCard(url: string, number: string = demoCards.succeeds): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number, expiry: '12/39', cvc: '123', name: 'Test Reader' }).toString(),
    redirect: 'manual',
  });
}

export async function buyPlan(
  api: TestApi,
  headers: Record<string, string>,
  plan: string,
): Promise<{ checkoutId: string; returnedTo: string }> {
  const { checkoutId, url } = await startCheckout(api, headers, plan);
  const paid = await payWithCard(url);
  if (paid.status !== 303) throw new Error(`the demo provider answered ${paid.status}: ${await paid.text()}`);
  return { checkoutId, returnedTo: paid.headers.get('location') ?? '' };
}
