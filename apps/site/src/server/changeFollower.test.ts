import { describe, expect, it } from 'vitest';
import type { ChangesAnswer } from '../content/editorial.ts';
import { followChanges } from './changeFollower.ts';

// Issue 18, purge on publish: the site follows the backend's change log and purges on a change.

type Change = ChangesAnswer['changes'][number];
const change = (id: number, ref = String(id)): Change => ({ id, kind: 'story', ref, at: id });

/** A change log the test writes to, answered as GET /changes would (pages of `page`). */
function changeLog(page = 200) {
  const entries: Change[] = [];
  let down = false;
  const asked: (number | undefined)[] = [];
  return {
    entries,
    asked,
    setDown(value: boolean) {
      down = value;
    },
    async changes(since?: number): Promise<ChangesAnswer> {
      asked.push(since);
      if (down) throw new Error('unreachable');
      const last = entries.at(-1)?.id ?? 0;
      if (since === undefined) return { last, changes: [] };
      const after = entries.filter((entry) => entry.id > since).slice(0, page);
      return { last: after.at(-1)?.id ?? since, changes: after };
    },
  };
}

/** Timers run only when the test says so. */
function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  return {
    setTimer: (run: () => void, ms: number) => {
      const id = next++;
      pending.set(id, { run, ms });
      return id as unknown as { unref?(): unknown };
    },
    clearTimer: (id: unknown) => {
      pending.delete(id as number);
    },
    /** Runs the timers set for `ms`. */
    fire(ms: number) {
      for (const [id, timer] of [...pending]) {
        if (timer.ms !== ms) continue;
        pending.delete(id);
        timer.run();
      }
    },
  };
}

function follower(log: ReturnType<typeof changeLog>) {
  const purges: Change[][] = [];
  const messages: string[] = [];
  const timers = manualTimers();
  const follow = followChanges({
    changes: (since) => log.changes(since),
    purge: (changes) => purges.push(changes),
    everyMs: 0,
    settleMs: 3500,
    log: (message) => messages.push(message),
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
  });
  return { follow, purges, messages, timers };
}

describe('issue 18: following the backend’s change log', () => {
  it('starts where the log stands, then purges once for the changes after it', async () => {
    const log = changeLog();
    log.entries.push(change(1), change(2));
    const { follow, purges } = follower(log);
    await follow.poll();
    expect(purges).toEqual([]);
    await follow.poll();
    expect(purges).toEqual([]);
    log.entries.push(change(3, '125400321'), change(4));
    await follow.poll();
    expect(purges).toEqual([[change(3, '125400321'), change(4)]]);
    expect(log.asked.at(-1)).toBe(4);
    await follow.poll();
    expect(purges).toHaveLength(1);
  });

  it('purges again once the longest backend call has passed, for pages built from the old story meanwhile', async () => {
    const log = changeLog();
    const { follow, purges, timers } = follower(log);
    await follow.poll();
    log.entries.push(change(1));
    await follow.poll();
    expect(purges).toHaveLength(1);
    timers.fire(3500);
    expect(purges).toEqual([[change(1)], [change(1)]]);
  });

  it('reads a backlog page after page in one round', async () => {
    const log = changeLog(2);
    const { follow, purges } = follower(log);
    await follow.poll();
    log.entries.push(change(1), change(2), change(3), change(4), change(5));
    await follow.poll();
    expect(purges).toEqual([[change(1), change(2), change(3), change(4), change(5)]]);
    expect(log.asked.slice(1)).toEqual([0, 2, 4, 5]);
  });

  it('says once that the log cannot be read, keeps its place, and catches up when the backend is back', async () => {
    const log = changeLog();
    const { follow, purges, messages } = follower(log);
    await follow.poll();
    log.setDown(true);
    await follow.poll();
    await follow.poll();
    expect(messages).toEqual(['changes: cannot read the change log (unreachable)']);
    log.entries.push(change(1));
    log.setDown(false);
    await follow.poll();
    expect(purges).toEqual([[change(1)]]);
    expect(messages.at(-1)).toBe('changes: the backend answers again');
  });
});
