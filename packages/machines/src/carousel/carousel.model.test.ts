import { describe, expect, it } from 'vitest';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { type CarouselEvent, carouselMachine } from './carousel.machine.ts';
import type { CarouselContext, CarouselInput } from './carouselInput.ts';
import { AUTOMATIC, GAINERS, MARKET_STRIP, READER_PLAYED, start } from './carouselTestKit.ts';
import { selectCarouselView } from './carouselView.ts';

// Model-based (xstate/graph): every reachable state of each carousel's input, and what holds on
// every edge between them.

const AUTOMATIC_EVENTS: CarouselEvent[] = [
  { type: 'NEXT' },
  { type: 'PREV' },
  { type: 'GOTO', index: 0 },
  { type: 'GOTO', index: 2 },
  { type: 'GOTO', index: 99 },
  { type: 'VISIBILITY', visible: true },
  { type: 'VISIBILITY', visible: false },
  { type: 'REDUCED_MOTION', reduce: true },
  { type: 'REDUCED_MOTION', reduce: false },
  { type: 'HOLD', by: 'hover' },
  { type: 'RELEASE', by: 'hover' },
  { type: 'HOLD', by: 'focus' },
  { type: 'RELEASE', by: 'focus' },
];
const key = (value: unknown, c: CarouselContext) =>
  `${JSON.stringify(value)} n${c.slides} i${c.index} v${+c.visible} r${+c.reducedMotion} h${+c.hovered} f${+c.focused}`;
const graph = (input: CarouselInput, events: CarouselEvent[]) => ({
  events,
  input,
  serializeState: (s: { value: unknown; context: CarouselContext }) => key(s.value, s.context),
});
const edgesOf = (input: CarouselInput, events: CarouselEvent[]) =>
  adjacencyMapToArray(getAdjacencyMap(carouselMachine, graph(input, events)));
const autoplayOf = (value: unknown) =>
  JSON.stringify((value as { ready?: { autoplay: unknown } }).ready?.autoplay);

describe.each(AUTOMATIC)('$feature: model-based', ({ input, ms }) => {
  const given = input(3);
  const edges = edgesOf(given, AUTOMATIC_EVENTS);
  const allowed = (c: CarouselContext) => c.visible && !c.reducedMotion && !c.hovered && !c.focused;

  it('reaches every combination of slide, visibility, motion and pauses (3 × 2⁴ states)', () => {
    const states = new Set(
      edges.flatMap((e) => [
        key(e.state.value, e.state.context),
        key(e.nextState.value, e.nextState.context),
      ]),
    );
    expect(states.size).toBe(48);
  });

  it('on every edge: the index stays in range, arrows step as the input says, running exactly when allowed', () => {
    for (const { state, event, nextState } of edges) {
      const before = state.context.index;
      const c = nextState.context;
      expect(c.index).toBeGreaterThanOrEqual(0);
      expect(c.index).toBeLessThan(3);
      if (event.type === 'NEXT')
        expect(c.index).toBe(given.wrap ? (before + 1) % 3 : Math.min(before + 1, 2));
      else if (event.type === 'PREV')
        expect(c.index).toBe(given.wrap ? (before + 2) % 3 : Math.max(before - 1, 0));
      else if (event.type === 'GOTO') expect(c.index).toBe(Math.min(event.index, 2));
      else expect(c.index).toBe(before);
      expect(nextState.hasTag('running')).toBe(allowed(c));
      expect(nextState.hasTag('held')).toBe(!allowed(c));
    }
  });

  it('every shortest path replays on a real actor, which then autoplays only when allowed', () => {
    const paths = getShortestPaths(carouselMachine, graph(given, AUTOMATIC_EVENTS));
    expect(paths).toHaveLength(48);
    for (const path of paths) {
      const { actor, clock, view } = start(given);
      for (const step of path.steps.slice(1)) actor.send(step.event as CarouselEvent);
      const c = actor.getSnapshot().context;
      expect(key(actor.getSnapshot().value, c)).toBe(key(path.state.value, path.state.context));
      clock.increment(ms);
      expect(view().index).toBe(allowed(c) ? (c.index + 1) % 3 : c.index);
    }
  });
});

