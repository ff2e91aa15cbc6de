import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POLL_MAX_OPTIONS, pollOptionsToShow, pollPercentages } from './poll.ts';

const option = (optionno: number, description = `Option ${optionno}`) => ({ optionno, description });

describe('AB-14 poll options shown', () => {
  it('AB-14 sorts by optionno as numbers and shows at most 10', () => {
    const options = [12, 3, 10, 1, 2, 11, 9, 4, 8, 5, 7, 6].map((n) => option(n));
    const shown = pollOptionsToShow(options);
    expect(shown.map((o) => o.optionno)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(shown).toHaveLength(POLL_MAX_OPTIONS);
    // The given list is untouched.
    expect(options[0]?.optionno).toBe(12);
  });

  it('AB-14 keeps the first of a repeated option number', () => {
    const shown = pollOptionsToShow([option(2, 'first two'), option(1), option(2, 'second two')]);
    expect(shown).toEqual([option(1), option(2, 'first two')]);
  });
});

describe('AB-14 poll percentages', () => {
  it('AB-14 are whole numbers that add up to 100, the largest remainders rounded up', () => {
    const percentages = pollPercentages(
      new Map([
        [1, 1],
        [2, 1],
        [3, 1],
      ]),
    );
    // 33.3 each: the lowest option number takes the point left over.
    expect([...percentages]).toEqual([
      [1, 34],
      [2, 33],
      [3, 33],
    ]);
    expect(
      pollPercentages(
        new Map([
          [1, 118],
          [2, 47],
          [3, 76],
          [4, 39],
          [5, 22],
        ]),
      ),
    ).toEqual(
      new Map([
        [1, 39],
        [2, 16],
        [3, 25],
        [4, 13],
        [5, 7],
      ]),
    );
  });

  it('AB-14 are all 0 without votes, and 100 for a single option voted', () => {
    expect([
      ...pollPercentages(
        new Map([
          [1, 0],
          [2, 0],
        ]),
      ).values(),
    ]).toEqual([0, 0]);
    expect(
      pollPercentages(
        new Map([
          [1, 0],
          [2, 5],
        ]),
      ).get(2),
    ).toBe(100);
  });

  it('AB-14 always add up to 100 and stay within a point of the exact share (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(100_000), { minLength: 1, maxLength: 10 }), (votes) => {
        const counts = new Map(votes.map((count, index) => [index + 1, count]));
        const total = votes.reduce((sum, count) => sum + count, 0);
        const percentages = pollPercentages(counts);
        const sum = [...percentages.values()].reduce((a, b) => a + b, 0);
        expect(sum).toBe(total === 0 ? 0 : 100);
        for (const [optionno, count] of counts) {
          const exact = total === 0 ? 0 : (count * 100) / total;
          expect(Math.abs((percentages.get(optionno) ?? -1) - exact)).toBeLessThan(1);
        }
      }),
    );
  });
});
