import { type DocumentFault, jsonPath } from './faults.ts';

/**
 * The faults of one document in the order their places appear in it, top to bottom (ED-02: a
 * report editors read alongside the file, the same on every run). A fault about something
 * missing (a required key) sorts at the end of the nearest place that exists, as if the key were
 * written last there; faults at one place keep the order the checks found them in. Exact repeats
 * are dropped.
 */
export function inDocumentOrder(json: unknown, faults: readonly DocumentFault[]): DocumentFault[] {
  const places = placesOf(json);
  // Missing keys at the end of one place sort inner place first: `props.y` before the slot's `at`.
  const rank = (path: DocumentFault['path']): [number, number] => {
    for (let length = path.length; length >= 0; length--) {
      const place = places.get(jsonPath(path.slice(0, length)));
      if (place) return length === path.length ? [place.start, 0] : [place.end + 0.5, -length];
    }
    return [Number.POSITIVE_INFINITY, 0];
  };
  const seen = new Set<string>();
  return faults
    .filter((fault) => {
      const key = `${jsonPath(fault.path)}\n${fault.reason}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((fault) => ({ fault, rank: rank(fault.path) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1])
    .map(({ fault }) => fault);
}

interface Place {
  /** Position in a depth-first walk of the document. */
  start: number;
  /** Position of the last place inside it (itself when it holds nothing). */
  end: number;
}

/** Every place of a JSON value, by its path; walked without recursion (the depth is bounded before). */
function placesOf(root: unknown): Map<string, Place> {
  const places = new Map<string, Place>();
  const open: Place[] = [];
  const stack: { value: unknown; path: (string | number)[]; depth: number }[] = [
    { value: root, path: [], depth: 0 },
  ];
  let position = 0;
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    const place = { start: position, end: position };
    position++;
    places.set(jsonPath(path), place);
    // Every place still open at this depth or deeper ended before this one began.
    open.length = depth;
    for (const ancestor of open) ancestor.end = place.start;
    open.push(place);
    if (typeof value !== 'object' || value === null) continue;
    const children: [string | number, unknown][] = Array.isArray(value)
      ? value.map((child, index) => [index, child])
      : Object.entries(value);
    for (let index = children.length - 1; index >= 0; index--) {
      const [key, child] = children[index]!;
      stack.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  return places;
}
