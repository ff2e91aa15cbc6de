import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { atomicStates, deferredActor, edgeKey, flush, stateKey, transitionPaths } from '../testing/model.ts';
import { type Comment, CommentsHttpError, errorText } from './comments.ts';
import {
  type CommentsListContext,
  type CommentsListEvent,
  type CommentsListInput,
  commentsListMachine,
  type FetchPageInput,
  selectCommentsListState,
} from './commentsList.machine.ts';
import { nestedThread, sampleAnswer, sampleComment } from './fixtures.ts';

// AR-02 comments list: loading / loaded / error / loading more, paged by threads, header skipped.

function start(input: CommentsListInput = { msid: '125400333' }) {
  const fetchPage = deferredActor<FetchPageInput>();
  const machine = commentsListMachine.provide({ actors: { fetchPage: fetchPage.logic } });
  const actor = createActor(machine, { input }).start();
  const state = () => selectCommentsListState(actor.getSnapshot());
  const context = () => actor.getSnapshot().context;
  const answer = async (output: unknown) => {
    fetchPage.last().resolve(output);
    await flush();
  };
  const fail = async (error: unknown) => {
    fetchPage.last().reject(error);
    await flush();
  };
  return { actor, fetchPage, state, context, answer, fail };
}

const ids = (comments: readonly Comment[]): unknown[] =>
  comments.map((c) => (c.CHILD.length ? [c._id, ids(c.CHILD)] : c._id));

const threads = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => sampleComment(`t${from + i}`));

describe('AR-02 commentsList: first page', () => {
  it('starts loading and asks for page 1 of 25 threads', () => {
    const { state, fetchPage } = start();
    expect(state()).toBe('loading');
    expect(fetchPage.calls.map((c) => c.input)).toEqual([{ msid: '125400333', pagenum: 1, size: 25 }]);
  });

  it('shows the threads and keeps the header', async () => {
    const { state, context, answer } = start();
    await answer(sampleAnswer({ totalcount: 120, cmt_c: 73 }, threads(1, 25)));
    expect(state()).toBe('loaded');
    expect(context()).toMatchObject({
      header: { totalcount: 120, cmt_c: 73 },
      page: 1,
      hasMore: true,
      error: null,
    });
    expect(context().comments).toHaveLength(25);
  });

  it('an article without comments is an empty list with nothing more', async () => {
    const { state, context, answer } = start();
    await answer([{ totalcount: 0, cmt_c: 0 }]);
    expect(state()).toBe('loaded');
    expect(context()).toMatchObject({
      comments: [],
      page: 1,
      hasMore: false,
      header: { totalcount: 0, cmt_c: 0 },
    });
  });

  it('keeps nested replies (CHILD) at any depth', async () => {
    const { context, answer } = start();
    await answer(sampleAnswer({ totalcount: 5, cmt_c: 1 }, [nestedThread('a', 4)]));
    expect(ids(context().comments)).toEqual([['a', [['a.1', [['a.1.1', [['a.1.1.1', ['a.1.1.1.1']]]]]]]]]);
  });

  it('uses the given page size', () => {
    const { fetchPage } = start({ msid: '1', pageSize: 10 });
    expect(fetchPage.last().input).toEqual({ msid: '1', pagenum: 1, size: 10 });
  });

  it.each([0, -1, 2.5, Number.NaN, '25'])('falls back to 25 for the page size %j', (pageSize) => {
    const { fetchPage } = start({ msid: '1', pageSize: pageSize as number });
    expect(fetchPage.last().input.size).toBe(25);
  });
});

