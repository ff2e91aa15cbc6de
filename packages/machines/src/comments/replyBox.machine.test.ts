import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { atomicStates, deferredActor, edgeKey, flush, stateKey, transitionPaths } from '../testing/model.ts';
import { opinionsPath } from './comments.ts';
import type { DraftField, ReplySubmission } from './draft.ts';
import type { PostedParams } from './drafting.ts';
import { sampleComment } from './fixtures.ts';
import { CommentWriteError } from './refusal.ts';
import {
  type ReplyBoxContext,
  type ReplyBoxEvent,
  type ReplyBoxInput,
  replyBoxMachine,
  selectCharactersLeft,
  selectOverLimit,
} from './replyBox.machine.ts';

// AR-04 reply box: counter from 1500, parentid/rootid, thank-you with the link to all opinions, close.

const INPUT: ReplyBoxInput = { msid: '125400333', parentId: '501', rootId: '500' };

function start(input: ReplyBoxInput = INPUT) {
  const submit = deferredActor<ReplySubmission>();
  const alert = vi.fn<(message: string) => void>();
  const log = vi.fn<(error: unknown) => void>();
  const posted = vi.fn<(params: PostedParams<ReplySubmission>) => void>();
  const machine = replyBoxMachine.provide({
    actors: { submit: submit.logic },
    actions: {
      alert: (_, { message }) => alert(message),
      log: (_, { error }) => log(error),
      posted: (_, params) => posted(params),
    },
  });
  const actor = createActor(machine, { input }).start();
  const send = (event: ReplyBoxEvent) => actor.send(event);
  const type = (field: DraftField, value: string) => send({ type: 'CHANGE', field, value });
  const value = () => stateKey(actor.getSnapshot().value);
  const left = () => selectCharactersLeft(actor.getSnapshot());
  const over = () => selectOverLimit(actor.getSnapshot());
  return { actor, submit, alert, log, posted, send, type, value, left, over };
}

function filled(input?: ReplyBoxInput) {
  const box = start(input);
  box.type('message', 'Agreed, but the base effect matters.');
  box.type('name', 'Meera');
  box.type('email', 'meera@example.com');
  return box;
}

describe('AR-04 replyBox: the remaining-characters counter', () => {
  it('starts at 1500', () => {
    const { left, over, value } = start();
    expect(value()).toBe('editing.brief');
    expect(left()).toBe(1500);
    expect(over()).toBe(false);
  });

  it.each([
    ['abc', 1497, false],
    ['😀'.repeat(10), 1490, false], // code points, not UTF-16 units
    ['x'.repeat(1499), 1, false],
    ['x'.repeat(1500), 0, false],
    ['x'.repeat(1501), 0, true], // never a negative display
    ['x'.repeat(2000), 0, true],
  ])('%#: %s characters left, over: %s', (message, expected, isOver) => {
    const { type, left, over } = start();
    type('message', message);
    expect(left()).toBe(expected);
    expect(over()).toBe(isOver);
  });

  it('over the limit: SUBMIT raises the same alert and sends nothing', () => {
    const box = filled();
    box.type('message', 'x'.repeat(1501));
    box.send({ type: 'SUBMIT' });
    expect(box.alert).toHaveBeenCalledExactlyOnceWith('You have entered more than 1500 characters');
    expect(box.value()).toBe('editing.details');
    expect(box.submit.calls).toHaveLength(0);
  });

  it('at exactly 0 left it can be sent', () => {
    const box = filled();
    box.type('message', 'x'.repeat(1500));
    box.send({ type: 'SUBMIT' });
    expect(box.value()).toBe('submitting');
  });
});

