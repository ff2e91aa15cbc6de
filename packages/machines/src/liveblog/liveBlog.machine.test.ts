import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import {
  LIVE_BLOG_MAX_BACKOFF_MS,
  LIVE_BLOG_POLL_MS,
  type LiveBlogContext,
  type LiveBlogEvent,
  type LiveUpdate,
  liveBlogMachine,
  newUpdates,
  selectLiveBlogView,
} from './liveBlog.machine.ts';

// The live blog page's new updates: asked for every 30 s while shown, held behind the
// "new updates" bar until the reader shows them, each once; backing off when the backend fails.

const update = (id: number): LiveUpdate => ({ id: String(id) });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answers: (after: string) => readonly LiveUpdate[] | Error) {
  const clock = new SimulatedClock();
  const asked: string[] = [];
  let setVisible: ((visible: boolean) => void) | null = null;
  const machine = liveBlogMachine.provide({
    actors: {
      fetchUpdates: fromPromise<readonly LiveUpdate[], { after: string }>(async ({ input }) => {
        asked.push(input.after);
        const answer = answers(input.after);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      visibilitySource: fromCallback<LiveBlogEvent>(({ sendBack }) => {
        setVisible = (visible) => sendBack({ type: 'VISIBILITY', visible });
      }),
    },
  });
  const actor = createActor(machine, { input: { newestId: '100' }, clock }).start();
  const poll = async (ms = LIVE_BLOG_POLL_MS) => {
    clock.increment(ms);
    await tick();
  };
  return {
    actor,
    asked,
    poll,
    view: () => selectLiveBlogView(actor.getSnapshot()),
    visible: (visible: boolean) => setVisible?.(visible),
  };
}

describe('live blog updates: asking every 30 s', () => {
  it('asks for the updates after the newest it holds, every 30 000 ms', async () => {
    const blog = start(() => []);
    await blog.poll(LIVE_BLOG_POLL_MS - 1);
    expect(blog.asked).toEqual([]);
    await blog.poll(1);
    expect(blog.asked).toEqual(['100']);
    await blog.poll();
    expect(blog.asked).toEqual(['100', '100']);
  });

  it('holds new updates (newest first) until SHOW, then shows them above the earlier new ones', async () => {
    let next: LiveUpdate[] = [update(102), update(101)];
    const blog = start(() => next);
    await blog.poll();
    expect(blog.view()).toMatchObject({ pending: 2, shown: [] });
    next = [update(103)];
    await blog.poll();
    expect(blog.asked).toEqual(['100', '102']);
    expect(blog.view().pending).toBe(3);
    blog.actor.send({ type: 'SHOW' });
    expect(blog.view()).toMatchObject({ pending: 0, shown: [update(103), update(102), update(101)] });
    next = [update(104)];
    await blog.poll();
    blog.actor.send({ type: 'SHOW' });
    expect(blog.view().shown.map((each) => each.id)).toEqual(['104', '103', '102', '101']);
  });

  it('never adds an update twice, nor one older than the page’s newest, nor a malformed id', () => {
    const context: LiveBlogContext = {
      newestId: 100,
      pending: [update(103)],
      shown: [update(102)],
      failures: 0,
    };
    expect(
      newUpdates(
        [
          update(99),
          update(100),
          update(102),
          update(103),
          update(105),
          update(104),
          update(105),
          { id: 'x1' },
        ],
        context,
      ),
    ).toEqual([update(105), update(104)]);
  });

  it('backs off after failures (60 s, 120 s …, at most 5 minutes) and keeps what it holds', async () => {
    let failing = true;
    const blog = start(() => (failing ? new Error('502') : [update(101)]));
    await blog.poll();
    expect(blog.asked).toHaveLength(1);
    await blog.poll(LIVE_BLOG_POLL_MS * 2 - 1);
    expect(blog.asked).toHaveLength(1);
    await blog.poll(1);
    expect(blog.asked).toHaveLength(2);
    for (let i = 0; i < 6; i += 1) await blog.poll(LIVE_BLOG_MAX_BACKOFF_MS);
    expect(blog.actor.getSnapshot().context.failures).toBeGreaterThanOrEqual(6);
    failing = false;
    await blog.poll(LIVE_BLOG_MAX_BACKOFF_MS);
    expect(blog.view().pending).toBe(1);
    const asked = blog.asked.length;
    await blog.poll(LIVE_BLOG_POLL_MS);
    expect(blog.asked).toHaveLength(asked + 1);
  });

  it('does not ask while the page is hidden, and catches up at once when shown again', async () => {
    const blog = start(() => []);
    blog.visible(false);
    expect(blog.view().status).toBe('hidden');
    await blog.poll(LIVE_BLOG_POLL_MS * 10);
    expect(blog.asked).toEqual([]);
    blog.visible(true);
    await tick();
    expect(blog.asked).toEqual(['100']);
    expect(blog.view().status).toBe('waiting');
  });

  it('SHOW with nothing held changes nothing', () => {
    const blog = start(() => []);
    const before = blog.actor.getSnapshot().context;
    blog.actor.send({ type: 'SHOW' });
    expect(blog.actor.getSnapshot().context).toBe(before);
  });
});

describe('live blog updates: model-based (xstate/graph)', () => {
  const EVENTS: LiveBlogEvent[] = [
    { type: 'SHOW' },
    { type: 'VISIBILITY', visible: false },
    { type: 'VISIBILITY', visible: true },
  ];
  const edges = adjacencyMapToArray(
    getAdjacencyMap(liveBlogMachine, { events: EVENTS, input: { newestId: '7' } }),
  );

  it('reaches waiting, fetching (on becoming visible) and hidden, and only by the drawn transitions', () => {
    const states = new Set(edges.map((edge) => String(edge.nextState.value)));
    expect([...states].sort()).toEqual(['fetching', 'hidden', 'waiting']);
    for (const { state, event, nextState } of edges) {
      if (event.type === 'VISIBILITY' && !event.visible) expect(nextState.value).toBe('hidden');
      if (event.type === 'VISIBILITY' && event.visible)
        expect(nextState.value).toBe(state.value === 'hidden' ? 'fetching' : state.value);
      if (event.type === 'SHOW') expect(nextState.value).toBe(state.value);
      expect(['waiting', 'fetching', 'hidden'].filter((tag) => nextState.hasTag(tag as never))).toHaveLength(
        1,
      );
    }
  });
});