describe('AR-02 commentsList: the three error texts', () => {
  it.each([
    ['an HTTP failure', new CommentsHttpError(404, 'Not Found'), 'Failed to fetch comments: Not Found'],
    [
      'an HTTP failure without status text (HTTP/2)',
      new CommentsHttpError(503, ''),
      'Failed to fetch comments: Service Unavailable',
    ],
    ['an unknown status without text', new CommentsHttpError(599), 'Failed to fetch comments: HTTP 599'],
    [
      'an HTTP error from another copy of the module',
      Object.assign(new Error('x'), { name: 'CommentsHttpError', statusText: 'Bad Gateway' }),
      'Failed to fetch comments: Bad Gateway',
    ],
    ['a network failure', new TypeError('Failed to fetch'), 'Something went wrong while fetching comments.'],
    [
      'a JSON syntax error',
      new SyntaxError('Unexpected token <'),
      'Something went wrong while fetching comments.',
    ],
    ['a thrown string', 'boom', 'Something went wrong while fetching comments.'],
  ])('%s', async (_, error, message) => {
    const { state, context, fail } = start();
    await fail(error);
    expect(state()).toBe('error');
    expect(context().error).toBe(message);
    expect(errorText(context().error ?? '')).toBe(`Error: ${message}`);
  });

  it.each([
    ['an object', { comments: [] }],
    ['null', null],
    ['a string', '<html>'],
    ['an empty array', []],
    ['a header without counts', [{ total: 3 }]],
    ['a negative count', [{ totalcount: -1, cmt_c: 0 }]],
    ['a comment without id', [{ totalcount: 1, cmt_c: 1 }, { C_T: 'hi' }]],
    ['a comment without text', [{ totalcount: 1, cmt_c: 1 }, { _id: '1' }]],
    [
      'a CHILD that is not a list',
      [
        { totalcount: 1, cmt_c: 1 },
        { _id: '1', C_T: 'x', CHILD: 'no' },
      ],
    ],
    [
      'a bad reply deep down',
      [
        { totalcount: 2, cmt_c: 1 },
        { _id: '1', C_T: 'x', CHILD: [{ _id: '2', C_T: 'y', CHILD: [7] }] },
      ],
    ],
  ])('an answer that is %s is "Invalid data format received from the server."', async (_, output) => {
    const { state, context, answer } = start();
    await answer(output);
    expect(state()).toBe('error');
    expect(context().error).toBe('Invalid data format received from the server.');
  });

  it('reads loose comments: numeric id, missing CHILD and counts; unknown fields dropped', async () => {
    const { context, answer } = start();
    await answer([
      { totalcount: 1, cmt_c: 1 },
      { _id: 42, C_T: 'hi', email: 'x@y.z', A_D_N: 7 },
    ]);
    expect(context().comments).toEqual([
      {
        _id: '42',
        A_D_N: '',
        C_D: '',
        C_T: 'hi',
        PIU: null,
        user_reward: { statusPoints: 0 },
        AC_A_C: 0,
        AC_D_C: 0,
        CHILD: [],
      },
    ]);
  });

  it('RETRY fetches page 1 again and counts the retry until a success', async () => {
    const { actor, state, context, fail, answer, fetchPage } = start();
    await fail(new TypeError('offline'));
    actor.send({ type: 'RETRY' });
    expect(state()).toBe('loading');
    expect(context().retries).toBe(1);
    await fail(new TypeError('offline'));
    actor.send({ type: 'RETRY' });
    expect(context().retries).toBe(2);
    await answer(sampleAnswer({ totalcount: 1, cmt_c: 1 }, threads(1, 1)));
    expect(state()).toBe('loaded');
    expect(context()).toMatchObject({ retries: 0, error: null });
    expect(fetchPage.calls.map((c) => c.input.pagenum)).toEqual([1, 1, 1]);
  });
});