describe('AR-04 replyBox: sending', () => {
  it('adds parentid and rootid to the comment payload', () => {
    const box = filled();
    box.send({ type: 'SUBMIT' });
    expect(box.submit.last().input).toEqual({
      msid: '125400333',
      message: 'Agreed, but the base effect matters.',
      fromname: 'Meera',
      fromaddress: 'meera@example.com',
      location: '',
      loggedstatus: 0,
      parentid: '501',
      rootid: '500',
    });
  });

  it('a reply to a thread (top-level comment) has the thread as its root', () => {
    const box = filled({ msid: '1', parentId: '500', rootId: '' });
    box.send({ type: 'SUBMIT' });
    expect(box.submit.last().input).toMatchObject({ parentid: '500', rootid: '500' });
  });

  it('signed-in: no details, session name and e-mail', () => {
    const box = start({ ...INPUT, user: { firstName: 'Ravi', email: 'ravi@example.com' } });
    box.type('message', 'Fair point.');
    expect(box.value()).toBe('editing.brief');
    box.send({ type: 'SUBMIT' });
    expect(box.submit.last().input).toMatchObject({
      fromname: 'Ravi',
      fromaddress: 'ravi@example.com',
      loggedstatus: 1,
    });
  });

  it('uses the comment form’s messages', () => {
    const box = start();
    box.type('message', 'abc');
    box.send({ type: 'SUBMIT' });
    expect(box.actor.getSnapshot().context.errors).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email',
    });
  });

  it('success: the thank-you, `posted` with the reply as the server stored it, the link to all opinions', async () => {
    const box = filled();
    box.send({ type: 'SUBMIT' });
    const stored = sampleComment('9100002', [], { A_D_N: 'Meera', C_D: '2026-11-22T19:46:49+05:30' });
    box.submit.last().resolve(stored);
    await flush();
    expect(box.value()).toBe('thanks');
    expect(box.posted).toHaveBeenCalledExactlyOnceWith({
      submission: box.submit.last().input,
      comment: stored,
    });
    expect(opinionsPath(box.actor.getSnapshot().context.msid)).toBe('/opinions/125400333.cms');
  });

  it('CLOSE from the thank-you ends the box (final state)', async () => {
    const box = filled();
    box.send({ type: 'SUBMIT' });
    box.submit.last().resolve(sampleComment('9100002'));
    await flush();
    box.send({ type: 'CLOSE' });
    expect(box.value()).toBe('closed');
    expect(box.actor.getSnapshot().status).toBe('done');
  });

  it('CLOSE while editing ends the box too', () => {
    const box = filled();
    box.send({ type: 'CLOSE' });
    expect(box.actor.getSnapshot().status).toBe('done');
  });

  it('a network error is shown and logged, and the reply is kept', async () => {
    const box = filled();
    box.send({ type: 'SUBMIT' });
    const error = new Error('socket hang up');
    box.submit.last().reject(error);
    await flush();
    expect(box.log).toHaveBeenCalledExactlyOnceWith(error);
    expect(box.value()).toBe('editing.details');
    expect(box.actor.getSnapshot().context.formError).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
    expect(box.actor.getSnapshot().context.draft).toEqual({
      message: 'Agreed, but the base effect matters.',
      name: 'Meera',
      email: 'meera@example.com',
      location: '',
    });
  });

  it.each([
    [
      'an e-mail the server refuses: next to the e-mail',
      new CommentWriteError(400, 'fromaddress', 'Please enter a valid email'),
      { email: 'Please enter a valid email' },
      null,
    ],
    [
      'a parent id the server refuses: the box’s message, in words',
      new CommentWriteError(400, 'parentid', 'must be a numeric id'),
      {},
      'It could not be sent: parentid must be a numeric id. Please reload the page and try again.',
    ],
    [
      'a parent that is gone',
      new CommentWriteError(404, 'parentid', 'no comment 77'),
      {},
      'This comment or story is no longer there. Please reload the page.',
    ],
    [
      'too many replies (429 with Retry-After)',
      new CommentWriteError(429, 'rate_limit', 'Too many comments; try again in 20 s', 20),
      {},
      'Too many replies from you just now. Please try again in 20 seconds.',
    ],
  ])('%s', async (_, error, errors, formError) => {
    const box = filled();
    box.send({ type: 'SUBMIT' });
    box.submit.last().reject(error);
    await flush();
    expect(box.value()).toBe('editing.details');
    expect(box.actor.getSnapshot().context).toMatchObject({ errors, formError });
    expect(box.actor.getSnapshot().context.draft.message).toBe('Agreed, but the base effect matters.');
    expect(box.log).toHaveBeenCalledExactlyOnceWith(error);
    // Sending again clears the box's message.
    box.send({ type: 'SUBMIT' });
    expect(box.actor.getSnapshot().context.formError).toBeNull();
  });

  it('an answer that is not a comment is a failure: shown, logged, the reply kept', async () => {
    const box = filled();
    box.send({ type: 'SUBMIT' });
    box.submit.last().resolve({ ok: true });
    await flush();
    expect(box.value()).toBe('editing.details');
    expect(box.posted).not.toHaveBeenCalled();
    expect(box.actor.getSnapshot().context.formError).toBe(
      'The server’s answer could not be read. Please try again.',
    );
    expect(box.log).toHaveBeenCalledOnce();
  });

  it('ignores CLOSE and typing while sending', () => {
    const box = filled();
    box.send({ type: 'SUBMIT' });
    box.send({ type: 'CLOSE' });
    box.type('message', 'other');
    expect(box.value()).toBe('submitting');
  });
});

