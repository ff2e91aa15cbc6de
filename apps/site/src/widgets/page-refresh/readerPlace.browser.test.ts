import { afterEach, describe, expect, it } from 'vitest';
import { notePlace, READER_PLACE_KEY, READER_PLACE_TTL_MS, restorePlace } from './readerPlace.ts';

// HM-13: the page refresh brings the reader back to the block they were reading, even when a
// list above it grew while the page was away.

function page(heights: number[]): HTMLElement {
  const region = document.createElement('div');
  region.dataset.region = 'main';
  for (const [i, height] of heights.entries()) {
    const block = document.createElement('section');
    block.id = `block-${i}`;
    block.style.height = `${height}px`;
    region.append(block);
  }
  document.body.append(region);
  return region;
}

afterEach(() => {
  document.querySelector('[data-region]')?.remove();
  sessionStorage.clear();
  window.scrollTo(0, 0);
});

describe('HM-13 the reader’s place across the refresh', () => {
  it('keeps the block at the top of the window and how far into it, though the blocks above grew', () => {
    const region = page([800, 800, 800, 800]);
    const now = 1_000_000;
    window.scrollTo({ top: 1000, behavior: 'instant' });
    expect(notePlace(window, now)).toBe(true);
    // The reload: the first block now holds more stories.
    (region.children[0] as HTMLElement).style.height = '1100px';
    window.scrollTo({ top: 0, behavior: 'instant' });
    expect(restorePlace(window, now + 5000)).toBe(true);
    // Block 1 (was at 800) is at 1100 now; the reader was 200 px into it.
    expect(window.scrollY).toBe(1300);
    // Once only: the place is used up.
    expect(sessionStorage.getItem(READER_PLACE_KEY)).toBeNull();
  });

  it('ignores a place that is too old, from another page, or not a place at all', () => {
    page([800, 800, 800]);
    const now = 1_000_000;
    window.scrollTo({ top: 900, behavior: 'instant' });
    notePlace(window, now);
    expect(restorePlace(window, now + READER_PLACE_TTL_MS + 1)).toBe(false);
    notePlace(window, now);
    const stored = JSON.parse(sessionStorage.getItem(READER_PLACE_KEY)!) as { path: string };
    sessionStorage.setItem(READER_PLACE_KEY, JSON.stringify({ ...stored, path: '/elsewhere' }));
    expect(restorePlace(window, now)).toBe(false);
    sessionStorage.setItem(READER_PLACE_KEY, '{not json');
    expect(restorePlace(window, now)).toBe(false);
  });
});
