import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { atomicStates, edgeKey, stateKey, transitionPaths } from '../testing/model.ts';
import {
  type BoxKind,
  type CommentBoxesEvent,
  commentBoxesMachine,
  isBoxOpen,
  selectOpenBox,
} from './commentBoxes.machine.ts';

// AR-06 only one reply or flag box open on the page, by comment id and kind.

function start() {
  const actor = createActor(commentBoxesMachine).start();
  const send = (event: CommentBoxesEvent) => actor.send(event);
  const open = () => selectOpenBox(actor.getSnapshot());
  const value = () => stateKey(actor.getSnapshot().value);
  return { actor, send, open, value };
}

describe('AR-06 commentBoxes: one box open', () => {
  it('starts with none open', () => {
    const { open, value } = start();
    expect(value()).toBe('none');
    expect(open()).toBeNull();
  });

  it('opening another box closes the first (reply → flag → reply elsewhere)', () => {
    const { send, open, actor } = start();
    send({ type: 'OPEN', kind: 'reply', commentId: '1' });
    expect(open()).toEqual({ kind: 'reply', commentId: '1' });
    send({ type: 'OPEN', kind: 'flag', commentId: '1' });
    expect(open()).toEqual({ kind: 'flag', commentId: '1' });
    expect(isBoxOpen(actor.getSnapshot(), 'reply', '1')).toBe(false);
    send({ type: 'OPEN', kind: 'reply', commentId: '2' });
    expect(open()).toEqual({ kind: 'reply', commentId: '2' });
    expect(isBoxOpen(actor.getSnapshot(), 'flag', '1')).toBe(false);
    expect(isBoxOpen(actor.getSnapshot(), 'reply', '2')).toBe(true);
  });

  it('at most one box is open after any sequence of events', () => {
    const kinds: BoxKind[] = ['reply', 'flag'];
    const { send, actor } = start();
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 500; i++) {
      const kind = kinds[next(2)] ?? 'reply';
      const commentId = String(next(4));
      const type = (['OPEN', 'TOGGLE', 'CLOSE', 'BUSY', 'IDLE'] as const)[next(5)] ?? 'OPEN';
      send({ type, kind, commentId });
      const openBoxes = kinds.flatMap((k) =>
        ['0', '1', '2', '3'].filter((id) => isBoxOpen(actor.getSnapshot(), k, id)),
      );
      expect(openBoxes.length).toBeLessThanOrEqual(1);
      expect(openBoxes.length === 1).toBe(actor.getSnapshot().matches('open'));
    }
  });

  it('OPEN of the open box changes nothing; TOGGLE closes it', () => {
    const { send, actor, value } = start();
    send({ type: 'OPEN', kind: 'reply', commentId: '1' });
    const before = actor.getSnapshot();
    send({ type: 'OPEN', kind: 'reply', commentId: '1' });
    expect(actor.getSnapshot().context).toBe(before.context);
    send({ type: 'TOGGLE', kind: 'reply', commentId: '1' });
    expect(value()).toBe('none');
    send({ type: 'TOGGLE', kind: 'flag', commentId: '1' });
    expect(selectOpenBox(actor.getSnapshot())).toEqual({ kind: 'flag', commentId: '1' });
  });

  it('CLOSE naming another box is ignored (a late close must not close the successor)', () => {
    const { send, open } = start();
    send({ type: 'OPEN', kind: 'reply', commentId: '1' });
    send({ type: 'OPEN', kind: 'flag', commentId: '2' });
    send({ type: 'CLOSE', kind: 'reply', commentId: '1' });
    expect(open()).toEqual({ kind: 'flag', commentId: '2' });
    send({ type: 'CLOSE', kind: 'flag', commentId: '2' });
    expect(open()).toBeNull();
  });

  it('CLOSE without a box closes whichever is open', () => {
    const { send, open } = start();
    send({ type: 'OPEN', kind: 'flag', commentId: '3' });
    send({ type: 'CLOSE' });
    expect(open()).toBeNull();
  });

  it('while the open box is sending, other boxes cannot take over; after it, they can', () => {
    const { send, open, value } = start();
    send({ type: 'OPEN', kind: 'reply', commentId: '1' });
    send({ type: 'BUSY', kind: 'flag', commentId: '9' }); // not the open box: ignored
    expect(value()).toBe('open.idle');
    send({ type: 'BUSY', kind: 'reply', commentId: '1' });
    expect(value()).toBe('open.busy');
    send({ type: 'OPEN', kind: 'flag', commentId: '2' });
    send({ type: 'TOGGLE', kind: 'reply', commentId: '1' });
    expect(open()).toEqual({ kind: 'reply', commentId: '1' });
    send({ type: 'IDLE', kind: 'reply', commentId: '1' });
    send({ type: 'OPEN', kind: 'flag', commentId: '2' });
    expect(open()).toEqual({ kind: 'flag', commentId: '2' });
  });

  it('a numeric comment id is kept as a string', () => {
    const { send, open } = start();
    send({ type: 'OPEN', kind: 'reply', commentId: 42 as unknown as string });
    expect(open()).toEqual({ kind: 'reply', commentId: '42' });
  });
});

describe('AR-06 commentBoxes: model-based (xstate/graph)', () => {
  const boxes = [
    { kind: 'reply', commentId: '1' },
    { kind: 'flag', commentId: '1' },
    { kind: 'reply', commentId: '2' },
  ] as const;
  const EVENTS: CommentBoxesEvent[] = [
    ...boxes.flatMap((box) =>
      (['OPEN', 'TOGGLE', 'CLOSE', 'BUSY', 'IDLE'] as const).map((type) => ({ type, ...box })),
    ),
    { type: 'CLOSE' },
  ];
  const label = (event: CommentBoxesEvent) =>
    'kind' in event && event.kind ? `${event.type} ${event.kind} ${event.commentId}` : event.type;
  const features = (snapshot: AnyMachineSnapshot) => snapshot.context;
  const model = transitionPaths(commentBoxesMachine, { events: EVENTS, label, features });
  const covered = new Set<string>();
  const reached = new Set<string>();

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', (_, path) => {
    const { actor, send } = start();
    reached.add(stateKey(actor.getSnapshot().value));
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot().value;
      send(step.event);
      const after = actor.getSnapshot();
      expect(after.value).toEqual(step.state.value);
      expect(after.context).toEqual(step.state.context);
      covered.add(edgeKey(before, label(step.event), after.value));
      reached.add(stateKey(after.value));
    }
  });

  it('reached every state and took every transition of the model', () => {
    expect(model.edges.size).toBeGreaterThan(20);
    for (const edge of model.edges) expect(covered).toContain(edge);
    expect([...reached].sort()).toEqual(atomicStates(commentBoxesMachine));
  });
});
