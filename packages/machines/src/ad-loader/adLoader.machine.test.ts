import { AD_POLL_MS, AD_POLL_TIMES, AD_RENDER_RETRY_MS } from '@newsroom/rules/ads';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  atomicStates,
  flush,
  pendingActors,
  replayPath,
  stateKey,
  transitionPaths,
} from '../testing/model.ts';
import {
  AD_LOADER_POLL_MS,
  AD_LOADER_POLLS,
  AD_LOADER_RENDER_RETRY_MS,
  type AdLoaderContext,
  type AdLoaderInput,
  type AdRequest,
  adLoaderMachine,
  selectAdLoaderPhase,
} from './adLoader.machine.ts';

// AB-23 the ad loader (spec §4: polls once per second up to 3 times; a render retried after 2 s;
// §8: its errors are swallowed), on XState's SimulatedClock: time moves only when the test says.

type Answer = () => Promise<unknown>;
const ad = { slot: 'mrec1', creativeId: 2, token: 't'.repeat(32) };
const fail =
  (message: string): Answer =>
  async () => {
    throw new Error(message);
  };

function start(
  input: AdLoaderInput,
  { answers = [], renders = [] }: { answers?: Answer[]; renders?: Answer[] } = {},
) {
  const clock = new SimulatedClock();
  const requests: AdRequest[] = [];
  const drawn: unknown[] = [];
  const impressions: unknown[] = [];
  const errors: unknown[] = [];
  const machine = adLoaderMachine.provide({
    actors: {
      requestAd: fromPromise<unknown, AdRequest>(async ({ input: request }) => {
        requests.push(request);
        const answer = answers[requests.length - 1] ?? answers.at(-1);
        return answer ? answer() : null;
      }),
      renderAd: fromPromise<void, { ad: unknown }>(async ({ input: what }) => {
        drawn.push(what.ad);
        const render = renders[drawn.length - 1] ?? renders.at(-1);
        if (render) await render();
      }),
    },
    actions: {
      recordImpression: (_, params) => impressions.push(params.ad),
      reportError: (_, params) => errors.push(params.error),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return {
    actor,
    clock,
    requests,
    drawn,
    impressions,
    errors,
    phase: () => selectAdLoaderPhase(actor.getSnapshot()),
    value: () => actor.getSnapshot().value,
  };
}

const eligible = { slot: 'mrec1', eligible: true };

describe('AB-23 adLoaderMachine (SimulatedClock)', () => {
  it('AB-23 the spec’s numbers: 3 polls 1 s apart, a render retried after 2 s, from the shared rules', () => {
    expect(AD_LOADER_POLL_MS).toBe(1000);
    expect(AD_LOADER_POLLS).toBe(3);
    expect(AD_LOADER_RENDER_RETRY_MS).toBe(2000);
    expect([AD_POLL_MS, AD_POLL_TIMES, AD_RENDER_RETRY_MS]).toEqual([1000, 3, 2000]);
  });

  it('AB-23 asks for nothing where the page allows no ads (Prime, hideAds, opt=1, skip_taboola=1)', async () => {
    const { requests, clock, value, actor } = start(
      { slot: 'mrec1', eligible: false },
      { answers: [async () => ad] },
    );
    clock.increment(60_000);
    await flush();
    expect(requests).toEqual([]);
    expect(value()).toBe('off');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('AB-23 polls at once, draws the ad, records one impression', async () => {
    const { requests, drawn, impressions, phase, actor } = start(eligible, { answers: [async () => ad] });
    expect(requests).toEqual([{ slot: 'mrec1', poll: 1 }]);
    await flush();
    expect(drawn).toEqual([ad]);
    await flush();
    expect(phase()).toBe('shown');
    expect(actor.getSnapshot().hasTag('filled')).toBe(true);
    expect(impressions).toEqual([ad]);
  });

  it('AB-23 a failed poll is tried again once a second, at most 3 polls, then it gives up quietly', async () => {
    const { requests, clock, value, errors, actor } = start(eligible, { answers: [fail('503')] });
    await flush();
    expect(requests).toHaveLength(1);
    expect(value()).toBe('waitingToPoll');
    clock.increment(AD_LOADER_POLL_MS - 1);
    await flush();
    expect(requests).toHaveLength(1);
    clock.increment(1);
    await flush();
    expect(requests.map((r) => r.poll)).toEqual([1, 2]);
    clock.increment(AD_LOADER_POLL_MS);
    await flush();
    expect(requests.map((r) => r.poll)).toEqual([1, 2, 3]);
    expect(value()).toBe('gaveUp');
    clock.increment(60_000);
    await flush();
    expect(requests).toHaveLength(3);
    // Swallowed: reported to the caller's log, never an error of the actor.
    expect(errors).toHaveLength(3);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().error).toBeUndefined();
    expect(actor.getSnapshot().hasTag('reserved')).toBe(true);
  });

  it('AB-23 a poll that succeeds on the third try still shows the ad', async () => {
    const { clock, phase, requests } = start(eligible, { answers: [fail('a'), fail('b'), async () => ad] });
    await flush();
    clock.increment(AD_LOADER_POLL_MS);
    await flush();
    clock.increment(AD_LOADER_POLL_MS);
    await flush();
    await flush();
    expect(requests).toHaveLength(3);
    expect(phase()).toBe('shown');
  });

  it('AB-23 an answer without an ad ends it: the box keeps its space, nothing polls again', async () => {
    const { clock, value, requests, drawn } = start(eligible, { answers: [async () => null] });
    await flush();
    clock.increment(10_000);
    await flush();
    expect(value()).toBe('empty');
    expect(requests).toHaveLength(1);
    expect(drawn).toEqual([]);
  });

  it('AB-23 a render that fails is tried again after 2 s, and shows the ad then', async () => {
    const { clock, drawn, value, impressions } = start(eligible, {
      answers: [async () => ad],
      renders: [fail('frame did not load'), async () => {}],
    });
    await flush();
    await flush();
    expect(drawn).toHaveLength(1);
    expect(value()).toBe('waitingToRender');
    clock.increment(AD_LOADER_RENDER_RETRY_MS - 1);
    await flush();
    expect(drawn).toHaveLength(1);
    clock.increment(1);
    await flush();
    await flush();
    expect(drawn).toHaveLength(2);
    expect(value()).toBe('shown');
    expect(impressions).toEqual([ad]);
  });

  it('AB-23 a render that fails twice ends it, with no impression and no error thrown', async () => {
    const { clock, drawn, value, impressions, errors, actor } = start(eligible, {
      answers: [async () => ad],
      renders: [fail('one'), fail('two')],
    });
    await flush();
    await flush();
    clock.increment(AD_LOADER_RENDER_RETRY_MS);
    await flush();
    await flush();
    clock.increment(60_000);
    await flush();
    expect(drawn).toHaveLength(2);
    expect(value()).toBe('failed');
    expect(impressions).toEqual([]);
    expect(errors.map((e) => (e as Error).message)).toEqual(['one', 'two']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a bad input is no ad: no slot name and no eligibility means off', () => {
    const actor = createActor(adLoaderMachine, { input: {} as AdLoaderInput }).start();
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context.slot).toBe('');
  });
});

describe('AB-23 adLoaderMachine: model-based (xstate/graph)', () => {
  const events = [
    { type: 'xstate.done.actor.0.adLoader.requesting', output: ad },
    { type: 'xstate.done.actor.0.adLoader.requesting', output: null },
    { type: 'xstate.error.actor.0.adLoader.requesting', error: new Error('503') },
    { type: 'xstate.after.POLL.adLoader.waitingToPoll' },
    { type: 'xstate.done.actor.0.adLoader.rendering' },
    { type: 'xstate.error.actor.0.adLoader.rendering', error: new Error('frame') },
    { type: 'xstate.after.RENDER_RETRY.adLoader.waitingToRender' },
  ] as const;
  type ModelEvent = (typeof events)[number];
  const label = (event: ModelEvent) => {
    const e = event as { type: string; output?: unknown };
    const name = e.type
      .replace(/^xstate\.(done|error)\.actor\.0\.adLoader\./, '$1 ')
      .replace(/^xstate\.after\./, 'after ');
    return 'output' in e ? `${name}(${e.output === null ? 'no ad' : 'ad'})` : name;
  };
  const features = (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as AdLoaderContext;
    return { polls: c.polls, renders: c.renders, ad: c.ad !== null, filled: snapshot.hasTag('filled') };
  };
  const model = transitionPaths(adLoaderMachine, {
    events: events as unknown as { type: string }[],
    label: label as (event: { type: string }) => string,
    features,
    input: eligible,
  });

  it('AB-23 reaches every state of the machine (off through its own input)', () => {
    const off = createActor(adLoaderMachine, { input: { slot: 'mrec1', eligible: false } }).start();
    const reached = new Set([...model.states, stateKey(off.getSnapshot().value)]);
    expect([...reached].sort()).toEqual(atomicStates(adLoaderMachine, ['deciding']));
  });

  it('AB-23 polls 3 times at most and renders 2 times at most on every path', () => {
    for (const path of model.paths) {
      for (const step of path.steps) {
        const c = step.state.context as AdLoaderContext;
        expect(c.polls).toBeLessThanOrEqual(3);
        expect(c.renders).toBeLessThanOrEqual(2);
      }
    }
    expect(model.edges).toContain('requesting --error requesting--> waitingToPoll');
    expect(model.edges).toContain('requesting --error requesting--> gaveUp');
    expect(model.edges).toContain('rendering --error rendering--> waitingToRender');
    expect(model.edges).toContain('rendering --error rendering--> failed');
    expect(model.edges).toContain(
      'waitingToRender --after RENDER_RETRY.adLoader.waitingToRender--> rendering',
    );
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const clock = new SimulatedClock();
    const pending = pendingActors();
    const actor = createActor(
      adLoaderMachine.provide({
        actors: { requestAd: pending.logic<AdRequest>(), renderAd: pending.logic<{ ad: unknown }, void>() },
      }),
      { input: eligible, clock },
    ).start();
    await replayPath(actor, path, {
      pending,
      features,
      clock,
      delayMs: (after) => (after.includes('.POLL.') ? AD_LOADER_POLL_MS : AD_LOADER_RENDER_RETRY_MS),
    });
    expect(actor.getSnapshot().error).toBeUndefined();
  });
});