describe('HM-04 market strip without items: model-based', () => {
  it('loading, then ready or failed by the loader’s answer; every phase reached, one phase tag at a time', () => {
    const done = (output: unknown) =>
      ({ type: 'xstate.done.actor.load', output }) as unknown as CarouselEvent;
    const error = { type: 'xstate.error.actor.load', error: new Error('down') } as unknown as CarouselEvent;
    const events = [...AUTOMATIC_EVENTS.slice(5, 7), done(GAINERS.slice(0, 3)), done([]), error];
    const edges = edgesOf(MARKET_STRIP.input(0, { items: null }), events);
    const phases = new Set(
      edges.map((e) => {
        const view = selectCarouselView(e.nextState);
        return view.phase === 'ready' ? (view.running ? 'playing' : 'still') : view.phase;
      }),
    );
    expect(phases).toEqual(new Set(['loading', 'failed', 'playing', 'still']));
    for (const { state, nextState } of edges) {
      // Once ready or failed a strip never goes back to loading.
      if (!state.hasTag('loading')) expect(nextState.hasTag('loading')).toBe(false);
      const tags = ['loading', 'failed', 'running', 'held'].filter((tag) => nextState.hasTag(tag));
      expect(tags).toHaveLength(1);
    }
  });
});

describe.each(READER_PLAYED)('$feature: model-based', ({ feature, input }) => {
  const events: CarouselEvent[] = [
    { type: 'NEXT' },
    { type: 'PREV' },
    { type: 'GOTO', index: 2 },
    { type: 'PLAY' },
    { type: 'PAUSE' },
    { type: 'TOGGLE' },
    { type: 'VISIBILITY', visible: true },
    { type: 'VISIBILITY', visible: false },
    { type: 'REDUCED_MOTION', reduce: true },
    { type: 'REDUCED_MOTION', reduce: false },
  ];
  const slideshow = feature === 'AB-18 slideshow';
  const edges = edgesOf(input(3), slideshow ? events : events.slice(0, 6));

  it('reaches every slide × paused/running/held × (for the slideshow) visibility × motion', () => {
    const states = new Set(edges.map((e) => key(e.nextState.value, e.nextState.context)));
    // Slideshow: paused 3 slides × 2 visibility × 2 motion = 12; playing: running only when
    // visible, held only when not (3 × 2 motion each) = 12. Deck (always in view): 3 × 2.
    expect(states.size).toBe(slideshow ? 24 : 6);
    const values = new Set(edges.map((e) => autoplayOf(e.nextState.value)));
    expect([...values].sort()).toEqual(
      slideshow
        ? ['"paused"', '{"playing":"held"}', '{"playing":"running"}']
        : ['"paused"', '{"playing":"running"}'],
    );
  });

  it('on every edge: arrows step round the ring, running exactly when playing in view, PLAY/PAUSE/TOGGLE as labelled', () => {
    for (const { state, event, nextState } of edges) {
      const c = nextState.context;
      expect(c.index).toBeGreaterThanOrEqual(0);
      expect(c.index).toBeLessThan(3);
      if (event.type === 'NEXT') expect(c.index).toBe((state.context.index + 1) % 3);
      if (event.type === 'PREV') expect(c.index).toBe((state.context.index + 2) % 3);
      const view = selectCarouselView(nextState);
      expect(view.running).toBe(view.playing && c.visible);
      expect(view.atStart).toBe(c.index === 0);
      expect(view.atEnd).toBe(c.index === 2);
      if (event.type === 'PLAY') expect(view.playing).toBe(true);
      if (event.type === 'PAUSE') expect(view.playing).toBe(false);
      if (event.type === 'TOGGLE') expect(view.playing).toBe(!selectCarouselView(state).playing);
      expect(nextState.hasTag('playing')).not.toBe(nextState.hasTag('paused'));
    }
  });
});
