import { describe, expect, it } from 'vitest';
import { allottedOvers, DEFAULT_ALLOTTED_OVERS, type IplScore, iplShown } from './ipl.ts';

const score = (innings: IplScore['innings']): IplScore => ({
  matchId: '58231',
  series: 'IPL',
  result: '',
  innings,
});

describe('HM-07 IPL rules', () => {
  it('shows only with innings', () => {
    expect(iplShown(null)).toBe(false);
    expect(iplShown(undefined)).toBe(false);
    expect(iplShown(score([]))).toBe(false);
    const innings = {
      number: 1,
      batting: { short: 'MUM', name: 'Mumbai Mariners' },
      bowling: { short: 'CHE', name: 'Chennai Chargers' },
      runs: 45,
      wickets: 1,
      overs: '5.2',
      allottedOvers: 20,
    };
    expect(iplShown(score([innings]))).toBe(true);
  });

  it.each([
    ['20', 20],
    ['10', 10],
    ['50', 50],
    ['', DEFAULT_ALLOTTED_OVERS],
    [undefined, DEFAULT_ALLOTTED_OVERS],
    ['0', DEFAULT_ALLOTTED_OVERS],
    ['51', DEFAULT_ALLOTTED_OVERS],
    ['7.5', DEFAULT_ALLOTTED_OVERS],
    ['twenty', DEFAULT_ALLOTTED_OVERS],
    [20, DEFAULT_ALLOTTED_OVERS],
  ])('allotted overs %j are %i (default 20)', (text, expected) => {
    expect(allottedOvers(text)).toBe(expected);
  });
});
