import type { MailRequest, MailSender } from '@newsroom/machines';

// AR-08 the browser's side of "Mail this article": fetch a proof-of-work challenge through the
// site's /api/captcha, find the number with crypto.subtle, and post the request to
// /api/postmail.cms?recaptcha=1 (the site passes both on to the backend). A signed-in reader's
// name and e-mail come from the site's /api/session (never cached), as the page HTML is shared
// by every reader of its variant and so cannot carry them.

interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  maxnumber: number;
  signature: string;
}

/** Refuse challenges that would keep the reader's browser busy for long. */
const MAX_WORK = 1_000_000;
const BATCH = 200;

function isChallenge(value: unknown): value is Challenge {
  const c = value as Partial<Challenge> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    c.algorithm === 'SHA-256' &&
    typeof c.challenge === 'string' &&
    /^[0-9a-f]{64}$/.test(c.challenge) &&
    typeof c.salt === 'string' &&
    typeof c.signature === 'string' &&
    typeof c.maxnumber === 'number' &&
    Number.isSafeInteger(c.maxnumber) &&
    c.maxnumber >= 0 &&
    c.maxnumber <= MAX_WORK
  );
}

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The number n ≤ maxnumber with sha256(salt + n) = challenge, hashed in parallel batches. */
export async function findNumber(challenge: Challenge, signal?: AbortSignal): Promise<number | null> {
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    signal?.throwIfAborted();
    const end = Math.min(start + BATCH, challenge.maxnumber + 1);
    const numbers = Array.from({ length: end - start }, (_, i) => start + i);
    const hashes = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const found = hashes.findIndex((hash) => hex(hash) === challenge.challenge);
    if (found >= 0) return start + found;
  }
  return null;
}

export async function solveCaptcha(): Promise<string> {
  const response = await fetch('/api/captcha', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`captcha: ${response.status}`);
  const challenge: unknown = await response.json();
  if (!isChallenge(challenge)) throw new Error('captcha: not a proof-of-work challenge');
  const number = await findNumber(challenge);
  if (number === null) throw new Error('captcha: no solution');
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}

export async function submitMail(request: MailRequest): Promise<void> {
  const response = await fetch('/api/postmail.cms?recaptcha=1', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
  });
  const body = (await response.json().catch(() => null)) as {
    status?: unknown;
    error?: { message?: unknown };
  } | null;
  if (response.ok && body?.status === 'success') return;
  const message = typeof body?.error?.message === 'string' ? body.error.message : '';
  throw new Error(message);
}

/** The sender fields of `/api/session`'s `user` (`{firstName, email}`); null for no one. */
export function senderOf(user: unknown): MailSender | null {
  if (typeof user !== 'object' || user === null) return null;
  const { firstName, email } = user as { firstName?: unknown; email?: unknown };
  const name = typeof firstName === 'string' ? firstName.trim() : '';
  const replyto = typeof email === 'string' ? email.trim() : '';
  if (!name && !replyto) return null;
  return { ...(name ? { name } : {}), ...(replyto ? { replyto } : {}) };
}

/** The signed-in reader as the mail form's sender; null when anonymous or the call fails. */
export async function fetchSender(): Promise<MailSender | null> {
  const response = await fetch('/api/session', { headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as { user?: unknown } | null;
  return senderOf(body?.user);
}

export function showAlert(message: string): void {
  window.alert(message);
}
