import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { carouselMachine } from './carousel.machine.ts';
import { carouselPresets } from './carouselPresets.ts';
import { AUTOMATIC, expectTurn, MARKET_STRIP, start } from './carouselTestKit.ts';

// Automatic autoplay (AR-17 trending every 8000 ms, AB-25 masterclass and HM-04 market strips
// every 6000 ms): one slide on, back to the first after the last, only while at least half in
// view, not under reduced motion, not while hovered or focused (WCAG 2.2.2).

describe('the intervals are the spec’s', () => {
  it('AR-17 8000 ms, AB-25 6000 ms, HM-04 6000 ms, AB-18 5000 ms', () => {
    expect(carouselPresets.trending.interval).toBe(8000);
    expect(carouselPresets.masterclass.interval).toBe(6000);
    expect(carouselPresets.marketStrip.interval).toBe(6000);
    expect(carouselPresets.slideshow.interval).toBe(5000);
    expect(carouselPresets.slideDeck.interval).toBe(5000);
  });
});

describe.each(AUTOMATIC)('$feature: autoplay every $ms ms (SimulatedClock)', ({ ms, input }) => {
  it('does not move while not reported visible', () => {
    const { clock, view } = start(input(3));
    clock.increment(ms * 4);
    expect(view()).toMatchObject({ index: 0, running: false, animate: true });
  });

  it('moves one slide every interval while visible, and comes back to the first after the last', () => {
    const { clock, view, see } = start(input(3));
    see(true);
    expect(view().running).toBe(true);
    expectTurn({ clock, view }, ms);
  });

  it('stops when scrolled out of view and starts a full interval when back', () => {
    const { clock, view, see } = start(input(3));
    see(true);
    clock.increment(ms - 100);
    see(false);
    clock.increment(ms * 5);
    expect(view()).toMatchObject({ index: 0, running: false });
    see(true);
    clock.increment(ms - 1);
    expect(view().index).toBe(0);
    clock.increment(1);
    expect(view().index).toBe(1);
  });

  it('holds after moving when scrolled away, and gives a full interval once back', () => {
    const { clock, view, see } = start(input(3, { visible: true }));
    clock.increment(ms + 100);
    expect(view().index).toBe(1);
    see(false);
    clock.increment(ms * 4);
    expect(view()).toMatchObject({ running: false, index: 1 });
    see(true);
    clock.increment(ms - 1);
    expect(view().index).toBe(1);
    clock.increment(1);
    expect(view().index).toBe(2);
  });

  it('never autoplays under reduced motion (moving by a jump), and stops when it is switched on', () => {
    const reduced = start(input(3, { reducedMotion: true, visible: true }));
    reduced.clock.increment(ms * 3);
    expect(reduced.view()).toMatchObject({ index: 0, running: false, animate: false });

    const later = start(input(3, { visible: true }));
    later.actor.send({ type: 'REDUCED_MOTION', reduce: true });
    later.clock.increment(ms * 3);
    expect(later.view()).toMatchObject({ index: 0, running: false });
    later.actor.send({ type: 'REDUCED_MOTION', reduce: false });
    later.clock.increment(ms);
    expect(later.view()).toMatchObject({ index: 1, animate: true });
  });

  it('pauses while hovered or focused, until both end', () => {
    const { actor, clock, view } = start(input(3, { visible: true }));
    actor.send({ type: 'HOLD', by: 'hover' });
    actor.send({ type: 'HOLD', by: 'focus' });
    clock.increment(ms * 2);
    expect(view().index).toBe(0);
    actor.send({ type: 'RELEASE', by: 'hover' });
    clock.increment(ms * 2);
    expect(view()).toMatchObject({ index: 0, running: false });
    actor.send({ type: 'RELEASE', by: 'focus' });
    clock.increment(ms);
    expect(view()).toMatchObject({ index: 1, running: true });
  });

  it('a move by the reader restarts the interval', () => {
    const { actor, clock, view } = start(input(4, { visible: true }));
    clock.increment(ms - 10);
    actor.send({ type: 'NEXT' });
    clock.increment(ms - 1);
    expect(view().index).toBe(1);
    clock.increment(1);
    expect(view().index).toBe(2);
  });

  it('a single slide never autoplays', () => {
    const { clock, view } = start(input(1, { visible: true }));
    clock.increment(ms * 2);
    expect(view()).toMatchObject({ index: 0, running: false });
  });
});

describe('HM-04 market strip: under reduced motion the reader’s buttons still step', () => {
  it('NEXT and PREV move round the ring while it never moves by itself', () => {
    const { actor, clock, view } = start(MARKET_STRIP.input(3, { visible: true, reducedMotion: true }));
    clock.increment(carouselPresets.marketStrip.interval * 3);
    actor.send({ type: 'NEXT' });
    expect(view().index).toBe(1);
    actor.send({ type: 'PREV' });
    actor.send({ type: 'PREV' });
    expect(view()).toMatchObject({ index: 2, running: false });
  });
});

describe('AR-17 carousel: without a visibility source', () => {
  it('never autoplays', () => {
    const clock = new SimulatedClock();
    const actor = createActor(carouselMachine, { input: { ...carouselPresets.trending, slides: 3 }, clock });
    actor.start();
    clock.increment(carouselPresets.trending.interval * 2);
    expect(actor.getSnapshot().context.index).toBe(0);
  });
});

describe.each([
  { feature: 'AB-12 discover mutual funds (trending without autoplay)', preset: carouselPresets.trending },
  { feature: 'AB-25 masterclass (auto-slide is optional)', preset: carouselPresets.masterclass },
])('$feature: autoplay off', ({ preset }) => {
  it('in view and not paused, it still never moves by itself; the reader moves it', () => {
    const { clock, view, see, actor } = start({ ...preset, autoplay: 'off', slides: 3 });
    see(true);
    clock.increment(preset.interval * 4);
    expect(view()).toMatchObject({ index: 0, canNext: true, playing: false, running: false, locked: false });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 2, playing: false });
    clock.increment(preset.interval * 2);
    expect(view().index).toBe(2);
  });

  it('PLAY does not start it (autoplay is not the reader’s here)', () => {
    const { actor, view } = start({ ...preset, autoplay: 'off', slides: 3, visible: true });
    actor.send({ type: 'PLAY' });
    actor.send({ type: 'TOGGLE' });
    expect(view().playing).toBe(false);
  });
});
