/**
 * AB-14 poll of the day: which options a poll shows and how its votes become percentages. The
 * content backend answers (and takes votes for) exactly the options this module shows, and the
 * site applies it again to whatever it is sent, so a poll with more options than a reader can see
 * can never be voted on in an option nobody was shown. Pure: no DOM, no Node.
 */

/** Spec §5: at most 10 options are shown, sorted by `optionno`. */
export const POLL_MAX_OPTIONS = 10;

/** The highest option number a poll may use (two digits, as the publisher's forms send them). */
export const POLL_MAX_OPTION_NO = 99;

export interface NumberedOption {
  optionno: number;
}

/**
 * The options to show: ordered by their number (as numbers: 2 before 10), the first of a repeated
 * number kept, at most `POLL_MAX_OPTIONS`. A new array; the given one is left as it is.
 */
export function pollOptionsToShow<T extends NumberedOption>(options: readonly T[]): T[] {
  const seen = new Set<number>();
  const unique: T[] = [];
  for (const option of options) {
    if (seen.has(option.optionno)) continue;
    seen.add(option.optionno);
    unique.push(option);
  }
  return unique.toSorted((a, b) => a.optionno - b.optionno).slice(0, POLL_MAX_OPTIONS);
}

/**
 * Whole percentages of the votes per option that add up to exactly 100 (largest remainder: each
 * option gets its share rounded down, and the points left over go to the largest remainders, the
 * lower option number first on a tie). With no votes every option is 0. `counts` maps option
 * numbers to their votes; the answer has the same keys.
 */
export function pollPercentages(counts: ReadonlyMap<number, number>): Map<number, number> {
  const total = [...counts.values()].reduce((sum, votes) => sum + votes, 0);
  const shares = [...counts.entries()]
    .toSorted(([a], [b]) => a - b)
    .map(([optionno, votes]) => {
      const exact = total === 0 ? 0 : (votes * 100) / total;
      return { optionno, whole: Math.floor(exact), remainder: exact - Math.floor(exact) };
    });
  let left = total === 0 ? 0 : 100 - shares.reduce((sum, share) => sum + share.whole, 0);
  for (const share of shares.toSorted((a, b) => b.remainder - a.remainder || a.optionno - b.optionno)) {
    if (left <= 0) break;
    share.whole += 1;
    left -= 1;
  }
  return new Map(shares.map((share) => [share.optionno, share.whole]));
}
