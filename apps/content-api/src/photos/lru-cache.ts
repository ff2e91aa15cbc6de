// A least-recently-used cache bounded by total bytes, for encoded pictures.

export interface ByteLru {
  get(key: string): Buffer | undefined;
  set(key: string, value: Buffer): void;
  readonly size: number;
  readonly bytes: number;
}

export function createByteLru(maxBytes: number): ByteLru {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      if (value.length > maxBytes) return;
      const previous = entries.get(key);
      if (previous) {
        bytes -= previous.length;
        entries.delete(key);
      }
      entries.set(key, value);
      bytes += value.length;
      for (const [oldestKey, oldest] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldestKey);
        bytes -= oldest.length;
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
