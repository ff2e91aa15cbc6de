import {
  type EditorFault,
  type LayoutDocument,
  type LayoutEditorContext,
  type LoadedLayout,
  layoutEditorMachine,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';

/** What the editor does beyond its own state: the caller's calls to the site (ED-04). */
export interface LayoutEditorCalls {
  load(kind: string): Promise<LoadedLayout>;
  /** The layout check in the browser: the faults, `[]` when it may be saved. */
  validate(kind: string, document: LayoutDocument): Promise<EditorFault[]>;
  /** Rejects with LayoutSaveError when the server refused (faults, conflict). */
  save(kind: string, baseVersion: number, document: LayoutDocument): Promise<{ version: number }>;
  revert(kind: string, baseVersion: number, version: number): Promise<LoadedLayout>;
}

/** The layout editor's state: loading | loadFailed | clean | dirty | validating | saving | reverting | saved | refused | conflict | failed. */
export type LayoutEditorStatus =
  | 'loading'
  | 'loadFailed'
  | 'clean'
  | 'dirty'
  | 'validating'
  | 'saving'
  | 'reverting'
  | 'saved'
  | 'refused'
  | 'conflict'
  | 'failed';

export function statusOf(snapshot: SnapshotFrom<typeof layoutEditorMachine>): LayoutEditorStatus {
  if (snapshot.matches({ editing: 'dirty' })) return 'dirty';
  if (snapshot.matches('editing')) return 'clean';
  return snapshot.value as LayoutEditorStatus;
}

/** Runs the `layoutEditor` machine with the caller's calls; answers its state and its sender. */
export function useLayoutEditor(kind: string, calls: LayoutEditorCalls) {
  const machine = useMemo(
    () =>
      layoutEditorMachine.provide({
        actors: {
          load: fromPromise(({ input }) => calls.load(input.kind)),
          validate: fromPromise(({ input }) => calls.validate(input.kind, input.document)),
          save: fromPromise(({ input }) => calls.save(input.kind, input.baseVersion, input.document)),
          revert: fromPromise(({ input }) => calls.revert(input.kind, input.baseVersion, input.version)),
        },
      }),
    [calls],
  );
  const actor = useActorRef(machine, { input: { kind } });
  const status = useSelector(actor, statusOf);
  const context = useSelector(actor, (snapshot) => snapshot.context) as LayoutEditorContext;
  return { status, context, send: actor.send };
}
