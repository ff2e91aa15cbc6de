import { maskEmail, maskPhone } from './paywall-masking.ts';

/**
 * AB-09 trial sign-in with a one-time code: what an address is, what a code is, how long it
 * lasts, how often it may be tried and sent, and the words a reader is refused in. The browser
 * (the sign-in form, for the reader's sake) and the content backend (for real) both use this
 * module, so they cannot disagree. Pure: no DOM, no Node.
 *
 * Two channels: `email` (stands in for "Continue with Google": the demo runs without the
 * internet, so the reader proves the address with a code mailed to it) and `mobile` (an Indian
 * mobile number, the code by SMS).
 */

export const CODE_CHANNELS = ['email', 'mobile'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

export const oneTimeCodeRules = {
  /** Digits in a code. */
  codeLength: 6,
  /** A code is refused this long after it was sent. */
  expiresInMs: 10 * 60_000,
  /** Tries per code, right or wrong; the next one is refused unchecked. */
  attemptsPerCode: 5,
  /**
   * Codes sent to one address at the request of one client (an IPv4 address, an IPv6 /64) in an
   * hour, counted from the first of them. Hardening (issue 26.4): never per recipient alone, or
   * anyone could spend an owner's codes and keep the owner from the code path.
   */
  sendsToAddressPerClientPerHour: 5,
  /** Codes one client may have sent in an hour, to all addresses: one place cannot spam inboxes. */
  sendsPerClientPerHour: 20,
  /** The hour both send counts are over. */
  sendWindowMs: 60 * 60_000,
  /** A reader may ask for the code again this long after it was sent. */
  resendAfterMs: 30_000,
  /** RFC 5321: no address is longer. */
  emailMaxLength: 254,
  /** Anything longer typed as a mobile number is not one (digits, spaces, +, dashes, brackets). */
  mobileMaxLength: 20,
} as const;

/** The fields of the two requests, as the server names them in a 400. */
export type CodeField = 'channel' | 'address' | 'code' | 'challengeId' | 'startTrial';

/** What a reader is told, by the field it is about. */
export const oneTimeCodeTexts = {
  channel: { required: 'Choose e-mail or mobile number.' },
  email: {
    required: 'Please enter your e-mail address.',
    invalid: 'Please enter a valid e-mail address, like name@example.com.',
  },
  mobile: {
    required: 'Please enter your mobile number.',
    invalid: 'Please enter a 10-digit Indian mobile number, like 98765 43210.',
  },
  code: {
    required: 'Please enter the 6-digit code we sent you.',
    invalid: 'The code is 6 digits.',
    expired: 'This code has expired. Please ask for a new one.',
    used: 'This code has been used already. Please ask for a new one.',
    replaced: 'We have sent you a newer code. Please enter the latest one.',
    unknown: 'This code is no longer valid. Please ask for a new one.',
    tooManyAttempts: 'Too many wrong tries for this code. Please ask for a new one.',
  },
} as const;

/**
 * Hardening (issue 26.4): password sign-in for an account that many addresses have guessed at is
 * paused, for everyone alike (the password is not even checked, so the answer tells a guesser
 * nothing); the owner signs in with a one-time code to the account's e-mail instead.
 */
export const passwordPausedText =
  'Many wrong passwords have been tried for this account, so for its safety please sign in with a one-time code sent to your e-mail.';

/** "That code is not right. You have 3 more tries." */
export function wrongCodeText(attemptsLeft: number): string {
  if (attemptsLeft <= 0) return oneTimeCodeTexts.code.tooManyAttempts;
  return `That code is not right. You have ${attemptsLeft} more ${attemptsLeft === 1 ? 'try' : 'tries'}.`;
}

const inMinutes = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** "We have sent 5 codes to this address in the last hour. Please try again in 12 minutes." */
export function tooManySendsText(retryAfterSeconds: number): string {
  return `We have sent ${oneTimeCodeRules.sendsToAddressPerClientPerHour} codes to this address in the last hour. Please try again in ${inMinutes(retryAfterSeconds)}.`;
}

/** "We have sent 20 codes at your network's request in the last hour. Please try again in 12 minutes." */
export function tooManyClientSendsText(retryAfterSeconds: number): string {
  return `We have sent ${oneTimeCodeRules.sendsPerClientPerHour} codes at your network's request in the last hour. Please try again in ${inMinutes(retryAfterSeconds)}.`;
}

// Printable addresses only: a dot-atom local part and a host name with at least one dot (the
// same rule as the mail form's, @newsroom/rules/mail).
const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** An e-mail address as stored and compared: trimmed and lower-cased; null when it is not one. */
export function normaliseEmail(text: unknown): string | null {
  if (typeof text !== 'string' || text.length > oneTimeCodeRules.emailMaxLength + 64) return null;
  const address = text.trim().toLowerCase();
  if (address.length > oneTimeCodeRules.emailMaxLength || !emailPattern.test(address)) return null;
  return address;
}

/**
 * An Indian mobile number as stored: E.164, `+91` and the 10 national digits, which start with
 * 6, 7, 8 or 9. Typed with or without +91, 0091, 91 or the trunk 0, with spaces, dashes, dots or
 * brackets between digits; only ASCII digits count. Null when it is not one.
 */
export function normaliseIndianMobile(text: unknown): string | null {
  if (typeof text !== 'string' || text.length > oneTimeCodeRules.mobileMaxLength) return null;
  const trimmed = text.trim();
  if (!/^\+?[0-9][0-9 ().-]*$/.test(trimmed)) return null;
  let digits = trimmed.replace(/[^0-9]/g, '');
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('91')) return null;
    digits = digits.slice(2);
  } else if (digits.length === 14 && digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9][0-9]{9}$/.test(digits) ? `+91${digits}` : null;
}

