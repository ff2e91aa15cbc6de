import { escapeXml } from '../../markets/xml.ts';
import { demoCards, demoSecondStepCode } from './cards.ts';
import type { DemoCheckoutRow } from './store.ts';

// PS-04: the demo provider's own pages (card form, the bank's second step, paid), plain HTML that
// works without JavaScript, in the provider's look rather than the site's: the reader is on
// another party's page while they pay.

export type FieldErrors = Partial<Record<'number' | 'expiry' | 'cvc' | 'name' | 'code', string>>;

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f6;color:#1c2230}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}
.brand{font-weight:700;letter-spacing:.02em;color:#3a4bd8;margin:0 0 1rem}
.test{display:inline-block;background:#ffe8a3;color:#5a4300;border-radius:4px;padding:0 .4rem;font-size:.8rem;margin-left:.5rem}
h1{font-size:1.25rem;margin:0 0 .25rem}
.amount{font-size:1.75rem;font-weight:700;margin:0 0 1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #9aa3b5;border-radius:6px}
input[aria-invalid=true]{border-color:#b3261e}
.row{display:flex;gap:.75rem}.row>div{flex:1}
.error{color:#b3261e;margin:.25rem 0 0;font-size:.95rem}
button{margin-top:1.25rem;width:100%;font:inherit;font-weight:700;padding:.75rem;border:0;border-radius:6px;background:#3a4bd8;color:#fff;cursor:pointer}
.hint{font-size:.9rem;color:#4a5366;margin-top:1.25rem}
.hint code{background:#f1f3f8;padding:0 .25rem;border-radius:3px}
a{color:#3a4bd8}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeXml(title)} · Demo Pay</title><style>${styles}</style></head><body><main><div class="card"><p class="brand">Demo Pay<span class="test">Test mode</span></p>${body}</div></main></body></html>`;
}

function field(
  name: 'number' | 'expiry' | 'cvc' | 'name' | 'code',
  label: string,
  errors: FieldErrors,
  attributes: string,
): string {
  const error = errors[name];
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<label for="${name}">${label}</label><input id="${name}" name="${name}" ${attributes}${described}>${
    error ? `<p class="error" id="${name}-error" role="alert">${escapeXml(error)}</p>` : ''
  }`;
}

function summary(checkout: DemoCheckoutRow): string {
  return `<h1>${escapeXml(checkout.description)}</h1><p class="amount">${rupees.format(
    Number(checkout.amount_rupees),
  )}</p>`;
}

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

export function cardPage(
  checkout: DemoCheckoutRow,
  errors: FieldErrors,
  typed: { name?: string } = {},
): string {
  const action = `/pay/demo/checkout/${encodeURIComponent(checkout.id)}`;
  return page(
    'Pay',
    `${summary(checkout)}<p>Paying as ${escapeXml(checkout.customer_email)}</p>
<form method="post" action="${action}" novalidate>
${field('number', 'Card number', errors, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required')}
<div class="row"><div>${field('expiry', 'Expiry (MM/YY)', errors, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required')}</div>
<div>${field('cvc', 'Security code', errors, 'inputmode="numeric" autocomplete="cc-csc" maxlength="3" required')}</div></div>
${field('name', 'Name on card', errors, `autocomplete="cc-name" maxlength="100" required value="${escapeXml(typed.name ?? '')}"`)}
<button type="submit">Pay ${rupees.format(Number(checkout.amount_rupees))}</button>
</form>
<p class="hint">Test cards (any future expiry, any 3-digit code): <code>${spaced(demoCards.succeeds)}</code> pays; <code>${spaced(demoCards.declined)}</code> is declined; <code>${spaced(demoCards.secondStep)}</code> asks for the bank's code first.</p>`,
  );
}

export function secondStepPage(checkout: DemoCheckoutRow, errors: FieldErrors): string {
  const action = `/pay/demo/checkout/${encodeURIComponent(checkout.id)}/second-step`;
  return page(
    'Confirm with your bank',
    `${summary(checkout)}<p>Your bank wants to make sure it is you. Enter the code it sent you.</p>
<form method="post" action="${action}" novalidate>
${field('code', 'Code from your bank', errors, 'inputmode="numeric" autocomplete="one-time-code" maxlength="6" required')}
<button type="submit">Confirm payment</button>
</form>
<p class="hint">Test mode: the bank's code is <code>${demoSecondStepCode}</code>.</p>`,
  );
}

export function paidPage(checkout: DemoCheckoutRow): string {
  return page(
    'Paid',
    `${summary(checkout)}<p role="status">Payment received. Thank you.</p><p><a href="${escapeXml(
      checkout.return_url,
    )}">Back to the merchant</a></p>`,
  );
}

export function noSuchCheckoutPage(): string {
  return page('No such checkout', '<h1>No such checkout</h1><p>This payment link is not valid.</p>');
}
