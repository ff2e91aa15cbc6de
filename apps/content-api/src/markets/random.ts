// Deterministic numbers for the market simulation: the same inputs give the same number on every
// instance, so prices are a function of (instrument, time) and need no shared state.

/** A 32-bit hash of a few integers (Murmur3's finaliser over each), the seed of one draw. */
export function hash32(...parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    // Splits a number beyond 32 bits into two words so large day or minute numbers stay distinct.
    const low = part | 0;
    const high = Math.floor(part / 4_294_967_296) | 0;
    for (const word of [low, high]) {
      let k = Math.imul(word, 0xcc9e2d51);
      k = (k << 15) | (k >>> 17);
      k = Math.imul(k, 0x1b873593);
      h ^= k;
      h = (h << 13) | (h >>> 19);
      h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: a small, fast PRNG; each call of the returned function gives a number in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A number in [0, 1) for these inputs. */
export function unitOf(...parts: readonly number[]): number {
  return mulberry32(hash32(...parts))();
}

/**
 * A bell-shaped draw with mean 0 and standard deviation 1 from four uniforms (Irwin–Hall), so
 * it never goes past ±3.47: no simulated price can jump without bound.
 */
export function bellFrom(next: () => number): number {
  return (next() + next() + next() + next() - 2) * Math.sqrt(3);
}

export function bellOf(...parts: readonly number[]): number {
  return bellFrom(mulberry32(hash32(...parts)));
}
