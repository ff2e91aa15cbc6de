// A small seeded pseudo-random generator (sfc32). The seed data and the generated pictures
// must come out the same on every run and machine, so nothing here touches Math.random.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** An independent stream for one purpose, so adding draws elsewhere does not shift it. */
  fork(label: string): Random;
}

export function createRandom(seed: number | string): Random {
  const start = typeof seed === 'string' ? hashText(seed) : seed >>> 0;
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = start;
  const nextUint = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // The first outputs of sfc32 still echo the seed; discard them.
  for (let i = 0; i < 12; i += 1) nextUint();

  const random: Random = {
    next: () => nextUint() / 4_294_967_296,
    int: (min, max) => min + Math.floor(random.next() * (max - min + 1)),
    between: (min, max) => min + random.next() * (max - min),
    chance: (probability) => random.next() < probability,
    pick(items) {
      if (items.length === 0) throw new RangeError('cannot pick from an empty list');
      return items[Math.floor(random.next() * items.length)] as (typeof items)[number];
    },
    sample(items, count) {
      return random.shuffle(items).slice(0, count);
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random.next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    fork: (label) => createRandom(hashText(`${start}:${label}`)),
  };
  return random;
}

/** FNV-1a, enough to turn a label into a seed. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
