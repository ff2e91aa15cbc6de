import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  type LoadedStory,
  MAX_STACKED,
  STACK_LOAD_LIMIT_MS,
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

  it('reaches every state by NEAR alone (graph walk)', () => {
    const paths = getShortestPaths(stackedArticlesMachine, {
      input: { first: '1', next: '2' },
      events: [{ type: 'NEAR' }],
    });
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect(reached).toEqual(new Set(['idle', 'loading']));
  });
});