describe('AR-02 commentsList: load more', () => {
  async function loadedWith(cmt_c: number, first: Comment[], pageSize = 2) {
    const list = start({ msid: '9', pageSize });
    await list.answer(sampleAnswer({ totalcount: cmt_c * 2, cmt_c }, first));
    return list;
  }

  it('asks for the next page and appends its threads, skipping its header', async () => {
    const { actor, state, context, answer, fetchPage } = await loadedWith(5, threads(1, 2));
    actor.send({ type: 'LOAD_MORE' });
    expect(state()).toBe('loadingMore');
    expect(fetchPage.last().input).toEqual({ msid: '9', pagenum: 2, size: 2 });
    // The later page's header (other counts) must not replace page 1's, nor be shown as a comment.
    await answer(sampleAnswer({ totalcount: 999, cmt_c: 999 }, threads(3, 2)));
    expect(state()).toBe('loaded');
    expect(ids(context().comments)).toEqual(['t1', 't2', 't3', 't4']);
    expect(context()).toMatchObject({ header: { totalcount: 10, cmt_c: 5 }, page: 2, hasMore: true });
  });

  it('stops when all threads are loaded (page × size ≥ cmt_c)', async () => {
    const { actor, context, answer, fetchPage } = await loadedWith(4, threads(1, 2));
    actor.send({ type: 'LOAD_MORE' });
    await answer(sampleAnswer({ totalcount: 8, cmt_c: 4 }, threads(3, 2)));
    expect(context()).toMatchObject({ page: 2, hasMore: false });
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(fetchPage.calls).toHaveLength(2);
  });

  it('stops at a short or empty page whatever the header says', async () => {
    const { actor, context, answer } = await loadedWith(50, threads(1, 2));
    actor.send({ type: 'LOAD_MORE' });
    await answer(sampleAnswer({ totalcount: 1, cmt_c: 1 }, threads(3, 1)));
    expect(context()).toMatchObject({ page: 2, hasMore: false });
    expect(ids(context().comments)).toEqual(['t1', 't2', 't3']);

    const other = await loadedWith(50, threads(1, 2));
    other.actor.send({ type: 'LOAD_MORE' });
    await other.answer([{ totalcount: 0, cmt_c: 0 }]);
    expect(other.context()).toMatchObject({ page: 2, hasMore: false });
  });

  it('does not show a thread twice when the pages shifted (someone posted meanwhile)', async () => {
    const { actor, context, answer } = await loadedWith(6, threads(1, 2));
    actor.send({ type: 'LOAD_MORE' });
    await answer(sampleAnswer({ totalcount: 14, cmt_c: 7 }, [sampleComment('t2'), sampleComment('t3')]));
    expect(ids(context().comments)).toEqual(['t1', 't2', 't3']);
    expect(context()).toMatchObject({ page: 2, hasMore: true });
  });

  it('a failed load more keeps the threads and gives the same texts; LOAD_MORE or RETRY tries the page again', async () => {
    const { actor, state, context, fail, answer, fetchPage } = await loadedWith(5, threads(1, 2));
    actor.send({ type: 'LOAD_MORE' });
    await fail(new CommentsHttpError(500, 'Internal Server Error'));
    expect(state()).toBe('loadMoreError');
    expect(context().error).toBe('Failed to fetch comments: Internal Server Error');
    expect(ids(context().comments)).toEqual(['t1', 't2']);

    actor.send({ type: 'LOAD_MORE' });
    await answer('<html>');
    expect(context().error).toBe('Invalid data format received from the server.');

    actor.send({ type: 'RETRY' });
    await fail(new TypeError('offline'));
    expect(context().error).toBe('Something went wrong while fetching comments.');
    expect(context().retries).toBe(2);

    actor.send({ type: 'RETRY' });
    expect(fetchPage.calls.map((c) => c.input.pagenum)).toEqual([1, 2, 2, 2, 2]);
    await answer(sampleAnswer({ totalcount: 10, cmt_c: 5 }, threads(3, 2)));
    expect(state()).toBe('loaded');
    expect(context()).toMatchObject({ error: null, retries: 0, page: 2 });
  });

  it('ignores LOAD_MORE while loading more (no second request)', async () => {
    const { actor, fetchPage } = await loadedWith(9, threads(1, 2));
    actor.send({ type: 'LOAD_MORE' });
    actor.send({ type: 'LOAD_MORE' });
    expect(fetchPage.calls).toHaveLength(2);
  });
});

