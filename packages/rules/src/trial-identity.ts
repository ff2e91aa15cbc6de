import { normaliseEmail, normaliseIndianMobile } from './one-time-code.ts';

// X-01 / PS-04: one free trial per person. A person is known by a verified address; addresses
// that reach the same mailbox count as one, so `A.B+x@gmail.com` cannot take a second trial after
// `ab@gmail.com`. Shared by the browser (to offer the trial only where it will be given) and the
// server (which decides, in the transaction that grants the trial).

/**
 * Mail providers known to ignore dots in the local part. Gmail delivers `a.b@` to `ab@`, and
 * `googlemail.com` is the same mailboxes. Other providers treat dots as part of the name, so
 * stripping them there would merge two different people.
 */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an e-mail address reaches, as the key for "has this person had a trial":
 * lower case; a `+tag` dropped on every domain (sub-addressing is what the big providers and most
 * mail servers do with `+`, and no provider we know gives `a+b@` to someone other than `a@`);
 * dots dropped only where the provider ignores them (Gmail). Null when it is not an address.
 */
export function mailboxOf(text: unknown): string | null {
  const address = normaliseEmail(text);
  if (address === null) return null;
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  let local = address.slice(0, at);
  const plus = local.indexOf('+');
  // A local part that is only a tag (`+x@`) keeps it: dropping all of it leaves no name.
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless !== undefined) {
    const name = local.replaceAll('.', '');
    return `${name === '' ? local : name}@${dotless}`;
  }
  return `${local}@${domain}`;
}

/**
 * The key a trial is recorded under: `email:` and the mailbox, or `mobile:` and the E.164 number
 * for a reader known by their mobile. Null when neither is a verified address.
 */
export function trialIdentityOf(reader: { email?: string | null; mobile?: string | null }): string | null {
  if (reader.mobile) {
    const mobile = normaliseIndianMobile(reader.mobile);
    if (mobile !== null) return `mobile:${mobile}`;
  }
  const mailbox = mailboxOf(reader.email);
  return mailbox === null ? null : `email:${mailbox}`;
}
