import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  type BookmarkEvent,
  type BookmarkInput,
  BookmarkSignInError,
  type BookmarkStatus,
  bookmarkMachine,
  isBookmarkPressed,
  selectBookmarkStatus,
} from './bookmark.machine.ts';

// AR-10 bookmark: signed-in readers save a story in the backend; anonymous readers are asked to sign in.

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Pending<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** An actor whose three calls wait until the test settles them. */
function start(input: BookmarkInput = { msid: '101', signedIn: true }) {
  const pending: { check?: Pending<boolean>; save?: Pending<void>; remove?: Pending<void> } = {};
  const wait = <T>(name: keyof typeof pending) =>
    new Promise<T>((resolve, reject) => {
      (pending as Record<string, Pending<T>>)[name] = { resolve, reject };
    });
  const calls: string[] = [];
  const log = vi.fn<(error: unknown) => void>();
  const machine = bookmarkMachine.provide({
    actors: {
      checkSaved: fromPromise(({ input }) => {
        calls.push(`check ${input.msid}`);
        return wait<boolean>('check');
      }),
      save: fromPromise(({ input }) => {
        calls.push(`save ${input.msid}`);
        return wait<void>('save');
      }),
      remove: fromPromise(({ input }) => {
        calls.push(`remove ${input.msid}`);
        return wait<void>('remove');
      }),
    },
    actions: { log: (_, { error }) => log(error) },
  });
  const actor = createActor(machine, { input, clock: new SimulatedClock() }).start();
  const status = () => selectBookmarkStatus(actor.getSnapshot());
  const toggle = () => actor.send({ type: 'TOGGLE' });
  return { actor, pending, calls, log, status, toggle };
}