describe('AR-02 commentsList: the reader’s own posts', () => {
  const mine = sampleComment('9100001', [], { A_D_N: 'Asha', C_T: 'First!' });

  async function loaded() {
    const list = start();
    await list.answer(sampleAnswer({ totalcount: 7, cmt_c: 2 }, [nestedThread('a', 4), sampleComment('b')]));
    return list;
  }

  it('ADD_COMMENT puts the new comment at the top and counts it', async () => {
    const { actor, context } = await loaded();
    actor.send({ type: 'ADD_COMMENT', comment: mine });
    expect(context().comments[0]).toBe(mine);
    expect(context().header).toEqual({ totalcount: 8, cmt_c: 3 });
    actor.send({ type: 'ADD_COMMENT', comment: mine }); // the same post twice is shown once
    expect(context().comments.filter((c) => c._id === '9100001')).toHaveLength(1);
  });

  it.each([
    [
      'a thread',
      'b',
      [
        ['a', [['a.1', [['a.1.1', [['a.1.1.1', ['a.1.1.1.1']]]]]]]],
        ['b', ['r']],
      ],
    ],
    [
      'a reply 4 deep',
      'a.1.1.1.1',
      [['a', [['a.1', [['a.1.1', [['a.1.1.1', [['a.1.1.1.1', ['r']]]]]]]]]], 'b'],
    ],
    ['a reply in the middle', 'a.1', [['a', [['a.1', [['a.1.1', [['a.1.1.1', ['a.1.1.1.1']]]], 'r']]]], 'b']],
  ])('ADD_REPLY under %s adds it as the last reply of its parent', async (_, parentId, expected) => {
    const { actor, context } = await loaded();
    const before = context().comments;
    actor.send({ type: 'ADD_REPLY', parentId, comment: sampleComment('r') });
    expect(ids(context().comments)).toEqual(expected);
    expect(context().header).toEqual({ totalcount: 8, cmt_c: 2 });
    // Threads off the path are the same objects (cheap re-render).
    const untouched = parentId === 'b' ? 0 : 1;
    expect(context().comments[untouched]).toBe(before[untouched]);
  });

  it('ADD_REPLY under a comment that is not shown is ignored', async () => {
    const { actor, context } = await loaded();
    const before = context();
    actor.send({ type: 'ADD_REPLY', parentId: 'nope', comment: sampleComment('r') });
    expect(context()).toBe(before);
  });

  it('before the first page, posts are left to the load (nothing to add them to)', () => {
    const { actor, context } = start();
    actor.send({ type: 'ADD_COMMENT', comment: mine });
    expect(context().comments).toEqual([]);
  });
});

describe('AR-02 commentsList: page 1 given by the caller', () => {
  it('starts loaded without fetching', () => {
    const { state, context, fetchPage } = start({
      msid: '1',
      pageSize: 2,
      firstPage: sampleAnswer({ totalcount: 3, cmt_c: 3 }, threads(1, 2)),
    });
    expect(state()).toBe('loaded');
    expect(context()).toMatchObject({ page: 1, hasMore: true });
    expect(fetchPage.calls).toHaveLength(0);
  });

  it('starts in error for a first page that is not a comments page; RETRY fetches it', () => {
    const { actor, state, context, fetchPage } = start({ msid: '1', firstPage: { nope: true } });
    expect(state()).toBe('error');
    expect(context().error).toBe('Invalid data format received from the server.');
    actor.send({ type: 'RETRY' });
    expect(fetchPage.last().input).toEqual({ msid: '1', pagenum: 1, size: 25 });
  });

  it('the placeholder fetchPage fails with the catch-all text', async () => {
    const actor = createActor(commentsListMachine, { input: { msid: '1' } }).start();
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Something went wrong while fetching comments.');
  });
});

