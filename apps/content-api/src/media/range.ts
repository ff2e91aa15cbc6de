// A single byte range of a `Range: bytes=…` header (RFC 9110 §14), as video players send them
// ("bytes=0-", "bytes=1000-1999", "bytes=-500"). Several ranges, other units or nonsense are
// answered with the whole file, as the RFC allows; a range past the end is unsatisfiable.

export type RangeDecision =
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  | { kind: 'unsatisfiable' };

export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (header === undefined) return { kind: 'whole' };
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // The last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', start, end };
}
