// The publisher works in India Standard Time, which has no daylight saving, so every time is
// written with the fixed +05:30 offset. A fixed-width form also sorts correctly as text.

const istOffsetMs = (5 * 60 + 30) * 60_000;

export function formatIst(epochMs: number): string {
  const shifted = new Date(epochMs + istOffsetMs);
  if (Number.isNaN(shifted.getTime())) throw new RangeError(`not a time: ${epochMs}`);
  return `${shifted.toISOString().slice(0, 19)}+05:30`;
}
