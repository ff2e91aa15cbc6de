import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  SHARE_COPIED_RESET_MS,
  type ShareEvent,
  type ShareStatus,
  selectShareStatus,
  shareLinks,
  shareMachine,
} from './share.machine.ts';

// AR-10 share: the Web Share API where present, else a menu with copy link, e-mail, WhatsApp, X, LinkedIn.

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(canShare: boolean) {
  const clock = new SimulatedClock();
  let settleShare: { resolve: () => void; reject: (e: unknown) => void } | undefined;
  let settleCopy: { resolve: () => void; reject: (e: unknown) => void } | undefined;
  const nativeShare = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settleShare = { resolve, reject };
      }),
  );
  const copyLink = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settleCopy = { resolve, reject };
      }),
  );
  const machine = shareMachine.provide({
    actors: { nativeShare: fromPromise(nativeShare), copyLink: fromPromise(copyLink) },
  });
  const actor = createActor(machine, { input: { canShare }, clock }).start();
  return {
    actor,
    clock,
    nativeShare,
    copyLink,
    share: () => settleShare,
    copy: () => settleCopy,
    status: () => selectShareStatus(actor.getSnapshot()),
    send: (type: ShareEvent['type']) => actor.send({ type } as ShareEvent),
  };
}

const abort = Object.assign(new Error('cancelled'), { name: 'AbortError' });

describe('AR-10 shareMachine', () => {
  it('uses the native share sheet when canShare, and closes after it', async () => {
    const run = start(true);
    expect(run.status()).toBe('closed');
    run.send('OPEN');
    expect(run.status()).toBe('sharing');
    expect(run.nativeShare).toHaveBeenCalledOnce();
    run.share()?.resolve();
    await flush();
    expect(run.status()).toBe('closed');
  });

  it('a cancelled native share closes; a failed one opens the menu instead', async () => {
    const cancelled = start(true);
    cancelled.send('OPEN');
    cancelled.share()?.reject(abort);
    await flush();
    expect(cancelled.status()).toBe('closed');

    const failed = start(true);
    failed.send('OPEN');
    failed.share()?.reject(new Error('NotAllowedError'));
    await flush();
    expect(failed.status()).toBe('idle');
  });

  it('opens the menu without Web Share; OPEN again, CLOSE or a picked link close it', () => {
    const run = start(false);
    run.send('OPEN');
    expect(run.status()).toBe('idle');
    expect(run.nativeShare).not.toHaveBeenCalled();
    run.send('OPEN');
    expect(run.status()).toBe('closed');
    run.send('OPEN');
    run.send('CLOSE');
    expect(run.status()).toBe('closed');
    run.send('OPEN');
    run.send('PICKED');
    expect(run.status()).toBe('closed');
  });

  it(`copy link shows "copied" for exactly ${SHARE_COPIED_RESET_MS} ms`, async () => {
    const run = start(false);
    run.send('OPEN');
    run.send('COPY');
    expect(run.status()).toBe('copying');
    run.copy()?.resolve();
    await flush();
    expect(run.status()).toBe('copied');
    run.clock.increment(SHARE_COPIED_RESET_MS - 1);
    expect(run.status()).toBe('copied');
    run.clock.increment(1);
    expect(run.status()).toBe('idle');
  });

  it('a failed copy shows copyFailed, then resets; copying again restarts the delay', async () => {
    const run = start(false);
    run.send('OPEN');
    run.send('COPY');
    run.copy()?.reject(new Error('denied'));
    await flush();
    expect(run.status()).toBe('copyFailed');
    run.clock.increment(SHARE_COPIED_RESET_MS - 10);
    run.send('COPY');
    run.copy()?.resolve();
    await flush();
    run.clock.increment(SHARE_COPIED_RESET_MS - 1);
    expect(run.status()).toBe('copied');
    run.clock.increment(1);
    expect(run.status()).toBe('idle');
  });

  it('closing the menu cancels the reset timer (nothing fires later)', async () => {
    const run = start(false);
    run.send('OPEN');
    run.send('COPY');
    run.copy()?.resolve();
    await flush();
    run.send('CLOSE');
    run.clock.increment(SHARE_COPIED_RESET_MS);
    expect(run.status()).toBe('closed');
  });
});

