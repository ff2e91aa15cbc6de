import type { ChangesAnswer } from '../content/editorial.ts';

// Issue 18, purge on publish. Each site instance asks the backend every few seconds for the
// editorial changes since the last one it saw (GET /changes?since=) and, when there are any,
// drops what it kept: its page cache turns stale (re-rendered on the next request, still there to
// stand in while the backend fails) and the content client forgets its stories and lists. The
// edge keeps a page at most s-maxage (30 s) after that, so a change reaches readers within
// poll + 30 s (docs/architecture/0003-edge-and-instances.md).

export interface ChangeFollowerOptions {
  changes(since?: number): Promise<ChangesAnswer>;
  /** Drops what the site kept; called once per batch of changes. */
  purge(changes: ChangesAnswer['changes']): void;
  everyMs: number;
  /**
   * A page or list being built while the purge ran was read before the change and is stored
   * after it; purging again once that long has passed (the longest a backend call may take)
   * drops it too.
   */
  settleMs: number;
  log(message: string): void;
  setTimer?: (run: () => void, ms: number) => { unref?(): unknown };
  clearTimer?: (timer: unknown) => void;
}

export interface ChangeFollower {
  /** One round now (tests; the timer calls it too). */
  poll(): Promise<void>;
  stop(): void;
}

/** The most change pages read in one round: a site far behind catches up over several rounds. */
const maxPagesPerRound = 5;

export function followChanges(options: ChangeFollowerOptions): ChangeFollower {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as NodeJS.Timeout));
  /** The newest change seen; undefined until the backend first answered. */
  let last: number | undefined;
  let failing = false;
  let stopped = false;
  let timer: unknown;
  let settle: unknown;

  async function round(): Promise<void> {
    if (last === undefined) {
      // Where the log stands: what came before is older than anything this process cached.
      last = (await options.changes()).last;
      return;
    }
    const seen: ChangesAnswer['changes'] = [];
    for (let page = 0; page < maxPagesPerRound; page++) {
      const answer = await options.changes(last);
      seen.push(...answer.changes);
      last = Math.max(last, answer.last);
      if (answer.changes.length === 0) break;
    }
    if (seen.length === 0) return;
    options.purge(seen);
    clearTimer(settle);
    settle = setTimer(() => {
      if (!stopped) options.purge(seen);
    }, options.settleMs);
    (settle as { unref?(): unknown }).unref?.();
  }

  async function poll(): Promise<void> {
    try {
      await round();
      if (failing) options.log('changes: the backend answers again');
      failing = false;
    } catch (error) {
      // The caches' own lifetimes still bound how old a page gets; say so once, not every round.
      if (!failing) options.log(`changes: cannot read the change log (${(error as Error).message})`);
      failing = true;
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimer(() => {
      void poll().finally(schedule);
    }, options.everyMs);
    (timer as { unref?(): unknown }).unref?.();
  }

  if (options.everyMs > 0) {
    void poll().finally(schedule);
  }
  return {
    poll,
    stop() {
      stopped = true;
      clearTimer(timer);
      clearTimer(settle);
    },
  };
}
