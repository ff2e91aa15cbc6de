import { type CaptchaChallenge, captchaMaxNumberCeiling } from '@newsroom/rules/mail';

// AR-08 / Hardening #16: the proof-of-work solver. The backend sends sha256(salt + n) for a secret
// n ≤ maxnumber; this tries 0, 1, 2, … with crypto.subtle until a hash matches. It runs in a
// worker (captchaSolver.worker.ts) so the page never waits on it; where no worker can be made it
// runs on the page, giving the page a turn between batches.

export type Challenge = CaptchaChallenge;

/** A well-formed challenge no harder than the browser agrees to solve (@newsroom/rules/mail). */
export function isChallenge(value: unknown): value is Challenge {
  const c = value as Partial<Challenge> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    c.algorithm === 'SHA-256' &&
    typeof c.challenge === 'string' &&
    /^[0-9a-f]{64}$/.test(c.challenge) &&
    typeof c.salt === 'string' &&
    c.salt.length <= 200 &&
    typeof c.signature === 'string' &&
    typeof c.maxnumber === 'number' &&
    Number.isSafeInteger(c.maxnumber) &&
    c.maxnumber >= 0 &&
    c.maxnumber <= captchaMaxNumberCeiling
  );
}

/**
 * Hashes started together: crypto.subtle answers each digest asynchronously, so many in flight
 * keep it busy (1,000 was the fastest of 200, 1,000 and 5,000 in Chromium on the measuring box).
 */
export const solverBatch = 1000;

export interface SolveOptions {
  signal?: AbortSignal;
  /** Awaited between batches: on the page, a turn for input and rendering. */
  between?: () => Promise<void>;
  batch?: number;
}

const hexBytes = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

function sameBytes(hash: ArrayBuffer, wanted: Uint8Array): boolean {
  const bytes = new Uint8Array(hash);
  for (let i = 0; i < wanted.length; i++) if (bytes[i] !== wanted[i]) return false;
  return bytes.length === wanted.length;
}

/** The number n ≤ maxnumber with sha256(salt + n) = challenge, or null when there is none. */
export async function findNumber(challenge: Challenge, options: SolveOptions = {}): Promise<number | null> {
  const encoder = new TextEncoder();
  const wanted = hexBytes(challenge.challenge);
  const batch = options.batch ?? solverBatch;
  for (let start = 0; start <= challenge.maxnumber; start += batch) {
    options.signal?.throwIfAborted();
    const end = Math.min(start + batch, challenge.maxnumber + 1);
    const digests: Promise<ArrayBuffer>[] = [];
    for (let n = start; n < end; n++) {
      digests.push(crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`)));
    }
    const hashes = await Promise.all(digests);
    const found = hashes.findIndex((hash) => sameBytes(hash, wanted));
    if (found >= 0) return start + found;
    await options.between?.();
  }
  return null;
}

/** The value sent as recaptchaValue: base64 of the solution in ALTCHA's form. */
export function encodeSolution(challenge: Challenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}
