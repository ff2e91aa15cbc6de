// PS-04: the demo provider's test cards, as real providers publish theirs. Only these are taken:
// the demo moves no money, so any other number is refused in words.

export const demoCards = {
  /** Pays at once. */
  succeeds: '4242424242424242',
  /** Declined by the "bank". */
  declined: '4000000000000002',
  /** Asks for a second step (the bank's code) before it pays. */
  secondStep: '4000000000003220',
} as const;

/** The code the demo "bank" asks for after the second-step card; printed on its page. */
export const demoSecondStepCode = '123456';

export const demoPayTexts = {
  declined: 'Your card was declined by the issuing bank. No money was taken. Try another card.',
  notATestCard: `This demo provider takes only its test cards: 4242 4242 4242 4242, 4000 0000 0000 0002 or 4000 0000 0000 3220.`,
  number: 'Enter the 16-digit card number.',
  expiry: 'Enter the expiry date as MM/YY, in the future.',
  cvc: 'Enter the 3-digit security code from the back of the card.',
  name: 'Enter the name on the card.',
  wrongCode: 'That code is not right. No money was taken; enter the code your bank sent.',
} as const;

export type CardOutcome =
  | { outcome: 'paid' }
  | { outcome: 'second-step' }
  | { outcome: 'declined'; message: string }
  | { outcome: 'invalid'; field: 'number' | 'expiry' | 'cvc' | 'name'; message: string };

/** What the demo bank does with the card typed into the form; the fields are untrusted text. */
export function chargeCard(
  fields: { number?: string; expiry?: string; cvc?: string; name?: string },
  nowMs: number,
): CardOutcome {
  const number = (fields.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(number)) return { outcome: 'invalid', field: 'number', message: demoPayTexts.number };
  if (!expiresInFuture(fields.expiry ?? '', nowMs)) {
    return { outcome: 'invalid', field: 'expiry', message: demoPayTexts.expiry };
  }
  if (!/^\d{3}$/.test((fields.cvc ?? '').trim())) {
    return { outcome: 'invalid', field: 'cvc', message: demoPayTexts.cvc };
  }
  const name = (fields.name ?? '').trim();
  if (name.length === 0 || name.length > 100) {
    return { outcome: 'invalid', field: 'name', message: demoPayTexts.name };
  }
  if (number === demoCards.succeeds) return { outcome: 'paid' };
  if (number === demoCards.secondStep) return { outcome: 'second-step' };
  if (number === demoCards.declined) return { outcome: 'declined', message: demoPayTexts.declined };
  return { outcome: 'declined', message: demoPayTexts.notATestCard };
}

/** `MM/YY` (or `MM / YY`), valid through the end of that month. */
function expiresInFuture(text: string, nowMs: number): boolean {
  const parts = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(text);
  if (!parts) return false;
  const month = Number(parts[1]);
  if (month < 1 || month > 12) return false;
  const endOfMonth = Date.UTC(2000 + Number(parts[2]), month, 1);
  return endOfMonth > nowMs;
}
