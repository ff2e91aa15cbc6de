import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// Password hashes with scrypt (node:crypto), a random salt per account, compared in constant
// time. The parameters travel inside the stored string, so they can be raised later without
// breaking existing hashes: `scrypt$N$r$p$<salt base64url>$<hash base64url>`.
// N=2^15, r=8, p=3 is one of OWASP's equivalent scrypt settings (32 MiB, ~0.2 s a hash here).

export const passwordCost = { N: 2 ** 15, r: 8, p: 3 } as const;
const keyLength = 32;
const saltLength = 16;
/** Enough memory for the cost above with room to spare (Node's default cap is 32 MiB). */
const maxmem = 128 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A new hash with a random salt; `cost` defaults to `passwordCost` (tests pass a cheap one). */
export async function hashPassword(
  password: string,
  options: { salt?: Buffer; cost?: { N: number; r: number; p: number } } = {},
): Promise<string> {
  const salt = options.salt ?? randomBytes(saltLength);
  const cost = options.cost ?? passwordCost;
  const key = await derive(password, salt, cost);
  const { N, r, p } = cost;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  cost: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !key) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** A hash of nothing in particular, checked when the e-mail is unknown so both cases take as long. */
const decoyHash = `scrypt$${passwordCost.N}$${passwordCost.r}$${passwordCost.p}$${Buffer.alloc(saltLength).toString('base64url')}$${Buffer.alloc(keyLength).toString('base64url')}`;

/**
 * Whether `password` matches `stored`. With `stored` null (no such account) it still spends the
 * same work on a decoy, so the answer time does not tell which e-mail addresses exist.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parseHash(stored ?? decoyHash);
  if (!parsed) throw new Error('stored password hash is not in the scrypt$N$r$p$salt$hash form');
  const key = await derive(password, parsed.salt, parsed.cost);
  const same = key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  return stored !== null && same;
}
