import { createHash } from 'node:crypto';
import { captchaMaxNumberCeiling, defaultCaptchaMaxNumber } from '@newsroom/rules/mail';
import { describe, expect, it } from 'vitest';
import { type Challenge, encodeSolution, findNumber, isChallenge } from './captchaSolver.ts';

// AR-08 / Hardening #16: the browser's proof-of-work solver, at a low difficulty (its speed is
// measured, not tested: see docs/decisions.md).

const salt = 'a1b2c3d4e5f6a1b2c3d4e5f6?expires=1893456000';
const challengeFor = (number: number, maxnumber: number): Challenge => ({
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'),
  salt,
  maxnumber,
  signature: 'f'.repeat(64),
});

describe('Hardening #16 proof-of-work solver', () => {
  it('finds the secret number, at the first, a middle and the last place', async () => {
    for (const number of [0, 1234, 2500]) {
      expect(await findNumber(challengeFor(number, 2500))).toBe(number);
    }
  });

  it('answers null when no number up to maxnumber matches', async () => {
    expect(await findNumber(challengeFor(301, 300))).toBeNull();
  });

  it('gives the page a turn between batches, and stops when aborted', async () => {
    let turns = 0;
    const controller = new AbortController();
    const solving = findNumber(challengeFor(999, 999), {
      batch: 100,
      between: async () => {
        turns += 1;
        if (turns === 3) controller.abort(new Error('closed'));
      },
      signal: controller.signal,
    });
    await expect(solving).rejects.toThrow('closed');
    expect(turns).toBe(3);
    let all = 0;
    expect(await findNumber(challengeFor(999, 999), { batch: 100, between: async () => void all++ })).toBe(
      999,
    );
    expect(all).toBe(9);
  });

  it('takes challenges up to the shared ceiling, and nothing malformed or harder', () => {
    expect(isChallenge(challengeFor(1, defaultCaptchaMaxNumber))).toBe(true);
    expect(isChallenge(challengeFor(1, captchaMaxNumberCeiling))).toBe(true);
    expect(isChallenge(challengeFor(1, captchaMaxNumberCeiling + 1))).toBe(false);
    expect(isChallenge({ ...challengeFor(1, 10), challenge: 'x'.repeat(64) })).toBe(false);
    expect(isChallenge({ ...challengeFor(1, 10), maxnumber: 1.5 })).toBe(false);
    expect(isChallenge({ ...challengeFor(1, 10), salt: 's'.repeat(201) })).toBe(false);
    expect(isChallenge(null)).toBe(false);
  });

  it('encodes the solution as base64 JSON in ALTCHA’s form', () => {
    const challenge = challengeFor(7, 10);
    expect(JSON.parse(atob(encodeSolution(challenge, 7)))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 7,
      salt,
      signature: challenge.signature,
    });
  });
});