describe('AR-02 commentsList: model-based (xstate/graph)', () => {
  type Model = CommentsListEvent | { type: string; output?: unknown; error?: unknown };
  const H = { totalcount: 10, cmt_c: 5 };
  const EVENTS: Array<[string, Model]> = [
    ['LOAD_MORE', { type: 'LOAD_MORE' }],
    ['RETRY', { type: 'RETRY' }],
    ['ADD_COMMENT', { type: 'ADD_COMMENT', comment: sampleComment('mine') }],
    ['ADD_REPLY', { type: 'ADD_REPLY', parentId: 't1', comment: sampleComment('reply') }],
    ['page 1', { type: 'xstate.done.actor.fetchPage', output: sampleAnswer(H, threads(1, 2)) }],
    [
      'page 2',
      {
        type: 'xstate.done.actor.fetchPage',
        output: sampleAnswer({ totalcount: 0, cmt_c: 0 }, threads(3, 2)),
      },
    ],
    ['short page', { type: 'xstate.done.actor.fetchPage', output: sampleAnswer(H, threads(5, 1)) }],
    ['header only', { type: 'xstate.done.actor.fetchPage', output: [H] }],
    ['not an array', { type: 'xstate.done.actor.fetchPage', output: { html: true } }],
    [
      'HTTP 503',
      { type: 'xstate.error.actor.fetchPage', error: new CommentsHttpError(503, 'Service Unavailable') },
    ],
    ['network down', { type: 'xstate.error.actor.fetchPage', error: new TypeError('Failed to fetch') }],
  ];
  const labels = new Map(EVENTS.map(([label, event]) => [event, label]));
  const label = (event: Model) => labels.get(event) ?? event.type;
  const features = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as CommentsListContext;
    const { msid: _m, pageSize: _p, comments, ...rest } = context;
    return { ...rest, comments: ids(comments) };
  };
  const model = transitionPaths<Model>(commentsListMachine, {
    events: EVENTS.map(([, event]) => event),
    label,
    features,
    input: { msid: '9', pageSize: 2 },
    // Keep the graph finite: one retry in a row, one post and one reply of the reader.
    filterEvents: (snapshot, event) => {
      const context = snapshot.context as CommentsListContext;
      if (event.type === 'RETRY' || (event.type === 'LOAD_MORE' && snapshot.value === 'loadMoreError')) {
        return context.retries < 1;
      }
      if (event.type === 'ADD_COMMENT')
        return context.page <= 1 && !context.comments.some((c) => c._id === 'mine');
      if (event.type === 'ADD_REPLY')
        return context.page <= 1 && !JSON.stringify(ids(context.comments)).includes('reply');
      return true;
    },
  });
  const covered = new Set<string>();
  const reached = new Set<string>();

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const list = start({ msid: '9', pageSize: 2 });
    reached.add(stateKey(list.actor.getSnapshot().value));
    expect(features(list.actor.getSnapshot())).toEqual(features(path.steps[0]!.state));
    for (const step of path.steps.slice(1)) {
      const before = list.actor.getSnapshot().value;
      const event = step.event as { type: string; output?: unknown; error?: unknown };
      if (event.type === 'xstate.done.actor.fetchPage') await list.answer(event.output);
      else if (event.type === 'xstate.error.actor.fetchPage') await list.fail(event.error);
      else list.actor.send(event as CommentsListEvent);
      const after = list.actor.getSnapshot();
      expect(after.value).toEqual(step.state.value);
      expect(features(after)).toEqual(features(step.state));
      covered.add(edgeKey(before, label(step.event), after.value));
      reached.add(stateKey(after.value));
    }
  });

  it('reached every state and took every transition of the model', () => {
    expect(model.paths.length).toBeGreaterThan(30);
    for (const edge of model.edges) expect(covered).toContain(edge);
    expect([...reached].sort()).toEqual(atomicStates(commentsListMachine, ['starting']));
  });
});
