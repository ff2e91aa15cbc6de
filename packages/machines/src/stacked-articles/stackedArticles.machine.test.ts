import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise, SimulatedClock } from 'xstate';
import { atomicStates, pendingActors, replayPath, stateKey, transitionPaths } from '../testing/model.ts';
import {
  type LoadedStory,
  MAX_STACKED,
  STACK_LOAD_LIMIT_MS,
  type StackedArticlesContext,
  type StackedArticlesInput,
  selectStackedArticlesView,
  stackedArticlesMachine,
} from './stackedArticles.machine.ts';

// AB-06 stacked articles: the loader's stop rules on a simulated clock.

/** A chain of stories: each story's next is the one after it in `chain`. */
function start(input: StackedArticlesInput, chain: Record<string, string | null> = {}, hang = false) {
  const clock = new SimulatedClock();
  const log = vi.fn();
  const loaded: string[] = [];
  const machine = stackedArticlesMachine.provide({
    actors: {
      loadStory: fromPromise<LoadedStory, { msid: string }>(async ({ input: { msid } }) => {
        if (hang) return new Promise<LoadedStory>(() => {});
        if (msid === '999') throw new Error('502');
        loaded.push(msid);
        return { msid, next: chain[msid] ?? null };
      }),
    },
    actions: { log: (_, { error }) => log(error) },
  });
  const actor = createActor(machine, { input, clock }).start();
  const view = () => selectStackedArticlesView(actor.getSnapshot());
  /** The loader comes near; resolves once the load has settled. */
  const near = async () => {
    actor.send({ type: 'NEAR' });
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { actor, clock, view, near, loaded, log };
}

describe('AB-06 stackedArticlesMachine', () => {
  it('loads the next story only when the loader comes near, one at a time', async () => {
    const { view, near, loaded, actor } = start({ first: '1', next: '2' }, { '2': '3', '3': '4' });
    expect(view()).toBe('waiting');
    expect(loaded).toEqual([]);
    await near();
    expect(loaded).toEqual(['2']);
    expect(view()).toBe('waiting');
    await near();
    expect(loaded).toEqual(['2', '3']);
    expect(actor.getSnapshot().context.shown).toEqual(['1', '2', '3']);
  });

  it('ignores NEAR while a story is loading', () => {
    const { actor, loaded } = start({ first: '1', next: '2' }, {}, true);
    actor.send({ type: 'NEAR' });
    actor.send({ type: 'NEAR' });
    actor.send({ type: 'NEAR' });
    expect(selectStackedArticlesView(actor.getSnapshot())).toBe('loading');
    expect(loaded).toEqual([]);
  });

  it('gives a reader who is not Prime the advertorial first, then the first story’s own next', async () => {
    const { near, loaded, actor } = start(
      { first: '1', next: '2', advertorial: '50' },
      { '50': '51', '2': '3' },
    );
    await near();
    await near();
    expect(loaded).toEqual(['50', '2']);
    expect(actor.getSnapshot().context.upcoming).toBe('3');
  });

  it('does not stack an advertorial that is the story itself', async () => {
    const { near, loaded } = start({ first: '50', next: '2', advertorial: '50' });
    await near();
    expect(loaded).toEqual(['2']);
  });

  it('stops on a story already shown', async () => {
    const { near, view, actor, loaded } = start({ first: '1', next: '2' }, { '2': '1' });
    await near();
    expect(view()).toBe('finished');
    expect(actor.getSnapshot().context.ended).toBe('repeat');
    expect(loaded).toEqual(['2']);
  });

  it('stops past the oldest story', async () => {
    const { near, view, actor } = start({ first: '1', next: '2' }, { '2': null });
    await near();
    expect(view()).toBe('finished');
    expect(actor.getSnapshot().context.ended).toBe('none');
  });

  it(`stops at ${MAX_STACKED} stacked stories`, async () => {
    const chain = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 2), String(i + 3)]));
    const { near, view, actor, loaded } = start({ first: '1', next: '2' }, chain);
    for (let i = 0; i < 15; i++) await near();
    expect(loaded).toHaveLength(MAX_STACKED);
    expect(view()).toBe('finished');
    expect(actor.getSnapshot().context.ended).toBe('limit');
  });

  it('stops on a failed fetch and logs it', async () => {
    const { near, view, actor, log } = start({ first: '1', next: '999' });
    await near();
    expect(view()).toBe('finished');
    expect(actor.getSnapshot().context.ended).toBe('failed');
    expect(log).toHaveBeenCalledOnce();
  });

  it('stops when a story is not in place within 90 s (simulated clock)', () => {
    const { actor, clock, log } = start({ first: '1', next: '2' }, {}, true);
    actor.send({ type: 'NEAR' });
    clock.increment(STACK_LOAD_LIMIT_MS - 1);
    expect(selectStackedArticlesView(actor.getSnapshot())).toBe('loading');
    clock.increment(1);
    expect(selectStackedArticlesView(actor.getSnapshot())).toBe('finished');
    expect(actor.getSnapshot().context.ended).toBe('timeout');
    expect(log).toHaveBeenCalledOnce();
  });

  it('starts finished without a next story, and reads hostile input as none', () => {
    expect(start({ first: '1', next: null }).view()).toBe('finished');
    expect(start({ first: '1', next: '../admin' as string }).view()).toBe('finished');
    expect(
      start({ first: '1', next: '2', advertorial: '<script>' as string }).actor.getSnapshot().context
        .upcoming,
    ).toBe('2');
  });
});