describe('AR-10 shareLinks', () => {
  it('builds e-mail, WhatsApp, X and LinkedIn links with every part encoded', () => {
    const links = shareLinks({ url: 'https://ledger.test/a/b/articleshow/1.cms', title: 'Rates & "bonds"?' });
    const url = encodeURIComponent('https://ledger.test/a/b/articleshow/1.cms');
    const title = encodeURIComponent('Rates & "bonds"?');
    expect(links).toEqual({
      email: `mailto:?subject=${title}&body=${title}%20${url}`,
      whatsapp: `https://wa.me/?text=${title}%20${url}`,
      x: `https://x.com/intent/post?url=${url}&text=${title}`,
      linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    });
    expect(new URL(links.x).searchParams.get('text')).toBe('Rates & "bonds"?');
  });
});

describe('AR-10 shareMachine: model-based (xstate/graph)', () => {
  const ev = (type: string, extra: object = {}) => ({ type, ...extra }) as unknown as ShareEvent;
  const EVENTS: ShareEvent[] = [
    ev('OPEN'),
    ev('CLOSE'),
    ev('COPY'),
    ev('PICKED'),
    ev('xstate.done.actor.nativeShare'),
    ev('xstate.error.actor.nativeShare', { error: abort }),
    ev('xstate.error.actor.nativeShare', { error: new Error('x') }),
    ev('xstate.done.actor.copyLink'),
    ev('xstate.error.actor.copyLink', { error: new Error('x') }),
    ev('xstate.after.COPIED_RESET.share.open.copied'),
    ev('xstate.after.COPIED_RESET.share.open.copyFailed'),
  ];
  const ALL: ShareStatus[] = ['closed', 'copied', 'copyFailed', 'copying', 'idle', 'sharing'];

  it('reaches every state from both starts', () => {
    const seen = new Set<string>();
    for (const canShare of [true, false]) {
      const adjacency = getAdjacencyMap(shareMachine, { events: EVENTS, input: { canShare } });
      for (const { state, nextState } of adjacencyMapToArray(adjacency)) {
        seen.add(selectShareStatus(state));
        seen.add(selectShareStatus(nextState));
      }
    }
    expect([...seen].sort()).toEqual(ALL);
  });

  const reached = new Set<string>();
  describe.each([true, false])('paths with canShare %s', (canShare) => {
    const paths = getShortestPaths(shareMachine, { events: EVENTS, input: { canShare } });
    const name = (path: (typeof paths)[number]) =>
      path.steps
        .map((step) => {
          const event = step.event as { type: string; error?: { name?: string } };
          const short = event.type.replace(/^xstate\.(\w+)\.(?:actor\.)?(\w+).*$/, '$1 $2');
          return event.error?.name === 'AbortError' ? `${short}(abort)` : short;
        })
        .join(' → ') || 'start';
    it.each(paths.map((path) => [`${name(path)} ⇒ ${JSON.stringify(path.state.value)}`, path] as const))(
      '%s',
      async (_, path) => {
        const run = start(canShare);
        reached.add(run.status());
        for (const step of path.steps) {
          const event = step.event as { type: string; error?: unknown };
          if (event.type.startsWith('xstate.after.')) run.clock.increment(SHARE_COPIED_RESET_MS);
          else if (event.type === 'xstate.done.actor.nativeShare') run.share()?.resolve();
          else if (event.type === 'xstate.error.actor.nativeShare') run.share()?.reject(event.error);
          else if (event.type === 'xstate.done.actor.copyLink') run.copy()?.resolve();
          else if (event.type === 'xstate.error.actor.copyLink') run.copy()?.reject(event.error);
          else run.actor.send(event as ShareEvent);
          await flush();
          expect(run.actor.getSnapshot().value).toEqual(step.state.value);
          reached.add(run.status());
        }
      },
    );
  });

  it('the replayed paths reached every state', () => {
    expect([...reached].sort()).toEqual(ALL);
  });
});