describe('AR-10 bookmarkMachine', () => {
  it('an anonymous reader is asked to sign in, and nothing is called', () => {
    const { status, toggle, actor, calls } = start({ msid: '101', signedIn: false });
    expect(status()).toBe('anonymous');
    toggle();
    expect(status()).toBe('signInRequired');
    actor.send({ type: 'DISMISS' });
    expect(status()).toBe('anonymous');
    expect(calls).toEqual([]);
  });

  it('a signed-in reader: checks, then saved or not saved', async () => {
    const saved = start();
    expect(saved.status()).toBe('checking');
    expect(saved.calls).toEqual(['check 101']);
    saved.pending.check?.resolve(true);
    await flush();
    expect(saved.status()).toBe('saved');

    const notSaved = start();
    notSaved.pending.check?.resolve(false);
    await flush();
    expect(notSaved.status()).toBe('notSaved');
  });

  it('saves (shown at once), then removes', async () => {
    const { status, toggle, pending, calls } = start();
    pending.check?.resolve(false);
    await flush();
    toggle();
    expect(status()).toBe('saving');
    expect(isBookmarkPressed(status())).toBe(true);
    toggle(); // ignored while the call runs
    pending.save?.resolve();
    await flush();
    expect(status()).toBe('saved');
    toggle();
    expect(status()).toBe('removing');
    expect(isBookmarkPressed(status())).toBe(false);
    pending.remove?.resolve();
    await flush();
    expect(status()).toBe('notSaved');
    expect(calls).toEqual(['check 101', 'save 101', 'remove 101']);
  });

  it('rolls back a failed save or remove, logs it and marks it failed until the next try', async () => {
    const { status, toggle, pending, log, actor } = start();
    pending.check?.resolve(false);
    await flush();
    toggle();
    pending.save?.reject(new Error('503'));
    await flush();
    expect(status()).toBe('notSaved');
    expect(actor.getSnapshot().context.failed).toBe(true);
    expect(log).toHaveBeenCalledOnce();
    toggle();
    expect(actor.getSnapshot().context.failed).toBe(false);
    pending.save?.resolve();
    await flush();
    toggle();
    pending.remove?.reject(new Error('503'));
    await flush();
    expect(status()).toBe('saved');
    expect(actor.getSnapshot().context.failed).toBe(true);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('a press during the check saves when the story is not saved, and keeps it when it is', async () => {
    const first = start();
    first.toggle();
    first.pending.check?.resolve(false);
    await flush();
    expect(first.status()).toBe('saving');

    const second = start();
    second.toggle();
    second.pending.check?.resolve(true);
    await flush();
    expect(second.status()).toBe('saved');
    expect(second.calls).toEqual(['check 101']);
  });

  it('a check failure is logged and shows not saved; a sign-in error asks to sign in', async () => {
    const failing = start();
    failing.pending.check?.reject(new Error('500'));
    await flush();
    expect(failing.status()).toBe('notSaved');
    expect(failing.log).toHaveBeenCalledOnce();

    const anonymous = start({ msid: '101' });
    anonymous.pending.check?.reject(new BookmarkSignInError());
    await flush();
    expect(anonymous.status()).toBe('anonymous');
    expect(anonymous.log).not.toHaveBeenCalled();

    const pressed = start({ msid: '101' });
    pressed.toggle(); // the click that woke the island, replayed before the check answered
    pressed.pending.check?.reject(new BookmarkSignInError());
    await flush();
    expect(pressed.status()).toBe('signInRequired');
  });

  it('without provided actors every call fails and is logged (no crash)', async () => {
    const actor = createActor(bookmarkMachine, { input: { msid: '1', signedIn: true } }).start();
    await flush();
    expect(selectBookmarkStatus(actor.getSnapshot())).toBe('notSaved');
  });
});

describe('AR-10 bookmarkMachine: model-based (xstate/graph)', () => {
  const done = (id: string, output?: unknown) =>
    ({ type: `xstate.done.actor.${id}`, output }) as unknown as BookmarkEvent;
  const error = (id: string, err: unknown) =>
    ({ type: `xstate.error.actor.${id}`, error: err }) as unknown as BookmarkEvent;
  const signInError = new BookmarkSignInError();
  const EVENTS: BookmarkEvent[] = [
    { type: 'TOGGLE' },
    { type: 'DISMISS' },
    done('checkSaved', true),
    done('checkSaved', false),
    error('checkSaved', new Error('x')),
    error('checkSaved', signInError),
    done('save'),
    error('save', new Error('x')),
    error('save', signInError),
    done('remove'),
    error('remove', new Error('x')),
    error('remove', signInError),
  ];
  const ALL: BookmarkStatus[] = [
    'anonymous',
    'checking',
    'notSaved',
    'removing',
    'saved',
    'saving',
    'signInRequired',
  ];
  const inputs: BookmarkInput[] = [
    { msid: '101', signedIn: true },
    { msid: '101', signedIn: false },
  ];

  it('reaches every state from the two starts', () => {
    const seen = new Set<string>();
    for (const input of inputs) {
      const adjacency = getAdjacencyMap(bookmarkMachine, { events: EVENTS, input });
      for (const { state, nextState } of adjacencyMapToArray(adjacency)) {
        seen.add(selectBookmarkStatus(state));
        seen.add(selectBookmarkStatus(nextState));
      }
    }
    expect([...seen].sort()).toEqual(ALL);
  });

  const reached = new Set<string>();
  describe.each(inputs)('paths from %j', (input) => {
    const paths = getShortestPaths(bookmarkMachine, { events: EVENTS, input });
    const name = (path: (typeof paths)[number]) =>
      path.steps
        .map((step) => {
          const event = step.event as { type: string; output?: unknown; error?: unknown };
          const short = event.type.replace(/^xstate\.(done|error)\.actor\./, '$1 ');
          if ('output' in event && event.output !== undefined) return `${short}(${String(event.output)})`;
          if (event.error instanceof BookmarkSignInError) return `${short}(sign-in)`;
          return short;
        })
        .join(' → ') || 'start';

    it.each(paths.map((path) => [`${name(path)} ⇒ ${String(path.state.value)}`, path] as const))(
      '%s',
      async (_, path) => {
        const run = start(input);
        reached.add(run.status());
        for (const step of path.steps) {
          const event = step.event as { type: string; output?: unknown; error?: unknown };
          const match = /^xstate\.(done|error)\.actor\.(checkSaved|save|remove)$/.exec(event.type);
          if (match) {
            const key = match[2] === 'checkSaved' ? 'check' : (match[2] as 'save' | 'remove');
            const settle = run.pending[key] as Pending<unknown> | undefined;
            if (match[1] === 'done') settle?.resolve(event.output);
            else settle?.reject(event.error);
            await flush();
          } else {
            run.actor.send(event as BookmarkEvent);
          }
          expect(run.actor.getSnapshot().value).toEqual(step.state.value);
          reached.add(run.status());
        }
        expect(run.actor.getSnapshot().value).toEqual(path.state.value);
      },
    );
  });

  it('the replayed paths reached every state', () => {
    expect([...reached].sort()).toEqual(ALL);
  });
});
