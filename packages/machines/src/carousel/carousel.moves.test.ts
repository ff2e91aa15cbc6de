import { describe, expect, it } from 'vitest';
import { carouselPresets } from './carouselPresets.ts';
import { AUTOMATIC, MARKET_STRIP, READER_PLAYED, start } from './carouselTestKit.ts';

// The reader's moves: AR-17 stops at the ends; AB-25, AB-18 and HM-04 wrap round; GOTO clamps.

const trending = (slides: number, index?: number) => ({ ...carouselPresets.trending, slides, index });
const WRAPPING = [...AUTOMATIC.slice(1), ...READER_PLAYED].map(({ feature, input }) => ({ feature, input }));

describe('AR-17 carousel (trending): bounds', () => {
  it('starts on the first slide: prev disabled, next enabled', () => {
    expect(start(trending(3)).view()).toMatchObject({
      phase: 'ready',
      index: 0,
      slides: 3,
      canPrev: false,
      canNext: true,
      locked: false,
    });
  });

  it('NEXT stops at the last slide and PREV at the first (no wrap)', () => {
    const { actor, view } = start(trending(3));
    for (let i = 0; i < 5; i++) actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 2, canPrev: true, canNext: false });
    for (let i = 0; i < 5; i++) actor.send({ type: 'PREV' });
    expect(view()).toMatchObject({ index: 0, canPrev: false, canNext: true });
  });

  it('clamps a bad input and follows a new slide count', () => {
    const { actor, view } = start(trending(3, 7));
    expect(view().index).toBe(2);
    actor.send({ type: 'SLIDES', count: 2 });
    expect(view()).toMatchObject({ index: 1, slides: 2, canNext: false });
    actor.send({ type: 'SLIDES', count: 0 });
    expect(view()).toMatchObject({ index: 0, slides: 0, canPrev: false, canNext: false });
  });

  it('one slide: neither button can move', () => {
    expect(start(trending(1)).view()).toMatchObject({ canPrev: false, canNext: false });
  });
});

describe.each(WRAPPING)('$feature: the arrows wrap round', ({ input }) => {
  it('PREV on the first gives the last (which says it is the end); NEXT there the first', () => {
    const { actor, view } = start(input(4));
    expect(view()).toMatchObject({ index: 0, slides: 4, atStart: true, atEnd: false, running: false });
    actor.send({ type: 'PREV' });
    expect(view()).toMatchObject({ index: 3, atStart: false, atEnd: true });
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 0, atStart: true, atEnd: false });
    for (let i = 0; i < 9; i++) actor.send({ type: 'NEXT' });
    expect(view().index).toBe(1);
  });

  it('one slide or none: nothing moves', () => {
    for (const slides of [0, 1]) {
      const { actor, view } = start(input(slides));
      actor.send({ type: 'NEXT' });
      actor.send({ type: 'PREV' });
      expect(view()).toMatchObject({ index: 0, atStart: true, atEnd: true });
    }
  });
});

describe.each([
  { feature: 'AR-17 trending', input: trending },
  { feature: 'AB-25 masterclass', input: (n: number) => ({ ...carouselPresets.masterclass, slides: n }) },
  ...READER_PLAYED,
])('$feature: GOTO and the slide count', ({ input }) => {
  it.each([
    [-3, 0],
    [1, 1],
    [2.9, 2],
    [9, 3],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('GOTO %s lands on %s', (index, expected) => {
    const { actor, view } = start(input(4));
    actor.send({ type: 'GOTO', index: 2 });
    actor.send({ type: 'GOTO', index });
    expect(view().index).toBe(expected);
  });

  it('a hostile count is no slides; fewer slides keep the index in range', () => {
    expect(start(input(Number.NaN)).view()).toMatchObject({ slides: 0, index: 0, atEnd: true });
    expect(start(input(-4)).view()).toMatchObject({ slides: 0, index: 0 });
    const { actor, view } = start(input(5));
    actor.send({ type: 'GOTO', index: 4 });
    actor.send({ type: 'SLIDES', count: 2 });
    expect(view()).toMatchObject({ slides: 2, index: 1 });
  });
});

describe('HM-04 market strip: new items (a refresh of prices)', () => {
  it('keep the index in range; a list that is not one is no items', () => {
    const { actor, view } = start(MARKET_STRIP.input(3, { visible: true }));
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ITEMS', items: ['Only one'] });
    expect(view()).toMatchObject({ index: 0, slides: 1, running: false });
    expect(actor.getSnapshot().context.items).toEqual(['Only one']);
    actor.send({ type: 'NEXT' });
    expect(view().index).toBe(0);
    actor.send({ type: 'ITEMS', items: 'not a list' as unknown as readonly unknown[] });
    expect(view()).toMatchObject({ slides: 0, index: 0 });
  });
});
