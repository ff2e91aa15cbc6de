import { afterEach, describe, expect, it } from 'vitest';
import type { Challenge } from './captchaSolver.ts';
import { solveOffPage } from './mailEffects.ts';

// Hardening #16, in Chromium: the proof of work runs in a worker, so the page keeps answering
// while it works, and closing the dialog ends it. The work is the last number of a 30,000 one:
// thirty batches, however fast or slow the machine (nothing here is timed).

const RealWorker = globalThis.Worker;
const made: Worker[] = [];
const terminated: Worker[] = [];

class CountedWorker extends RealWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    made.push(this);
  }

  override terminate() {
    terminated.push(this);
    super.terminate();
  }
}

afterEach(() => {
  globalThis.Worker = RealWorker;
  made.length = 0;
  terminated.length = 0;
});

async function challengeFor(number: number, maxnumber: number): Promise<Challenge> {
  const salt = 'feedc0de0123456789abcdef?expires=1893456000';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}${number}`));
  const challenge = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { algorithm: 'SHA-256', challenge, salt, maxnumber, signature: '0'.repeat(64) };
}

describe('Hardening #16 the proof of work in the browser', () => {
  it('solves in a worker while the page keeps running its own tasks', async () => {
    globalThis.Worker = CountedWorker;
    const challenge = await challengeFor(30_000, 30_000);
    let solved = false;
    const solving = solveOffPage(challenge).then((number) => {
      solved = true;
      return number;
    });
    // A task queued as the work starts: on a page the work froze, it would run only after it.
    const solvedAtThePagesNextTurn = await new Promise<boolean>((resolve) =>
      setTimeout(() => resolve(solved), 0),
    );
    expect(solvedAtThePagesNextTurn).toBe(false);
    expect(await solving).toBe(30_000);
    expect(made).toHaveLength(1);
    expect(terminated).toEqual(made);
  });

  it('ends the worker when the reader closes the dialog', async () => {
    globalThis.Worker = CountedWorker;
    const controller = new AbortController();
    const solving = solveOffPage(await challengeFor(30_000, 30_000), controller.signal);
    controller.abort(new DOMException('closed', 'AbortError'));
    await expect(solving).rejects.toThrow('closed');
    expect(made).toHaveLength(1);
    expect(terminated).toEqual(made);
  });
});
