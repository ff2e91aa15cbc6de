import { IPL_REFRESH_MS, type IplRefresh, type IplScore } from '@newsroom/rules/ipl';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, SimulatedClock } from 'xstate';
import {
  atomicStates,
  deferredActor,
  flush,
  pendingActors,
  replayPath,
  transitionPaths,
} from '../testing/model.ts';
import { iplScoreMachine, selectIplScoreView } from './iplScore.machine.ts';

// HM-07 IPL score (spec §4, §8, §9): every 30 s while a match id is known; stops when none;
// failures only logged, the shown score kept.

const score = (runs: number, matchId = '58231'): IplScore => ({
  matchId,
  series: 'Indian Premier League 2026',
  result: '',
  innings: [
    {
      number: 1,
      batting: { short: 'MUM', name: 'Mumbai Mariners' },
      bowling: { short: 'CHE', name: 'Chennai Chargers' },
      runs,
      wickets: 2,
      overs: '10.1',
      allottedOvers: 20,
    },
  ],
});

function start(input: { matchId: string | null; score: IplScore | null }) {
  const clock = new SimulatedClock();
  const fetchScore = deferredActor<{ matchId: string }>();
  const failures: unknown[] = [];
  const machine = iplScoreMachine.provide({
    // The fake resolves with whatever a test gives it (IplRefresh in every test).
    actors: { fetchScore: fetchScore.logic as never },
    actions: { logFailure: () => failures.push('failed') },
  });
  const actor = createActor(machine, { input, clock }).start();
  const view = () => selectIplScoreView(actor.getSnapshot());
  return { actor, clock, fetchScore, failures, view };
}

describe('HM-07 iplScoreMachine on the clock', () => {
  it('asks every 30 s while a match id is known, showing each new score', async () => {
    const { clock, fetchScore, view } = start({ matchId: '58231', score: score(80) });
    expect(view()).toEqual({ score: score(80), status: 'waiting' });
    clock.increment(IPL_REFRESH_MS - 1);
    expect(fetchScore.calls).toHaveLength(0);
    clock.increment(1);
    expect(view().status).toBe('fetching');
    expect(fetchScore.last().input).toEqual({ matchId: '58231' });
    fetchScore.last().resolve({ matchId: '58231', score: score(86) } satisfies IplRefresh);
    await flush();
    expect(view()).toEqual({ score: score(86), status: 'waiting' });
    clock.increment(IPL_REFRESH_MS);
    expect(fetchScore.calls).toHaveLength(2);
  });

  it('stops when the list names no match any more, keeping the score shown', async () => {
    const { actor, clock, fetchScore, view } = start({ matchId: '58231', score: score(80) });
    clock.increment(IPL_REFRESH_MS);
    fetchScore.last().resolve({ matchId: null, score: null } satisfies IplRefresh);
    await flush();
    expect(view()).toEqual({ score: score(80), status: 'stopped' });
    expect(actor.getSnapshot().status).toBe('done');
    clock.increment(IPL_REFRESH_MS * 4);
    expect(fetchScore.calls).toHaveLength(1);
  });

  it('never starts without a match id (or with a malformed one)', () => {
    for (const matchId of [null, '', 'abc', '1'.repeat(11)]) {
      const { clock, fetchScore, view } = start({ matchId, score: null });
      expect(view().status).toBe('stopped');
      clock.increment(IPL_REFRESH_MS * 2);
      expect(fetchScore.calls).toHaveLength(0);
    }
  });

  it('a failure is logged and the score kept; it asks again 30 s later', async () => {
    const { clock, fetchScore, failures, view } = start({ matchId: '58231', score: score(80) });
    clock.increment(IPL_REFRESH_MS);
    fetchScore.last().reject(new Error('503'));
    await flush();
    expect(failures).toHaveLength(1);
    expect(view()).toEqual({ score: score(80), status: 'waiting' });
    clock.increment(IPL_REFRESH_MS);
    expect(fetchScore.calls).toHaveLength(2);
  });

  it('an answer without innings (or for another match than it names) leaves the shown score', async () => {
    const { clock, fetchScore, view } = start({ matchId: '58231', score: score(80) });
    clock.increment(IPL_REFRESH_MS);
    fetchScore.last().resolve({ matchId: '58231', score: { ...score(0), innings: [] } });
    await flush();
    expect(view().score).toEqual(score(80));
    clock.increment(IPL_REFRESH_MS);
    fetchScore.last().resolve({ matchId: '58231', score: score(99, '60000') });
    await flush();
    expect(view().score).toEqual(score(80));
  });

  it('follows a new match the list names', async () => {
    const { clock, fetchScore, view } = start({ matchId: '58231', score: score(180) });
    clock.increment(IPL_REFRESH_MS);
    fetchScore.last().resolve({ matchId: '58232', score: score(4, '58232') });
    await flush();
    expect(view().score?.matchId).toBe('58232');
    clock.increment(IPL_REFRESH_MS);
    expect(fetchScore.last().input).toEqual({ matchId: '58232' });
  });
});

describe('HM-07 iplScoreMachine: model-based (xstate/graph)', () => {
  const events = [
    { type: 'xstate.after.REFRESH.iplScore.waiting' },
    { type: 'xstate.done.actor.fetchScore', output: { matchId: '58231', score: score(86) } },
    { type: 'xstate.done.actor.fetchScore', output: { matchId: null, score: null } },
    { type: 'xstate.error.actor.fetchScore', error: new Error('503') },
  ] as EventObject[];
  const features = (snapshot: AnyMachineSnapshot) => {
    const {
      score: shown,
      failures,
      matchId,
    } = snapshot.context as { score: IplScore | null; failures: number; matchId: string | null };
    return { runs: shown?.innings[0]?.runs ?? null, failures: Math.min(failures, 1), matchId };
  };
  const label = (event: EventObject) =>
    event.type.startsWith('xstate.after')
      ? 'REFRESH'
      : event.type.startsWith('xstate.done')
        ? `done ${JSON.stringify((event as unknown as { output: IplRefresh }).output.matchId)}`
        : 'error';
  const model = transitionPaths(iplScoreMachine, {
    events,
    label,
    features,
    input: { matchId: '58231', score: score(80) },
  });

  it('reaches every state', () => {
    expect([...model.states].sort()).toEqual(atomicStates(iplScoreMachine, ['deciding']));
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const pending = pendingActors();
    const clock = new SimulatedClock();
    const actor = createActor(
      iplScoreMachine.provide({ actors: { fetchScore: pending.logic<{ matchId: string }, IplRefresh>() } }),
      { input: { matchId: '58231', score: score(80) }, clock },
    ).start();
    await replayPath(actor, path, { pending, features, clock, delayMs: IPL_REFRESH_MS });
  });
});
