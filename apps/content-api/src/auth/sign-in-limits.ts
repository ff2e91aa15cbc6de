import { isIP } from 'node:net';
import { passwordPausedText } from '@newsroom/rules/one-time-code';
import { HttpError } from '../http/http-error.ts';
import { enforceRateLimit, type RateLimits } from '../http/rate-limit.ts';

// Hardening (issue 26.4, X-01): who may try a password, in one place. The numbers are the
// settings in http/rate-limit.ts (docs/decisions.md says why).
//
//   per address       every attempt, right or wrong          hard: 429 (one place cannot try many
//                                                              accounts, nor hash without end)
//   per account+address  wrong passwords                     hard: 429 (one place cannot guess
//                                                              one reader's password)
//   per account       wrong passwords from all addresses     soft: password sign-in waits for a
//                                                              one-time code (403), never a 429
//
// No limit keyed on the account alone refuses its owner: guesses from elsewhere never spend the
// owner's own address's tries, so the right password from an address without failures signs in,
// or at worst (an account guessed at from very many addresses) is sent to the code path.

/**
 * The address a sign-in limit counts: an IPv6 client holds a whole /64 and can take a new address
 * in it at will, so the /64 is the client; an IPv4 address is itself.
 */
export function signInAddressKey(address: string): string {
  if (isIP(address) !== 6) return `ip:${address}`;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `ip6:${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Counted first, before the fields are looked at: every attempt costs the address a try. */
export async function admitSignInAttempt(limits: RateLimits, clientAddress: string): Promise<void> {
  await enforceRateLimit(limits.logins, signInAddressKey(clientAddress), 'sign-in attempts');
}

/**
 * Runs `check` (the slow password check: what it signs in, or undefined for a wrong password)
 * within the account's limits and answers what it answered. The tries are taken before the check, so parallel guesses cannot all slip
 * through, and given back when it was right. Throws 429 when this address has used up its wrong
 * passwords for the account, and 403 (`code`) while the account's password sign-in is paused.
 */
export async function checkPasswordWithinLimits<T>(
  limits: RateLimits,
  attempt: { email: string; clientAddress: string },
  check: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const account = `account:${attempt.email}`;
  const pair = `${account}|${signInAddressKey(attempt.clientAddress)}`;
  await enforceRateLimit(limits.loginsPerPair, pair, 'wrong passwords for this account from your address');
  const signal = await limits.loginsPerAccount.take(account);
  // Paused: the password is not checked, so right and wrong get the same answer and guessers
  // learn nothing; the owner proves the address with a one-time code (POST /auth/code).
  if (!signal.allowed) throw new HttpError(403, 'code', passwordPausedText);
  const signedIn = await check();
  if (signedIn !== undefined) {
    await Promise.all([limits.loginsPerPair.refund(pair), limits.loginsPerAccount.refund(account)]);
  }
  return signedIn;
}
