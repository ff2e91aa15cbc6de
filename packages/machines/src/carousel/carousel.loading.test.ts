import { describe, expect, it } from 'vitest';
import { carouselPresets } from './carouselPresets.ts';
import { flush, GAINERS, start } from './carouselTestKit.ts';

// HM-04 top gainers and top funds strips: `loading...` until the data arrives (the page came
// without it); a failed load leaves the strip as it was (spec §8) and says why.

const strip = (items: readonly unknown[] | null) => ({ ...carouselPresets.marketStrip, items });

describe('HM-04 market strip: loading... until the data arrives', () => {
  it('with the server’s items it starts ready on the first, still while not in view', () => {
    const { view, actor } = start(strip(GAINERS.slice(0, 3)));
    expect(view()).toMatchObject({ phase: 'ready', index: 0, slides: 3, running: false, animate: true });
    expect(actor.getSnapshot().context.items).toEqual(GAINERS.slice(0, 3));
  });

  it('without them it is loading, then ready with the loaded ones, rotating if in view', async () => {
    let deliver: (items: readonly unknown[]) => void = () => {};
    const { view, see, clock, actor } = start(
      strip(null),
      () =>
        new Promise((resolve) => {
          deliver = resolve;
        }),
    );
    see(true);
    expect(view().phase).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    deliver(['Fund A', 'Fund B']);
    await flush();
    expect(view()).toMatchObject({ phase: 'ready', running: true, slides: 2, index: 0 });
    clock.increment(carouselPresets.marketStrip.interval);
    expect(view().index).toBe(1);
  });

  it('a failed or empty load leaves it as it was (failed), reporting why', async () => {
    const broken = start(strip(null), async () => {
      throw new Error('502 from /api/markets/top-funds');
    });
    await flush();
    expect(broken.view().phase).toBe('failed');
    expect(broken.failures).toEqual(['502 from /api/markets/top-funds']);
    const empty = start(strip([]), async () => []);
    await flush();
    expect(empty.view().phase).toBe('failed');
    expect(empty.failures).toEqual(['no items']);
    // Visibility while failed changes nothing.
    empty.see(true);
    expect(empty.view().phase).toBe('failed');
  });

  it('a counted carousel (no items) never loads, even with no slides', () => {
    expect(start({ ...carouselPresets.trending, slides: 0 }).view().phase).toBe('ready');
  });
});
