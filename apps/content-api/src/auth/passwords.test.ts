import { describe, expect, it } from 'vitest';
import { demoPassword, demoReaders } from '../seed/readers.ts';
import { hashPassword, passwordCost, verifyPassword } from './passwords.ts';

describe('password hashes (X-01)', () => {
  it('hash with scrypt and a salt of their own, and verify only the right password', async () => {
    // A low cost keeps this test fast; the cost travels in the hash, so verifying reads it from there.
    const cost = { N: 1024, r: 8, p: 1 };
    const [first, second] = await Promise.all([
      hashPassword('open sesame', { cost }),
      hashPassword('open sesame', { cost }),
    ]);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('open sesame');
    const [right, wrong] = await Promise.all([
      verifyPassword('open sesame', first),
      verifyPassword('open sesamE', first),
    ]);
    expect([right, wrong]).toEqual([true, false]);
  });

  it('never match when there is no account, and refuse a stored value that is not a hash', async () => {
    expect(await verifyPassword('', null)).toBe(false);
    await expect(verifyPassword('x', 'plain-text-password')).rejects.toThrow(/scrypt/);
  });

  it('match the documented demo password for every seeded account, at the current cost', async () => {
    // One of OWASP's scrypt settings (N=2^15, r=8, p=3).
    expect(passwordCost).toEqual({ N: 32768, r: 8, p: 3 });
    const hashes = Object.values(demoReaders).map((reader) => reader.password_hash);
    for (const hash of hashes) {
      expect(hash.startsWith(`scrypt$${passwordCost.N}$${passwordCost.r}$${passwordCost.p}$`)).toBe(true);
    }
    expect(new Set(hashes.map((hash) => hash.split('$')[4])).size).toBe(hashes.length);
    expect(await Promise.all(hashes.map((hash) => verifyPassword(demoPassword, hash)))).toEqual(
      hashes.map(() => true),
    );
  });
});
