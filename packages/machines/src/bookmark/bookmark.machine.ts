import { and, assign, fromPromise, setup } from 'xstate';

/**
 * AR-10 byline toolbar: save (bookmark) a story, for signed-in readers.
 *
 *   unknown ───────────────▶ checking ─done(saved)──▶ saved
 *           │                        ─done(not)────▶ notSaved      (or saving, when the reader
 *           │                        ─error────────▶ notSaved        pressed during the check)
 *           │                        ─sign-in error▶ anonymous     (or signInRequired, pressed)
 *           └(signedIn: false)─▶ anonymous ─TOGGLE─▶ signInRequired ─DISMISS─▶ anonymous
 *   notSaved ─TOGGLE─▶ saving ─done─▶ saved     ─error─▶ notSaved (rolled back, `failed`)
 *   saved    ─TOGGLE─▶ removing ─done─▶ notSaved ─error─▶ saved   (rolled back, `failed`)
 *   A save or remove that rejects with a sign-in error (the session ended) goes to signInRequired.
 *
 * `saving` and `removing` show the new state at once (optimistic); a failure puts the old one back.
 * Pure: the caller provides the actors `checkSaved` ({ msid }) → boolean, `save` and `remove`
 * ({ msid }) → void (each rejects on failure; with `BookmarkSignInError` when the reader must
 * sign in), and the action `log` ({ error }): the spec's bookmark failures are logged only.
 */

export interface BookmarkInput {
  msid: string;
  /**
   * `false` when the page knows the reader is anonymous (no check is made); otherwise the check
   * finds out: a sign-in error from `checkSaved` means anonymous.
   */
  signedIn?: boolean;
}

export interface BookmarkContext {
  readonly msid: string;
  readonly signedIn: boolean;
  /** The reader pressed save while the check ran: save when the check says "not saved". */
  readonly wantsSave: boolean;
  /** The last change failed and was rolled back (cleared by the next TOGGLE). */
  readonly failed: boolean;
}

export type BookmarkEvent = { type: 'TOGGLE' } | { type: 'DISMISS' };

/** What `checkSaved`, `save` or `remove` reject with when the reader must sign in (e.g. a 401). */
export class BookmarkSignInError extends Error {
  constructor(message = 'sign in to save stories') {
    super(message);
    this.name = 'BookmarkSignInError';
  }
}

export interface BookmarkLogParams {
  error: unknown;
}

/** Placeholders, replaced by the caller: without them every call fails (and is logged). */
function missing<Output>(name: string) {
  return fromPromise<Output, { msid: string }>(async () => {
    throw new Error(`bookmark: no ${name} actor provided`);
  });
}

export const bookmarkMachine = setup({
  types: {
    context: {} as BookmarkContext,
    events: {} as BookmarkEvent,
    input: {} as BookmarkInput,
  },
  actors: {
    checkSaved: missing<boolean>('checkSaved'),
    save: missing<void>('save'),
    remove: missing<void>('remove'),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    // Read on the invoked calls' error events.
    needsSignIn: ({ event }) => (event as { error?: unknown }).error instanceof BookmarkSignInError,
    wantsSave: ({ context }) => context.wantsSave,
  },
  actions: {
    log: (_, _params: BookmarkLogParams) => {},
  },
}).createMachine({
  id: 'bookmark',
  context: ({ input }) => ({
    msid: String(input?.msid ?? ''),
    signedIn: input?.signedIn !== false,
    wantsSave: false,
    failed: false,
  }),
  initial: 'unknown',
  states: {
    unknown: {
      always: [{ guard: 'signedIn', target: 'checking' }, { target: 'anonymous' }],
    },
    checking: {
      on: { TOGGLE: { actions: assign({ wantsSave: true }) } },
      invoke: {
        id: 'checkSaved',
        src: 'checkSaved',
        input: ({ context }) => ({ msid: context.msid }),
        onDone: [
          { guard: ({ event }) => event.output === true, target: 'saved' },
          { guard: 'wantsSave', target: 'saving' },
          { target: 'notSaved' },
        ],
        onError: [
          // Not signed in after all: ask only when the reader already pressed save.
          { guard: and(['needsSignIn', 'wantsSave']), target: 'signInRequired' },
          { guard: 'needsSignIn', target: 'anonymous' },
          {
            target: 'notSaved',
            actions: { type: 'log', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
      exit: assign({ wantsSave: false }),
    },
    anonymous: {
      on: { TOGGLE: { target: 'signInRequired' } },
    },
    signInRequired: {
      on: { DISMISS: { target: 'anonymous' }, TOGGLE: { target: 'anonymous' } },
    },
    notSaved: {
      on: { TOGGLE: { target: 'saving', actions: assign({ failed: false }) } },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ msid: context.msid }),
        onDone: { target: 'saved' },
        onError: [
          { guard: 'needsSignIn', target: 'signInRequired' },
          {
            target: 'notSaved',
            actions: [
              assign({ failed: true }),
              { type: 'log', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    saved: {
      on: { TOGGLE: { target: 'removing', actions: assign({ failed: false }) } },
    },
    removing: {
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ msid: context.msid }),
        onDone: { target: 'notSaved' },
        onError: [
          { guard: 'needsSignIn', target: 'signInRequired' },
          {
            target: 'saved',
            actions: [
              assign({ failed: true }),
              { type: 'log', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
  },
});

export type BookmarkMachine = typeof bookmarkMachine;

export type BookmarkStatus =
  | 'checking'
  | 'anonymous'
  | 'signInRequired'
  | 'notSaved'
  | 'saving'
  | 'saved'
  | 'removing';

/** The state as one word (the transient `unknown` is never observed). */
export function selectBookmarkStatus(snapshot: { value: unknown }): BookmarkStatus {
  const value = snapshot.value;
  return value === 'unknown' ? 'checking' : (value as BookmarkStatus);
}

/** Whether the story shows as saved: saved, and optimistically while saving. */
export function isBookmarkPressed(status: BookmarkStatus): boolean {
  return status === 'saved' || status === 'saving';
}