describe('AB-06 stackedArticlesMachine: model-based (xstate/graph)', () => {
  // What a story can answer: a new story with a next one, a next already shown (the first
  // story itself, '1'), no next (the oldest story); or the fetch fails, or the 90 s pass.
  const newStory = { type: 'xstate.done.actor.loadStory', output: { msid: '3', next: '4' } };
  const events = [
    { type: 'NEAR' },
    newStory,
    { type: 'xstate.done.actor.loadStory', output: { msid: '3', next: '1' } },
    { type: 'xstate.done.actor.loadStory', output: { msid: '3', next: null } },
    { type: 'xstate.error.actor.loadStory', error: new Error('502') },
    { type: 'xstate.after.LOAD_LIMIT.stackedArticles.loading' },
  ] as EventObject[];
  const label = (event: EventObject) => {
    if (event.type === 'NEAR') return 'NEAR';
    if (event.type.startsWith('xstate.after.')) return '90 s';
    if (event.type.startsWith('xstate.error.')) return 'failed';
    const { next } = (event as unknown as { output: LoadedStory }).output;
    return next === null ? 'story, no next' : next === '1' ? 'story, next shown' : 'story';
  };
  const features = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as StackedArticlesContext;
    return {
      stacked: context.shown.length - 1,
      upcoming: context.upcoming,
      afterAdvertorial: context.afterAdvertorial,
      ended: context.ended,
    };
  };
  const inputs: { name: string; input: StackedArticlesInput }[] = [
    { name: 'a Prime reader (no advertorial)', input: { first: '1', next: '2', advertorial: null } },
    {
      name: 'a reader who is not Prime (advertorial first)',
      input: { first: '1', next: '2', advertorial: '50' },
    },
  ];
  const models = inputs.map(({ name, input }) => ({
    name,
    input,
    model: transitionPaths(stackedArticlesMachine, { events, label, features, input }),
  }));
  /** Where each path ends: its last step's snapshot. */
  const ends = (model: (typeof models)[number]['model']) =>
    model.paths.map((path) => path.steps.at(-1)!.state);

  for (const { name, input, model } of models) {
    describe(`for ${name}`, () => {
      it('reaches every state, and the finish for every reason', () => {
        expect([...model.states].sort()).toEqual(atomicStates(stackedArticlesMachine, ['checking']));
        const reasons = new Set(
          ends(model)
            .filter((state) => stateKey(state.value) === 'finished')
            .map((state) => (state.context as StackedArticlesContext).ended),
        );
        expect([...reasons].sort()).toEqual(['failed', 'limit', 'none', 'repeat', 'timeout']);
        // The limit: never more than MAX_STACKED below the first, and finished once there.
        for (const state of ends(model)) {
          const { shown, ended } = state.context as StackedArticlesContext;
          expect(shown.length - 1).toBeLessThanOrEqual(MAX_STACKED);
          if (shown.length - 1 === MAX_STACKED) expect(ended).toBe('limit');
        }
      });

      it('after the first stacked story goes on to the first story’s own next if that was the advertorial, else to its own', () => {
        const afterOne = ends(model).find(
          (state) => (state.context as StackedArticlesContext).shown.length === 2,
        )!;
        const { upcoming, ended } = afterOne.context as StackedArticlesContext;
        if (input.advertorial) {
          // Even "no next" or "next shown" from the advertorial leads on to the first story's next.
          expect(ended).toBeNull();
          expect(upcoming).toBe('2');
        } else {
          expect(['4', null]).toContain(upcoming);
        }
      });

      it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
        const pending = pendingActors();
        const clock = new SimulatedClock();
        const actor = createActor(
          stackedArticlesMachine.provide({
            actors: { loadStory: pending.logic<{ msid: string }, LoadedStory>() },
          }),
          { input, clock },
        ).start();
        await replayPath(actor, path, { pending, features, clock, delayMs: STACK_LOAD_LIMIT_MS });
        // The view the island shows follows the state.
        const view = selectStackedArticlesView(actor.getSnapshot());
        expect(view).toBe(
          { idle: 'waiting', loading: 'loading', finished: 'finished' }[
            stateKey(path.steps.at(-1)!.state.value)
          ],
        );
      });
    });
  }
});
