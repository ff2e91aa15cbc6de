import { assign, fromPromise, setup } from 'xstate';

/**
 * ED-04 the layout editor: loading → editing (clean | dirty) → validating → saving → saved, or
 * refused (the faults by json path), conflict (another editor saved first) or failed.
 *
 * The document is the layout's JSON as the editor changes it (CHANGE carries the whole new
 * document; the edits themselves are pure functions elsewhere). SAVE validates it first with the
 * layout check in the browser (actor `validate`): faults stop it there, named by path. Then
 * `save` sends it; the server checks again, so its refusal (400 with faults) is shown the same
 * way, and a stale base version (409) is a conflict: RELOAD takes the newest and drops the draft.
 * REVERT (from the history) stores an old version as the newest and edits on from there.
 *
 * Pure: effects are placeholders the caller supplies with `.provide`:
 * - actor `load` ({ kind }): resolves `{ version, document }` (version 0: none saved yet).
 * - actor `validate` ({ kind, document }): resolves the faults, `[]` when it may be saved.
 * - actor `save` ({ kind, baseVersion, document }): resolves `{ version }`; rejects with
 *   `LayoutSaveError` when the server refused it (faults or conflict), anything else on failure.
 * - actor `revert` ({ kind, baseVersion, version }): as `save`, resolving `{ version, document }`.
 */

export interface EditorFault {
  path: string;
  reason: string;
}

export type LayoutDocument = Record<string, unknown>;

/** The server refused: its faults (400) or the newest version another editor saved (409). */
export class LayoutSaveError extends Error {
  readonly faults: readonly EditorFault[];
  readonly current: number | null;
  constructor(message: string, refusal: { faults?: readonly EditorFault[]; current?: number }) {
    super(message);
    this.name = 'LayoutSaveError';
    this.faults = refusal.faults ?? [];
    this.current = refusal.current ?? null;
  }
}

export interface LayoutEditorContext {
  readonly kind: string;
  /** The version the draft started from (0: the file, nothing saved yet). */
  readonly baseVersion: number;
  readonly saved: LayoutDocument;
  readonly document: LayoutDocument;
  readonly faults: readonly EditorFault[];
  /** The newest version when a save met another editor's. */
  readonly conflictVersion: number | null;
  /** Why the last load or save failed, in words. */
  readonly failure: string | null;
}

export type LayoutEditorEvent =
  | { type: 'CHANGE'; document: LayoutDocument }
  | { type: 'SAVE' }
  | { type: 'RELOAD' }
  | { type: 'REVERT'; version: number };

