// AR-08 mail this article, hardened (Hardening #16): the limits, texts and proof-of-work maths
// that the browser's form and the content backend must agree on. Pure: no DOM, no Node.

/** Per request (the spec's lengths) and per sender per day (MAIL_RECIPIENTS_PER_DAY's default). */
export const mailLimits = {
  /** Characters in the recipients field, after spaces are collapsed (spec). */
  recipientsText: 255,
  /** Characters in the sender's name and e-mail (spec). */
  senderName: 300,
  senderEmail: 300,
  /** Addresses in one request. */
  recipientsPerMail: 10,
  /** Recipients one sender may mail in one day (India time), unless MAIL_RECIPIENTS_PER_DAY says otherwise. */
  recipientsPerDay: 30,
  /** Characters of the sender's name that reach the mail itself (the outbox keeps all of it). */
  senderNameInMail: 60,
} as const;

export const mailLimitTexts = {
  recipientsTooLong: `The recipients can have at most ${mailLimits.recipientsText} characters`,
  tooManyRecipients: `Send to at most ${mailLimits.recipientsPerMail} addresses at once`,
  nameTooLong: `Your name can have at most ${mailLimits.senderName} characters`,
  emailTooLong: `Your email can have at most ${mailLimits.senderEmail} characters`,
} as const;

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/**
 * The refusal when a request would take its sender past the daily cap, in words, with what is
 * left: `left` is how many more recipients the sender may still mail today (0 when none).
 */
export function recipientsPerDayText(cap: number, left: number): string {
  const limit = `You can mail articles to at most ${people(cap)} a day`;
  if (left <= 0) return `${limit}, and you have reached that today. Please try again tomorrow.`;
  return `${limit}; you can send to ${left} more today. Remove some addresses, or send the rest tomorrow.`;
}

// ---- Proof of work -------------------------------------------------------------------------
// The backend picks a secret number n uniformly in 0..maxnumber; the browser hashes 0, 1, 2, …
// until it finds n, so a solve costs n + 1 hashes: (maxnumber + 2) / 2 on average, maxnumber + 1
// at worst. The difficulty is chosen from the cost on a mid-range phone (docs/decisions.md).

/**
 * Hashes a second the site's solver manages in a mid-range phone's browser: about 100,000 in
 * Chromium on the measuring machine's core, which scores about 1.8 times a mid-tier phone on
 * the benchmark Chrome DevTools calibrates with (docs/decisions.md, Hardening #16).
 */
export const captchaPhoneHashesPerSecond = 55_000;
/** What a reader should wait, on average, on such a phone. */
export const captchaTargetSeconds = 1;

/** Average hashes to solve a challenge of this difficulty. */
export function expectedCaptchaHashes(maxnumber: number): number {
  return (maxnumber + 2) / 2;
}

/** Average seconds to solve a challenge of this difficulty at the given speed. */
export function expectedCaptchaSeconds(maxnumber: number, hashesPerSecond: number): number {
  return expectedCaptchaHashes(maxnumber) / hashesPerSecond;
}

/** The difficulty whose average solve takes `seconds` at `hashesPerSecond` (at least 1). */
export function captchaMaxNumberFor(seconds: number, hashesPerSecond: number): number {
  return Math.max(1, Math.round(2 * seconds * hashesPerSecond) - 2);
}

/** CAPTCHA_MAX_NUMBER's default: about a second on average on a mid-range phone. */
export const defaultCaptchaMaxNumber = captchaMaxNumberFor(captchaTargetSeconds, captchaPhoneHashesPerSecond);

/**
 * The hardest challenge the browser will take on (about 4 s on average, 8 s at worst on a
 * mid-range phone); the backend refuses to be configured above it, so the two cannot disagree.
 */
export const captchaMaxNumberCeiling = 4 * defaultCaptchaMaxNumber;

/** A proof-of-work challenge as the backend sends it and the browser solves it (ALTCHA's format). */
export interface CaptchaChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  maxnumber: number;
  signature: string;
}
