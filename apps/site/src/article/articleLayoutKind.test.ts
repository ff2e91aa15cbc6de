import { describe, expect, it } from 'vitest';
import { articleLayoutKind } from './articleLayoutKind.ts';

describe('AB-10 articleLayoutKind: who gets the premium layout', () => {
  it.each([
    [true, 'prime', 'none', 'article-premium'],
    [true, 'loggedIn', 'plain', 'article'],
    [true, 'anonymous', 'plain', 'article'],
    [false, 'prime', 'none', 'article'],
    [false, 'anonymous', 'adaptive', 'article'],
    // No Prime reader meets a gate today; should one ever, the story is not put in three columns.
    [true, 'prime', 'plain', 'article'],
  ] as const)('premium story %s, reader %s, gate %s → %s', (prime, tier, gate, kind) => {
    expect(articleLayoutKind({ prime }, { tier }, gate)).toBe(kind);
  });
});