export type AddressCheck =
  | { ok: true; address: string }
  | { ok: false; field: 'address' | 'channel'; message: string };

/** Whether a channel name is one of ours. */
export function isCodeChannel(value: unknown): value is CodeChannel {
  return value === 'email' || value === 'mobile';
}

/** The normalised address, or the refusal to show next to the address field. */
export function checkAddress(channel: unknown, text: unknown): AddressCheck {
  if (!isCodeChannel(channel))
    return { ok: false, field: 'channel', message: oneTimeCodeTexts.channel.required };
  const texts = oneTimeCodeTexts[channel];
  if (typeof text !== 'string' || text.trim() === '')
    return { ok: false, field: 'address', message: texts.required };
  const address = channel === 'email' ? normaliseEmail(text) : normaliseIndianMobile(text);
  return address === null ? { ok: false, field: 'address', message: texts.invalid } : { ok: true, address };
}

/** A typed code as checked: its 6 digits (spaces and dashes between them dropped); null if not one. */
export function normaliseCode(text: unknown): string | null {
  if (typeof text !== 'string' || text.length > 32) return null;
  const digits = text.replace(/[\s-]/g, '');
  return new RegExp(`^[0-9]{${oneTimeCodeRules.codeLength}}$`).test(digits) ? digits : null;
}

export type CodeCheck = { ok: true; code: string } | { ok: false; field: 'code'; message: string };

export function checkCode(text: unknown): CodeCheck {
  if (typeof text !== 'string' || text.trim() === '') {
    return { ok: false, field: 'code', message: oneTimeCodeTexts.code.required };
  }
  const code = normaliseCode(text);
  return code === null
    ? { ok: false, field: 'code', message: oneTimeCodeTexts.code.invalid }
    : { ok: true, code };
}

/** The address as the reader is shown it ("We sent a code to ab****yz@gmail.com"). */
export function maskAddress(channel: CodeChannel, address: string): string {
  return channel === 'email' ? maskEmail(address) : maskPhone(address);
}
