import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type CaptchaChallenge, defaultCaptchaMaxNumber } from '@newsroom/rules/mail';

// AR-08 self-hosted proof-of-work captcha (ALTCHA's format): the server picks a secret number n
// below `maxnumber`, sends sha256(salt + n) and an HMAC of that hash; the browser tries numbers
// until the hash matches and sends back {algorithm, challenge, number, salt, signature} as base64
// JSON. The server needs no memory to check a solution (the HMAC proves it issued the challenge,
// the expiry rides in the salt); only spent challenges are stored, to refuse replays.

export type Challenge = CaptchaChallenge;

export interface Solution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** About a second on average on a mid-range phone (@newsroom/rules/mail; CAPTCHA_MAX_NUMBER). */
export const defaultMaxNumber = defaultCaptchaMaxNumber;
export const defaultChallengeTtlMs = 10 * 60_000;

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

export interface ChallengeOptions {
  secret: string;
  nowMs: number;
  maxnumber?: number;
  ttlMs?: number;
  /** Tests fix the number; otherwise random below maxnumber. */
  number?: number;
}

export function createChallenge(options: ChallengeOptions): Challenge {
  const maxnumber = options.maxnumber ?? defaultMaxNumber;
  const expires = Math.floor((options.nowMs + (options.ttlMs ?? defaultChallengeTtlMs)) / 1000);
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const number = options.number ?? randomInt(0, maxnumber + 1);
  const challenge = sha256Hex(`${salt}${number}`);
  return { algorithm: 'SHA-256', challenge, salt, maxnumber, signature: hmacHex(options.secret, challenge) };
}

/** What the browser does, for tests and tools: tries every number up to maxnumber. */
export function solveChallenge(challenge: Challenge): string | null {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (sha256Hex(`${challenge.salt}${number}`) === challenge.challenge) {
      return encodeSolution({ ...challenge, number });
    }
  }
  return null;
}

export function encodeSolution(solution: Solution): string {
  const { algorithm, challenge, number, salt, signature } = solution;
  return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString('base64');
}

export type Verdict =
  | { ok: true; challenge: string; expiresMs: number }
  | { ok: false; reason: 'malformed' | 'signature' | 'hash' | 'expired' };

/** Checks a solution's form, signature, hash and expiry; replays are the caller's (the store's). */
export function checkSolution(payload: string, secret: string, nowMs: number): Verdict {
  const solution = decodeSolution(payload);
  if (!solution) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(hmacHex(secret, solution.challenge), 'hex');
  const given = Buffer.from(solution.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  if (sha256Hex(`${solution.salt}${solution.number}`) !== solution.challenge)
    return { ok: false, reason: 'hash' };
  const expires = /[?&]expires=(\d{1,12})(?:&|$)/.exec(solution.salt);
  if (!expires) return { ok: false, reason: 'malformed' };
  const expiresMs = Number(expires[1]) * 1000;
  if (expiresMs <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, challenge: solution.challenge, expiresMs };
}

function decodeSolution(payload: string): Solution | null {
  if (payload.length > 2000 || !/^[A-Za-z0-9+/=_-]+$/.test(payload)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { algorithm, challenge, number, salt, signature } = parsed as Record<string, unknown>;
  if (algorithm !== 'SHA-256') return null;
  if (typeof challenge !== 'string' || !/^[0-9a-f]{64}$/.test(challenge)) return null;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return null;
  if (typeof salt !== 'string' || salt.length > 200) return null;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return null;
  return { algorithm, challenge, number, salt, signature };
}
