/**
 * The nearest-rank percentile of a few samples: the smallest sample with at least `fraction` of
 * them at or below it (p50 of five loads is the third, p95 the fifth). Null for no samples; the
 * samples are not changed.
 */
export function percentile(samples: readonly number[], fraction: number): number | null {
  if (!(fraction > 0 && fraction <= 1)) throw new Error(`a percentile is over (0, 1], not ${fraction}`);
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(fraction * sorted.length) - 1]!;
}
