import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { stickyBarMachine } from './stickyBar.machine.ts';

describe('AR-11 sticky byline bar machine', () => {
  it('sticks when the body top reaches the viewport top and comes back above it', () => {
    const actor = createActor(stickyBarMachine).start();
    const states: string[] = [];
    for (const top of [300, 1, 0, -500, -1, 1, 250]) {
      actor.send({ type: 'BODY_TOP', top });
      states.push(String(actor.getSnapshot().value));
    }
    expect(states).toEqual(['inPlace', 'inPlace', 'stuck', 'stuck', 'stuck', 'inPlace', 'inPlace']);
  });

  it('reaches every state', () => {
    const paths = getShortestPaths(stickyBarMachine, {
      events: [
        { type: 'BODY_TOP', top: -10 },
        { type: 'BODY_TOP', top: 10 },
      ],
    });
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(new Set(['inPlace', 'stuck']));
  });
});
