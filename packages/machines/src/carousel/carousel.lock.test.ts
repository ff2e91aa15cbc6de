import { describe, expect, it } from 'vitest';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { type CarouselEvent, carouselMachine } from './carousel.machine.ts';
import type { CarouselContext, CarouselInput } from './carouselInput.ts';
import { CAROUSEL_MOVE_LOCK_MS, carouselPresets } from './carouselPresets.ts';
import { start } from './carouselTestKit.ts';

// HM-05 the 500 ms lock between moves (SimulatedClock): a burst of presses cannot outrun the
// slide's animation.

const locking: CarouselInput = { ...carouselPresets.trending, autoplay: 'off', slides: 3, lockMoves: true };

describe('HM-05 carousel: the 500 ms lock between moves', () => {
  it('refuses a move for MOVE_LOCK after a move, then takes the next', () => {
    const { actor, clock, view } = start(locking);
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 1, locked: true });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'GOTO', index: 0 });
    actor.send({ type: 'PREV' });
    expect(view().index).toBe(1);
    clock.increment(CAROUSEL_MOVE_LOCK_MS - 1);
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 1, locked: true });
    clock.increment(1);
    expect(view().locked).toBe(false);
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 2, locked: true, canNext: false });
  });

  it('the lock holds through what a press brings along (focus, hover, visibility, slides, motion)', () => {
    const { actor, clock, view } = start(locking);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'HOLD', by: 'focus' });
    actor.send({ type: 'HOLD', by: 'hover' });
    actor.send({ type: 'VISIBILITY', visible: true });
    actor.send({ type: 'SLIDES', count: 3 });
    actor.send({ type: 'REDUCED_MOTION', reduce: false });
    actor.send({ type: 'RELEASE', by: 'hover' });
    actor.send({ type: 'PREV' });
    expect(view()).toMatchObject({ index: 1, locked: true });
    clock.increment(CAROUSEL_MOVE_LOCK_MS);
    actor.send({ type: 'PREV' });
    expect(view()).toMatchObject({ index: 0, locked: true });
  });

  it('a refused move at an end does not lock; the lock counts from the last move taken', () => {
    const { actor, clock, view } = start(locking);
    actor.send({ type: 'PREV' });
    expect(view()).toMatchObject({ index: 0, locked: false });
    actor.send({ type: 'GOTO', index: 2 });
    clock.increment(300);
    actor.send({ type: 'PREV' });
    clock.increment(200);
    expect(view()).toMatchObject({ index: 2, locked: false });
  });

  it('without lockMoves (AR-17) moves are never held off', () => {
    const { actor, view } = start({ ...carouselPresets.trending, slides: 3 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 2, locked: false });
  });

  it('model-based: every slide is reached locked and free; a lock holds moves off and always ends after 500 ms', () => {
    // The lock's end as the graph's event (a delayed transition's own event); replayed as time.
    const LOCK_ENDS = {
      type: 'xstate.after.MOVE_LOCK.carousel.ready.moves.locked',
    } as unknown as CarouselEvent;
    const events: CarouselEvent[] = [
      { type: 'NEXT' },
      { type: 'PREV' },
      { type: 'GOTO', index: 0 },
      { type: 'GOTO', index: 2 },
      { type: 'GOTO', index: 7 },
      LOCK_ENDS,
    ];
    const key = (value: unknown, c: CarouselContext) => `${JSON.stringify(value)} i${c.index}`;
    const options = {
      events,
      input: locking,
      serializeState: (s: { value: unknown; context: CarouselContext }) => key(s.value, s.context),
    };
    const movesOf = (value: unknown) => (value as { ready: { moves: string } }).ready.moves;
    const edges = adjacencyMapToArray(getAdjacencyMap(carouselMachine, options));
    for (const { state, event, nextState } of edges) {
      const locked = movesOf(state.value) === 'locked';
      if (locked) expect(nextState.context.index).toBe(state.context.index);
      const moved = nextState.context.index !== state.context.index;
      if (moved) expect(movesOf(nextState.value)).toBe('locked');
      if (!locked && event.type === 'NEXT')
        expect(nextState.context.index).toBe(Math.min(state.context.index + 1, 2));
    }
    const paths = getShortestPaths(carouselMachine, options);
    expect(paths).toHaveLength(6);
    for (const path of paths) {
      const { actor, clock, view } = start(locking);
      for (const step of path.steps.slice(1)) {
        if (step.event.type === LOCK_ENDS.type) clock.increment(CAROUSEL_MOVE_LOCK_MS);
        else actor.send(step.event as CarouselEvent);
      }
      expect(key(actor.getSnapshot().value, actor.getSnapshot().context)).toBe(
        key(path.state.value, path.state.context),
      );
      clock.increment(CAROUSEL_MOVE_LOCK_MS);
      expect(view().locked).toBe(false);
    }
  });
});
