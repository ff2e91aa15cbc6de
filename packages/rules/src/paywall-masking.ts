/**
 * AB-09 masking (spec §5): how the paywall shows a reader's e-mail or phone number (the Prime login
 * nudge names the stored Prime login; the sign-in buttons name the reader's own contact) without
 * writing it out in full, so a stranger at a shared screen cannot read it.
 *
 * E-mail: the part before the at-sign is masked by its length, counted in characters as a reader
 * sees them (grapheme clusters: "é" written e + accent, a Devanagari syllable and a flag are one
 * each). The spec's "position" of the at-sign is counted from 0, i.e. it is the number of
 * characters before it; counted from 1, an at-sign at position 5 would leave a 4-character name
 * shown whole (2 + no stars + 2). So:
 *   7 or more before the at-sign: the first 3, a star per hidden character, the last 3;
 *   5 or 6:                       the first 2, a star per hidden character, the last 2;
 *   2 to 4 (the spec is silent):  the first 1 and a star for each of the rest;
 *   1:                            a single star.
 * The domain is shown as it is (it says which provider, not who). Plus-addressing is part of the
 * name and masked with it. The last at-sign splits (a domain never holds one). A value without an
 * at-sign is masked whole as a name. Invisible characters (controls, format and direction marks
 * such as U+202E) are dropped first so they can neither hide in the stars nor turn the text around.
 * Never the whole name: every rule hides at least one character of it.
 *
 * Phone: the first 6 digits become stars (spec). An Indian number is first brought to its 10
 * national digits (+91, 0091, a bare 91 before 10 digits, or the trunk 0 are dropped), so the
 * stars cover 6 of the 10 digits a reader knows as their number and the last 4 show. A longer
 * (foreign) number shows only its last 4; a number of 6 digits or fewer is all stars. Separators
 * (spaces, dashes, brackets, dots) are dropped; only ASCII digits count.
 */

/** The longest e-mail address there is (RFC 5321 path limit); anything longer is not one and shows nothing. */
export const MASKED_EMAIL_MAX_LENGTH = 254;
/** Phone text longer than this (digits and separators) is not a phone number and shows nothing. */
export const MASKED_PHONE_MAX_LENGTH = 32;
/** E.164: no phone number has more digits. */
export const MASKED_PHONE_MAX_DIGITS = 15;
/** Spec §5: the first this-many digits of a phone number are replaced by stars. */
export const MASKED_PHONE_HIDDEN_DIGITS = 6;
/** Digits a masked phone number shows at most (the last ones). */
export const MASKED_PHONE_SHOWN_DIGITS = 4;

const STAR = '*';
const invisible = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

let graphemes: Intl.Segmenter | null | undefined;
/** The characters of a text as a reader sees them; code points where Intl.Segmenter is missing. */
function characters(text: string): string[] {
  if (graphemes === undefined) {
    graphemes =
      typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;
  }
  return graphemes ? Array.from(graphemes.segment(text), ({ segment }) => segment) : Array.from(text);
}

/** The name before the at-sign, masked by the rules above. */
export function maskEmailName(name: string): string {
  const chars = characters(name);
  const n = chars.length;
  const keep = n >= 7 ? 3 : n >= 5 ? 2 : 0;
  if (keep > 0) {
    return chars.slice(0, keep).join('') + STAR.repeat(n - 2 * keep) + chars.slice(n - keep).join('');
  }
  if (n >= 2) return chars[0] + STAR.repeat(n - 1);
  return STAR.repeat(n);
}

/** An e-mail address masked for display; '' when the value is not a string or too long to be an address. */
export function maskEmail(value: unknown): string {
  if (typeof value !== 'string') return '';
  const address = value.replace(invisible, '').trim();
  if (address.length > MASKED_EMAIL_MAX_LENGTH) return '';
  const at = address.lastIndexOf('@');
  if (at < 0) return maskEmailName(address);
  return maskEmailName(address.slice(0, at)) + address.slice(at);
}

/** The national digits of an Indian number; other numbers' digits as they are. */
function nationalDigits(digits: string): string {
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 14 && digits.startsWith('0091')) return digits.slice(4);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** A phone number masked for display; '' when the value holds no phone number. */
export function maskPhone(value: unknown): string {
  const text = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  if (typeof text !== 'string' || text.length > MASKED_PHONE_MAX_LENGTH) return '';
  const digits = nationalDigits(text.replace(/[^0-9]/g, ''));
  if (digits === '' || digits.length > MASKED_PHONE_MAX_DIGITS) return '';
  const hidden = Math.min(
    digits.length,
    Math.max(MASKED_PHONE_HIDDEN_DIGITS, digits.length - MASKED_PHONE_SHOWN_DIGITS),
  );
  return STAR.repeat(hidden) + digits.slice(hidden);
}

/** A login id that is a phone number: digits with the usual separators and an optional leading +. */
const phoneLike = /^\+?[0-9][0-9 ()./-]*$/;

/**
 * The stored Prime login as the nudge names it: an e-mail masked as one, a phone number as one,
 * any other id (an account number, a user name) masked by the e-mail name rule, so it is never
 * shown whole either.
 */
export function maskLoginId(loginId: unknown): string {
  if (typeof loginId !== 'string') return '';
  const id = loginId.trim();
  if (id.includes('@')) return maskEmail(id);
  if (phoneLike.test(id) && id.replace(/[^0-9]/g, '').length >= 7) return maskPhone(id);
  return maskEmail(id);
}
