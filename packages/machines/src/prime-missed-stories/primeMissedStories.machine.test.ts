import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  type MissedStory,
  type PrimeMissedStoriesStatus,
  primeMissedStoriesMachine,
  selectMissedStories,
  selectPrimeMissedStoriesStatus,
} from './primeMissedStories.machine.ts';

// AB-17 "Prime stories you missed": loaded in the browser once; shown with stories, hidden
// without, hidden and logged on a failure (spec §8).

const story = (msid: string): MissedStory => ({
  msid,
  url: `/prime/news/s-${msid}/articleshow/${msid}.cms`,
  img: `/photos/${msid}.png`,
  title: `Story ${msid}`,
});

function run(load: () => Promise<readonly MissedStory[]>) {
  const logFailure = vi.fn();
  const loaded = vi.fn();
  const machine = primeMissedStoriesMachine.provide({
    actors: {
      loadMissed: fromPromise(async () => {
        loaded();
        return load();
      }),
    },
    actions: { logFailure: (_, { error }) => logFailure(error) },
  });
  const actor = createActor(machine).start();
  const status = () => selectPrimeMissedStoriesStatus(actor.getSnapshot());
  return { actor, status, logFailure, loaded };
}

describe('AB-17 primeMissedStoriesMachine', () => {
  it('starts loading, asks once, and shows the stories it got', async () => {
    const stories = [story('1'), story('2')];
    const { actor, status, loaded } = run(async () => stories);
    expect(status()).toBe('loading');
    await waitFor(actor, (s) => s.status === 'done');
    expect(status()).toBe('shown');
    expect(selectMissedStories(actor.getSnapshot())).toEqual(stories);
    expect(selectMissedStories(actor.getSnapshot())).not.toBe(stories);
    expect(loaded).toHaveBeenCalledOnce();
  });

  it('hides itself when there is nothing to show (3 or fewer recorded: the loader gives none)', async () => {
    const { actor, status, logFailure } = run(async () => []);
    await waitFor(actor, (s) => s.status === 'done');
    expect(status()).toBe('hidden');
    expect(selectMissedStories(actor.getSnapshot())).toEqual([]);
    expect(logFailure).not.toHaveBeenCalled();
  });

  it('logs a failure and shows nothing, with no message (spec §8)', async () => {
    const failure = new Error('502');
    const { actor, status, logFailure } = run(async () => Promise.reject(failure));
    await waitFor(actor, (s) => s.status === 'done');
    expect(status()).toBe('failed');
    expect(logFailure).toHaveBeenCalledExactlyOnceWith(failure);
    expect(selectMissedStories(actor.getSnapshot())).toEqual([]);
  });

  it('the default loader (not provided) fails instead of hanging', async () => {
    const actor = createActor(primeMissedStoriesMachine).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectPrimeMissedStoriesStatus(actor.getSnapshot())).toBe('failed');
  });

  it('reaches every state on a shortest path, and each end is final', () => {
    const done = (output: readonly MissedStory[]) => ({ type: 'xstate.done.actor.loadMissed', output });
    const paths = getShortestPaths(primeMissedStoriesMachine, {
      events: [
        done([story('1')]),
        done([]),
        { type: 'xstate.error.actor.loadMissed', error: new Error('x') },
      ],
    });
    const ends = paths.map((path) => selectPrimeMissedStoriesStatus(path.state)).sort();
    const all: PrimeMissedStoriesStatus[] = ['failed', 'hidden', 'loading', 'shown'];
    expect(ends).toEqual(all);
    for (const path of paths) {
      const value = path.state.value as PrimeMissedStoriesStatus;
      const node = primeMissedStoriesMachine.states[value];
      expect(node?.type, value).toBe(value === 'loading' ? 'atomic' : 'final');
    }
  });
});
