import { describe, expect, it } from 'vitest';
import {
  SLIDE_DECK as deck,
  expectTurn,
  READER_PLAYED,
  SLIDESHOW as slideshow,
  start,
} from './carouselTestKit.ts';

// AB-18 slideshow slider (spec §4, §9): PLAY/PAUSE is the reader's, one slide every 5000 ms
// while playing, wrapping after the last; the article's slideshow holds while out of view, the
// slideshow page's deck is always in view.

describe.each(READER_PLAYED)('$feature: PLAY/PAUSE every $ms ms (SimulatedClock)', ({ ms, input }) => {
  it('paused, nothing moves however long', () => {
    const { clock, view, see } = start(input(3));
    see(true);
    clock.increment(ms * 5);
    expect(view()).toMatchObject({ index: 0, playing: false });
  });

  it('PLAY advances one slide every interval, wrapping after the last; PAUSE stops it', () => {
    const { actor, clock, view, see } = start(input(3));
    see(true);
    actor.send({ type: 'PLAY' });
    expect(view()).toMatchObject({ playing: true, running: true });
    expectTurn({ clock, view }, ms);
    actor.send({ type: 'PAUSE' });
    clock.increment(ms * 3);
    expect(view()).toMatchObject({ index: 0, playing: false, running: false });
  });

  it('TOGGLE is the one button: play, then pause', () => {
    const { actor, view } = start(input(3, { visible: true }));
    actor.send({ type: 'TOGGLE' });
    expect(view().playing).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(view().playing).toBe(false);
  });

  it('a move by the reader while playing restarts the interval', () => {
    const { actor, clock, view } = start(input(5, { visible: true }));
    actor.send({ type: 'PLAY' });
    clock.increment(ms - 10);
    actor.send({ type: 'NEXT' });
    clock.increment(ms - 1);
    expect(view().index).toBe(1);
    clock.increment(1);
    expect(view().index).toBe(2);
    actor.send({ type: 'GOTO', index: 4 });
    clock.increment(ms);
    expect(view().index).toBe(0);
  });

  it('under reduced motion PLAY still plays (the reader asked), jumping instead of sliding', () => {
    const { actor, clock, view } = start(input(3, { visible: true, reducedMotion: true }));
    actor.send({ type: 'PLAY' });
    clock.increment(ms);
    expect(view()).toMatchObject({ index: 1, animate: false });
    // Changing the preference while playing changes the look, not the interval.
    clock.increment(ms - 10);
    actor.send({ type: 'REDUCED_MOTION', reduce: false });
    clock.increment(10);
    expect(view()).toMatchObject({ index: 2, animate: true });
  });
});

describe('AB-18 slideshow: only while in view', () => {
  it('playing but out of view: held; back in view it waits a full interval', () => {
    const { actor, clock, view, see } = start(slideshow.input(3));
    actor.send({ type: 'PLAY' });
    expect(view()).toMatchObject({ playing: true, running: false });
    clock.increment(slideshow.ms * 3);
    expect(view().index).toBe(0);
    see(true);
    clock.increment(slideshow.ms - 100);
    see(false);
    clock.increment(slideshow.ms * 2);
    expect(view()).toMatchObject({ index: 0, running: false });
    see(true);
    clock.increment(slideshow.ms - 1);
    expect(view().index).toBe(0);
    clock.increment(1);
    expect(view().index).toBe(1);
  });

  it('a single slide: PLAY is taken, but nothing runs', () => {
    const { actor, clock, view } = start(slideshow.input(1, { visible: true }));
    actor.send({ type: 'PLAY' });
    clock.increment(slideshow.ms * 2);
    expect(view()).toMatchObject({ index: 0, playing: true, running: false });
  });
});

describe('AB-18 slide deck: starting to play, and a lone slide', () => {
  it('plays at once when the reader asked before it woke', () => {
    const { clock, view } = start(deck.input(3, { playing: true }));
    expect(view()).toMatchObject({ playing: true, running: true });
    clock.increment(deck.ms);
    expect(view().index).toBe(1);
  });

  it('one slide has nothing to play; dropping to one slide stops playing', () => {
    const one = start(deck.input(1, { playing: true }));
    one.actor.send({ type: 'PLAY' });
    expect(one.view().playing).toBe(false);
    const { actor, view } = start(deck.input(3, { playing: true }));
    actor.send({ type: 'SLIDES', count: 1 });
    expect(view().playing).toBe(false);
  });
});
