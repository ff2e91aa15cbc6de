import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import {
  atomicStates,
  deferredActor,
  flush,
  pendingActors,
  replayPath,
  stateKey,
  transitionPaths,
} from '../testing/model.ts';
import {
  type EditorFault,
  type LayoutDocument,
  type LayoutEditorContext,
  type LayoutEditorEvent,
  LayoutSaveError,
  type LoadedLayout,
  layoutEditorMachine,
} from './layoutEditor.machine.ts';

const shipped: LayoutDocument = { page: 'video', regions: { aside: [{ widget: 'a' }, { widget: 'b' }] } };
const reordered: LayoutDocument = { page: 'video', regions: { aside: [{ widget: 'b' }, { widget: 'a' }] } };
const fault: EditorFault = { path: 'regions.aside[0].props.count', reason: 'Too big' };

function start() {
  const load = deferredActor<{ kind: string }>();
  const validate = deferredActor<{ kind: string; document: LayoutDocument }>();
  const save = deferredActor<{ kind: string; baseVersion: number; document: LayoutDocument }>();
  const revert = deferredActor<{ kind: string; baseVersion: number; version: number }>();
  const actor = createActor(
    layoutEditorMachine.provide({
      actors: { load: load.logic, validate: validate.logic, save: save.logic, revert: revert.logic } as never,
    }),
    { input: { kind: 'video' } },
  ).start();
  return { actor, load, validate, save, revert, state: () => stateKey(actor.getSnapshot().value) };
}

describe('ED-04 layoutEditor', () => {
  it('loads, is clean, is dirty after a change and clean again when changed back', async () => {
    const { actor, load, state } = start();
    expect(state()).toBe('loading');
    load.last().resolve({ version: 3, document: shipped } satisfies LoadedLayout);
    await flush();
    expect(state()).toBe('editing.clean');
    actor.send({ type: 'CHANGE', document: reordered });
    expect(state()).toBe('editing.dirty');
    actor.send({ type: 'CHANGE', document: shipped });
    expect(state()).toBe('editing.clean');
  });

  it('refuses to send a layout the browser’s check faults, naming the path', async () => {
    const { actor, load, validate, save, state } = start();
    load.last().resolve({ version: 3, document: shipped });
    await flush();
    actor.send({ type: 'CHANGE', document: reordered });
    actor.send({ type: 'SAVE' });
    expect(state()).toBe('validating');
    validate.last().resolve([fault]);
    await flush();
    expect(state()).toBe('refused');
    expect(actor.getSnapshot().context.faults).toEqual([fault]);
    expect(save.calls).toHaveLength(0);
  });

  it('saves from the base version, and takes the server’s new version as the next base', async () => {
    const { actor, load, validate, save, state } = start();
    load.last().resolve({ version: 3, document: shipped });
    await flush();
    actor.send({ type: 'CHANGE', document: reordered });
    actor.send({ type: 'SAVE' });
    validate.last().resolve([]);
    await flush();
    expect(save.last().input).toEqual({ kind: 'video', baseVersion: 3, document: reordered });
    save.last().resolve({ version: 4 });
    await flush();
    expect(state()).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ baseVersion: 4, saved: reordered });
  });

  it('shows the server’s faults, and a conflict with the newest version; RELOAD takes it', async () => {
    const { actor, load, validate, save, state } = start();
    load.last().resolve({ version: 3, document: shipped });
    await flush();
    actor.send({ type: 'CHANGE', document: reordered });
    actor.send({ type: 'SAVE' });
    validate.last().resolve([]);
    await flush();
    save.last().reject(new LayoutSaveError('refused', { faults: [fault] }));
    await flush();
    expect(state()).toBe('refused');
    expect(actor.getSnapshot().context.faults).toEqual([fault]);
    actor.send({ type: 'SAVE' });
    validate.last().resolve([]);
    await flush();
    save.last().reject(new LayoutSaveError('conflict', { current: 5 }));
    await flush();
    expect(state()).toBe('conflict');
    expect(actor.getSnapshot().context.conflictVersion).toBe(5);
    actor.send({ type: 'RELOAD' });
    expect(state()).toBe('loading');
  });
});

describe('ED-04 layoutEditor: model-based, every state and transition', () => {
  const events: LayoutEditorEvent[] = [
    { type: 'CHANGE', document: reordered },
    { type: 'CHANGE', document: shipped },
    { type: 'SAVE' },
    { type: 'RELOAD' },
    { type: 'REVERT', version: 1 },
    { type: 'xstate.done.actor.0.layoutEditor.loading', output: { version: 3, document: shipped } } as never,
    { type: 'xstate.error.actor.0.layoutEditor.loading', error: new Error('down') } as never,
    { type: 'xstate.done.actor.0.layoutEditor.validating', output: [fault] } as never,
    { type: 'xstate.done.actor.0.layoutEditor.validating', output: [] } as never,
    { type: 'xstate.error.actor.0.layoutEditor.validating', error: new Error('x') } as never,
    { type: 'xstate.done.actor.0.layoutEditor.saving', output: { version: 4 } } as never,
    {
      type: 'xstate.error.actor.0.layoutEditor.saving',
      error: new LayoutSaveError('refused', { faults: [fault] }),
    } as never,
    {
      type: 'xstate.error.actor.0.layoutEditor.saving',
      error: new LayoutSaveError('c', { current: 5 }),
    } as never,
    { type: 'xstate.error.actor.0.layoutEditor.saving', error: new Error('down') } as never,
    {
      type: 'xstate.done.actor.0.layoutEditor.reverting',
      output: { version: 4, document: reordered },
    } as never,
    {
      type: 'xstate.error.actor.0.layoutEditor.reverting',
      error: new LayoutSaveError('c', { current: 5 }),
    } as never,
    { type: 'xstate.error.actor.0.layoutEditor.reverting', error: new Error('down') } as never,
  ];
  const label = (event: LayoutEditorEvent) => {
    const detail = event as { output?: unknown; error?: unknown; document?: unknown };
    if (detail.document) return `${event.type}(${detail.document === shipped ? 'shipped' : 'reordered'})`;
    if ('output' in detail) return `${event.type}(${JSON.stringify(detail.output).slice(0, 30)})`;
    if ('error' in detail) return `${event.type}(${(detail.error as Error).message})`;
    return event.type;
  };
  const features = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as LayoutEditorContext;
    return {
      // Whether a save or revert moved the base on (each one moves it to 4 here).
      movedOn: context.baseVersion > 3,
      dirty: JSON.stringify(context.document) !== JSON.stringify(context.saved),
      faults: context.faults.length,
      conflict: context.conflictVersion,
      failure: context.failure !== null,
    };
  };
  const model = transitionPaths(layoutEditorMachine, { events, label, features, input: { kind: 'video' } });

  it('reaches every state of the machine', () => {
    expect([...model.states].sort()).toEqual(
      expect.arrayContaining(atomicStates(layoutEditorMachine, ['editing.check'])),
    );
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const pending = pendingActors();
    const actor = createActor(
      layoutEditorMachine.provide({
        actors: {
          load: pending.logic(),
          validate: pending.logic(),
          save: pending.logic(),
          revert: pending.logic(),
        } as never,
      }),
      { input: { kind: 'video' } },
    ).start();
    await replayPath(actor, path, { pending, features });
  });
});