export interface LoadedLayout {
  version: number;
  document: LayoutDocument;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const errorOf = (event: unknown) => (event as { error: unknown }).error;
const saveError = (event: unknown) => {
  const error = errorOf(event);
  return error instanceof LayoutSaveError ? error : null;
};

export const LAYOUT_EDITOR_TEXTS = {
  loadFailed: 'The layout could not be loaded. Try again in a moment.',
  saveFailed: 'The layout could not be saved: the server did not answer. Your changes are kept; save again.',
} as const;

export const layoutEditorMachine = setup({
  types: {
    context: {} as LayoutEditorContext,
    events: {} as LayoutEditorEvent,
    input: {} as { kind: string },
  },
  actors: {
    load: fromPromise<LoadedLayout, { kind: string }>(async () => {
      throw new Error('layoutEditor: provide the load actor');
    }),
    validate: fromPromise<EditorFault[], { kind: string; document: LayoutDocument }>(async () => {
      throw new Error('layoutEditor: provide the validate actor');
    }),
    save: fromPromise<{ version: number }, { kind: string; baseVersion: number; document: LayoutDocument }>(
      async () => {
        throw new Error('layoutEditor: provide the save actor');
      },
    ),
    revert: fromPromise<LoadedLayout, { kind: string; baseVersion: number; version: number }>(async () => {
      throw new Error('layoutEditor: provide the revert actor');
    }),
  },
  guards: {
    dirty: ({ context }) => !same(context.document, context.saved),
    hasFaults: ({ event }) => outputOf<EditorFault[]>(event).length > 0,
    refusedWithFaults: ({ event }) => (saveError(event)?.faults.length ?? 0) > 0,
    conflicted: ({ event }) => saveError(event)?.current != null,
  },
  actions: {
    change: assign({
      document: ({ event }) => (event as { document: LayoutDocument }).document,
    }),
    loaded: assign(({ event }) => {
      const { version, document } = outputOf<LoadedLayout>(event);
      return {
        baseVersion: version,
        saved: document,
        document,
        faults: [],
        conflictVersion: null,
        failure: null,
      };
    }),
    showFaults: assign({ faults: ({ event }) => outputOf<EditorFault[]>(event) }),
    showServerFaults: assign({ faults: ({ event }) => saveError(event)?.faults ?? [] }),
    markSaved: assign(({ context, event }) => ({
      baseVersion: outputOf<{ version: number }>(event).version,
      saved: context.document,
      faults: [],
      failure: null,
    })),
    noteConflict: assign({ conflictVersion: ({ event }) => saveError(event)?.current ?? null }),
    failLoad: assign({ failure: LAYOUT_EDITOR_TEXTS.loadFailed }),
    failSave: assign({ failure: LAYOUT_EDITOR_TEXTS.saveFailed }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'layoutEditor',
  context: ({ input }) => ({
    kind: input.kind,
    baseVersion: 0,
    saved: {},
    document: {},
    faults: [],
    conflictVersion: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'editing', actions: 'loaded' },
        onError: { target: 'loadFailed', actions: 'failLoad' },
      },
    },
    loadFailed: {
      on: { RELOAD: 'loading' },
    },
    editing: {
      initial: 'check',
      on: {
        CHANGE: { target: '.check', actions: 'change' },
        REVERT: 'reverting',
      },
      states: {
        check: {
          always: [{ guard: 'dirty', target: 'dirty' }, { target: 'clean' }],
        },
        clean: {},
        dirty: {
          on: { SAVE: '#layoutEditor.validating' },
        },
      },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        src: 'validate',
        input: ({ context }) => ({ kind: context.kind, document: context.document }),
        onDone: [
          { guard: 'hasFaults', target: 'refused', actions: 'showFaults' },
          { target: 'saving', actions: 'showFaults' },
        ],
        onError: { target: 'failed', actions: 'failSave' },
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          kind: context.kind,
          baseVersion: context.baseVersion,
          document: context.document,
        }),
        onDone: { target: 'saved', actions: 'markSaved' },
        onError: [
          { guard: 'refusedWithFaults', target: 'refused', actions: 'showServerFaults' },
          { guard: 'conflicted', target: 'conflict', actions: 'noteConflict' },
          { target: 'failed', actions: 'failSave' },
        ],
      },
    },
    reverting: {
      tags: ['busy'],
      invoke: {
        src: 'revert',
        input: ({ context, event }) => ({
          kind: context.kind,
          baseVersion: context.baseVersion,
          version: (event as { version: number }).version,
        }),
        onDone: { target: 'saved', actions: 'loaded' },
        onError: [
          { guard: 'conflicted', target: 'conflict', actions: 'noteConflict' },
          { target: 'failed', actions: 'failSave' },
        ],
      },
    },
    saved: {
      on: { CHANGE: { target: 'editing.check', actions: 'change' }, REVERT: 'reverting' },
    },
    refused: {
      on: { CHANGE: { target: 'editing.check', actions: 'change' }, SAVE: 'validating' },
    },
    conflict: {
      on: { RELOAD: 'loading', CHANGE: { target: 'editing.check', actions: 'change' } },
    },
    failed: {
      on: { SAVE: 'validating', CHANGE: { target: 'editing.check', actions: 'change' } },
    },
  },
});
