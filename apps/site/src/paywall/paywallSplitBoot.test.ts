import { inStickySplit } from '@newsroom/rules/paywall';
import { describe, expect, it, vi } from 'vitest';
import { SPLIT_ID_KEY, splitId } from './browserStore.ts';
import { paywallSplitBootScript, STICKY_SPLIT_ATTRIBUTE } from './paywallSplitBoot.ts';

/** Runs the boot script against a storage and a root element of the test's own; the mark it leaves. */
function boot(percent: number, storage: Map<string, string>, refuse = false): string | null {
  const attributes = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (!refuse) storage.set(key, value);
    },
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  new Function('localStorage', 'document', 'crypto', paywallSplitBootScript(percent))(
    localStorage,
    document,
    crypto,
  );
  return attributes.get(STICKY_SPLIT_ATTRIBUTE) ?? null;
}

describe('AB-09 the sticky split, decided in the head before the first paint', () => {
  it('puts exactly the readers the shared rule puts in the split, at every share', () => {
    for (const percent of [0, 1, 20, 50, 99, 100, Number.NaN, -5, 250]) {
      for (let n = 0; n < 300; n++) {
        const id = crypto.randomUUID();
        const marked = boot(percent, new Map([[SPLIT_ID_KEY, id]]));
        expect(marked === 'sticky', `${id} at ${percent} %`).toBe(inStickySplit(id, percent));
      }
    }
  });

  it('makes the id a browser without one keeps, so the island reads the same id', () => {
    const storage = new Map<string, string>();
    const marked = boot(20, storage);
    const id = storage.get(SPLIT_ID_KEY);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(marked === 'sticky').toBe(inStickySplit(id!, 20));
    // The island's own reading of the browser's id.
    vi.stubGlobal('window', {
      localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: () => {} },
    });
    try {
      expect(splitId()).toBe(id);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('replaces a hostile stored id, and leaves a browser whose storage refuses out of the split below 100 %', () => {
    const storage = new Map([[SPLIT_ID_KEY, '"><script>']]);
    boot(20, storage);
    expect(storage.get(SPLIT_ID_KEY)).toMatch(/^[0-9a-f-]{36}$/);
    expect(boot(99, new Map(), true)).toBeNull();
    expect(boot(100, new Map(), true)).toBe('sticky');
  });

  it('keeps a share that is not a number out of the script', () => {
    expect(paywallSplitBootScript(Number.NaN)).toContain('p=0,');
    expect(paywallSplitBootScript(Number.POSITIVE_INFINITY)).toContain('p=0,');
  });
});