describe('AR-04 replyBox: model-based (xstate/graph)', () => {
  type Model = ReplyBoxEvent | { type: string; output?: unknown; error?: unknown };
  const EVENTS: Array<[string, Model]> = [
    ['CLOSE', { type: 'CLOSE' }],
    ['SUBMIT', { type: 'SUBMIT' }],
    ['message "ab"', { type: 'CHANGE', field: 'message', value: 'ab' }],
    ['message "Fair point"', { type: 'CHANGE', field: 'message', value: 'Fair point' }],
    ['message 1501', { type: 'CHANGE', field: 'message', value: 'm'.repeat(1501) }],
    ['name', { type: 'CHANGE', field: 'name', value: 'Meera' }],
    ['email', { type: 'CHANGE', field: 'email', value: 'meera@example.com' }],
    ['sent', { type: 'xstate.done.actor.submit', output: sampleComment('9100002') }],
    ['odd answer', { type: 'xstate.done.actor.submit', output: { ok: true } }],
    ['network error', { type: 'xstate.error.actor.submit', error: new TypeError('Failed to fetch') }],
    [
      'e-mail refused',
      {
        type: 'xstate.error.actor.submit',
        error: new CommentWriteError(400, 'fromaddress', 'Please enter a valid email'),
      },
    ],
  ];
  const labels = new Map(EVENTS.map(([label, event]) => [event, label]));
  const label = (event: Model) => labels.get(event) ?? event.type;
  const features = (snapshot: AnyMachineSnapshot) => {
    const { draft, errors, detailsShown, formError } = snapshot.context as ReplyBoxContext;
    return {
      left: selectCharactersLeft(snapshot as never),
      name: draft.name,
      email: draft.email,
      errors,
      detailsShown,
      formError,
      status: snapshot.status,
    };
  };
  const model = transitionPaths<Model>(replyBoxMachine, {
    events: EVENTS.map(([, event]) => event),
    label,
    features,
    input: INPUT,
  });
  const covered = new Set<string>();
  const reached = new Set<string>();

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const box = start();
    reached.add(stateKey(box.actor.getSnapshot().value));
    for (const step of path.steps.slice(1)) {
      const before = box.actor.getSnapshot().value;
      const event = step.event as { type: string; output?: unknown; error?: unknown };
      if (event.type === 'xstate.done.actor.submit') box.submit.last().resolve(event.output);
      else if (event.type === 'xstate.error.actor.submit') box.submit.last().reject(event.error);
      else box.send(event as ReplyBoxEvent);
      await flush();
      const after = box.actor.getSnapshot();
      expect(after.value).toEqual(step.state.value);
      expect(features(after)).toEqual(features(step.state));
      covered.add(edgeKey(before, label(step.event), after.value));
      reached.add(stateKey(after.value));
    }
  });

  it('reached every state and took every transition of the model', () => {
    for (const edge of model.edges) expect(covered).toContain(edge);
    expect([...reached].sort()).toEqual(atomicStates(replyBoxMachine));
  });
});
