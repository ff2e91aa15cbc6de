import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { atomicStates, pendingActors, replayPath, transitionPaths } from '../testing/model.ts';
import {
  BOND_AMOUNTS,
  BOND_TENURES,
  type BondFinderChoice,
  type BondFinderContext,
  type BondFinderEvent,
  bondFinderMachine,
  selectBondFinderMissing,
  selectBondFinderState,
} from './bondFinder.machine.ts';

// AR-14 bond finder: amount (≤10,000 / 10,000–100,000 / >100,000 INR) and tenure (<1 / 1–3 / >3
// years); the partner page opens only with both chosen.

function start() {
  const opened: BondFinderChoice[] = [];
  const machine = bondFinderMachine.provide({
    actions: { open: (_, choice) => opened.push(choice) },
  });
  const actor = createActor(machine).start();
  const view = () => ({
    state: selectBondFinderState(actor.getSnapshot()),
    missing: selectBondFinderMissing(actor.getSnapshot()),
  });
  return { actor, opened, view };
}

describe('AR-14 bondFinderMachine', () => {
  it('has the spec’s three amount and three tenure ranges', () => {
    expect(BOND_AMOUNTS).toEqual(['upto-10000', '10000-100000', 'above-100000']);
    expect(BOND_TENURES).toEqual(['below-1', '1-3', 'above-3']);
  });

  it('starts choosing, nothing chosen, nothing missing yet', () => {
    const { actor, view } = start();
    expect(view()).toEqual({ state: 'choosing', missing: [] });
    expect(actor.getSnapshot().context).toEqual({ amount: null, tenure: null, opened: 0 });
  });

  it('an ask with nothing chosen names both ranges and opens nothing', () => {
    const { actor, opened, view } = start();
    actor.send({ type: 'SUBMIT' });
    expect(view()).toEqual({ state: 'incomplete', missing: ['amount', 'tenure'] });
    expect(opened).toEqual([]);
  });

  it('a message goes as soon as its range is chosen', () => {
    const { actor, view } = start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHOOSE_TENURE', tenure: '1-3' });
    expect(view()).toEqual({ state: 'incomplete', missing: ['amount'] });
  });

  it('with both chosen an ask opens the partner page with them, once', () => {
    const { actor, opened, view } = start();
    actor.send({ type: 'CHOOSE_AMOUNT', amount: '10000-100000' });
    actor.send({ type: 'CHOOSE_TENURE', tenure: 'above-3' });
    actor.send({ type: 'SUBMIT' });
    expect(view()).toEqual({ state: 'opened', missing: [] });
    expect(opened).toEqual([{ amount: '10000-100000', tenure: 'above-3' }]);
  });

  it('keeps the choices after opening; a changed choice and a new ask open again', () => {
    const { actor, opened } = start();
    actor.send({ type: 'CHOOSE_AMOUNT', amount: 'upto-10000' });
    actor.send({ type: 'CHOOSE_TENURE', tenure: 'below-1' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHOOSE_AMOUNT', amount: 'above-100000' });
    actor.send({ type: 'SUBMIT' });
    expect(opened).toEqual([
      { amount: 'upto-10000', tenure: 'below-1' },
      { amount: 'above-100000', tenure: 'below-1' },
    ]);
    expect(actor.getSnapshot().context.opened).toBe(2);
  });

  it.each([
    ['an unknown amount', { type: 'CHOOSE_AMOUNT', amount: '5' }],
    ['an amount sent as a tenure', { type: 'CHOOSE_TENURE', tenure: 'upto-10000' }],
    ['an empty tenure', { type: 'CHOOSE_TENURE', tenure: '' }],
  ] as [string, BondFinderEvent][])('ignores %s (a tampered form)', (_, event) => {
    const { actor } = start();
    actor.send({ type: 'CHOOSE_AMOUNT', amount: 'upto-10000' });
    actor.send({ type: 'CHOOSE_TENURE', tenure: '1-3' });
    actor.send(event);
    expect(actor.getSnapshot().context).toMatchObject({ amount: 'upto-10000', tenure: '1-3' });
  });

  // Every sequence of up to five events from a small alphabet: `open` runs exactly for the asks
  // made with both ranges chosen, with the latest choices; an incomplete ask names what is unchosen.
  it('opens exactly for complete asks, over every short sequence', () => {
    const alphabet: BondFinderEvent[] = [
      { type: 'SUBMIT' },
      { type: 'CHOOSE_AMOUNT', amount: 'upto-10000' },
      { type: 'CHOOSE_AMOUNT', amount: 'above-100000' },
      { type: 'CHOOSE_TENURE', tenure: 'above-3' },
      { type: 'CHOOSE_AMOUNT', amount: 'bogus' },
    ];
    const sequences: BondFinderEvent[][] = [[]];
    for (let length = 1; length <= 5; length++) {
      for (const prefix of sequences.filter((s) => s.length === length - 1)) {
        for (const event of alphabet) sequences.push([...prefix, event]);
      }
    }
    expect(sequences.length).toBe(3906);
    for (const sequence of sequences) {
      const { actor, opened, view } = start();
      let amount: string | null = null;
      let tenure: string | null = null;
      const expected: BondFinderChoice[] = [];
      for (const event of sequence) {
        actor.send(event);
        if (event.type === 'CHOOSE_AMOUNT' && event.amount !== 'bogus') amount = event.amount;
        if (event.type === 'CHOOSE_TENURE') tenure = event.tenure;
        if (event.type === 'SUBMIT') {
          if (amount && tenure) expected.push({ amount, tenure } as BondFinderChoice);
          else {
            const missing = [...(amount ? [] : ['amount']), ...(tenure ? [] : ['tenure'])];
            expect(view(), JSON.stringify(sequence)).toEqual({ state: 'incomplete', missing });
          }
        }
      }
      expect(opened, JSON.stringify(sequence)).toEqual(expected);
    }
  });
});

describe('AR-14 bondFinderMachine: model-based (xstate/graph)', () => {
  // One valid and one tampered value of each range: the model tells choices apart by what is chosen.
  const events: BondFinderEvent[] = [
    { type: 'CHOOSE_AMOUNT', amount: 'upto-10000' },
    { type: 'CHOOSE_AMOUNT', amount: 'all-of-it' },
    { type: 'CHOOSE_TENURE', tenure: 'above-3' },
    { type: 'CHOOSE_TENURE', tenure: '99' },
    { type: 'SUBMIT' },
  ];
  const label = (event: BondFinderEvent) =>
    event.type === 'CHOOSE_AMOUNT'
      ? `amount ${event.amount}`
      : event.type === 'CHOOSE_TENURE'
        ? `tenure ${event.tenure}`
        : 'SUBMIT';
  // `opened` counts without end; whether it is zero is what a reader can tell.
  const features = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as BondFinderContext;
    return { amount: context.amount, tenure: context.tenure, openedOnce: context.opened > 0 };
  };
  const model = transitionPaths(bondFinderMachine, { events, label, features });

  it('reaches every state and takes SUBMIT to both of its targets', () => {
    expect([...model.states].sort()).toEqual(atomicStates(bondFinderMachine));
    expect([...model.edges]).toEqual(
      expect.arrayContaining(['choosing --SUBMIT--> incomplete', 'incomplete --SUBMIT--> opened']),
    );
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const opened: BondFinderChoice[] = [];
    const actor = createActor(
      bondFinderMachine.provide({ actions: { open: (_, choice) => opened.push(choice) } }),
    );
    actor.start();
    await replayPath(actor, path, { pending: pendingActors(), features });
    // The hand-over ran once per accepted ask, with the choices the reader made.
    const context = actor.getSnapshot().context;
    expect(opened).toHaveLength(context.opened);
    for (const choice of opened) expect(choice).toEqual({ amount: 'upto-10000', tenure: 'above-3' });
  });
});
