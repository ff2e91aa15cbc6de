import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { atomicStates, deferredActor, edgeKey, flush, stateKey, transitionPaths } from '../testing/model.ts';
import {
  type CommentFormContext,
  type CommentFormEvent,
  type CommentFormInput,
  commentFormMachine,
} from './commentForm.machine.ts';
import type { CommentSubmission, DraftField } from './draft.ts';
import type { PostedParams } from './drafting.ts';
import { sampleComment } from './fixtures.ts';
import { CommentWriteError } from './refusal.ts';

// AR-03 comment form: closed → open → (details at 3+) → submitting → thanks → closed.

const TOO_LONG = 'You have entered more than 1500 characters';

function start(input: CommentFormInput = { msid: '125400333' }) {
  const submit = deferredActor<CommentSubmission>();
  const alert = vi.fn<(message: string) => void>();
  const log = vi.fn<(error: unknown) => void>();
  const posted = vi.fn<(params: PostedParams) => void>();
  const machine = commentFormMachine.provide({
    actors: { submit: submit.logic },
    actions: {
      alert: (_, { message }) => alert(message),
      log: (_, { error }) => log(error),
      posted: (_, params) => posted(params),
    },
  });
  const actor = createActor(machine, { input }).start();
  const send = (event: CommentFormEvent) => actor.send(event);
  const type = (field: DraftField, value: string) => send({ type: 'CHANGE', field, value });
  const value = () => stateKey(actor.getSnapshot().value);
  const context = () => actor.getSnapshot().context;
  return { actor, submit, alert, log, posted, send, type, value, context };
}

/** An open form with a valid anonymous draft. */
function filled(input?: CommentFormInput) {
  const form = start(input);
  form.send({ type: 'OPEN' });
  form.type('message', '  Rates will stay on hold.  ');
  form.type('name', ' Asha ');
  form.type('email', 'asha@example.com');
  form.type('location', 'Pune');
  return form;
}

describe('AR-03 commentForm: open and the details block', () => {
  it('starts closed and opens on "Post a Comment" (OPEN)', () => {
    const { send, value } = start();
    expect(value()).toBe('closed');
    send({ type: 'OPEN' });
    expect(value()).toBe('open.brief');
  });

  it.each([
    ['', 'open.brief'],
    ['a', 'open.brief'],
    ['ab', 'open.brief'],
    ['abc', 'open.details'],
    ['👍👍', 'open.brief'], // 2 characters (4 UTF-16 units)
    ['👍👍👍', 'open.details'],
    ['🇮🇳', 'open.brief'], // a flag is 2 code points
  ])('message %j → %s', (message, expected) => {
    const { send, type, value } = start();
    send({ type: 'OPEN' });
    type('message', message);
    expect(value()).toBe(expected);
  });

  it('keeps the details shown when the message gets shorter again', () => {
    const { send, type, value } = start();
    send({ type: 'OPEN' });
    type('message', 'abc');
    type('message', 'a');
    expect(value()).toBe('open.details');
  });

  it('CLOSE keeps the draft; OPEN shows it again as it was', () => {
    const { send, type, value, context } = start();
    send({ type: 'OPEN' });
    type('message', 'Half a thought');
    type('name', 'Asha');
    send({ type: 'CLOSE' });
    expect(value()).toBe('closed');
    send({ type: 'OPEN' });
    expect(value()).toBe('open.details');
    expect(context().draft).toMatchObject({ message: 'Half a thought', name: 'Asha' });
  });

  it('a signed-in reader never gets the details block', () => {
    const { send, type, value } = start({
      msid: '1',
      user: { firstName: 'Ravi', email: 'ravi@example.com' },
    });
    send({ type: 'OPEN' });
    type('message', 'A long enough message');
    expect(value()).toBe('open.brief');
  });

  it.each([
    { firstName: '', email: 'a@b.co' },
    { firstName: 'Ravi', email: ' ' },
    { firstName: 7, email: 'a@b.co' },
    'Ravi',
  ])('a session without a first name and e-mail (%j) is asked like an anonymous reader', (user) => {
    const { send, type, value, context } = start({ msid: '1', user: user as CommentFormInput['user'] });
    expect(context().user).toBeNull();
    send({ type: 'OPEN' });
    type('message', 'abc');
    expect(value()).toBe('open.details');
  });
});

describe('AR-03 commentForm: validation messages, exactly', () => {
  it.each([
    ['name', '', 'Please enter your name'],
    ['name', '   ', 'Please enter your name'],
    ['name', 'N'.repeat(21), 'Please enter a name of 20 characters or fewer'],
    ['email', '', 'Please enter your email'],
    ['email', `${'e'.repeat(30)}@example.com`, 'Please enter an email of 40 characters or fewer'],
    ['email', 'asha', 'Please enter a valid email'],
    ['email', 'asha@', 'Please enter a valid email'],
    ['email', 'asha@example', 'Please enter a valid email'],
    ['email', 'asha @example.com', 'Please enter a valid email'],
    ['email', 'asha@example..com', 'Please enter a valid email'],
    // The server's pattern (Hardening 18): the browser used to let these through.
    ['email', 'me@site.c', 'Please enter a valid email'],
    ['email', 'a@b.c1', 'Please enter a valid email'],
    // Invisible and text-direction characters in names (Hardening 15).
    ['name', 'Asha\u202E', 'Please remove invisible and text-direction characters from your name'],
    ['name', 'As\u200Bha', 'Please remove invisible and text-direction characters from your name'],
    ['location', 'Pu\u202Ene', 'Please remove invisible and text-direction characters from your location'],
    ['message', 'nul \u0000 inside', 'Please remove the control characters from your comment'],
    ['location', 'L'.repeat(21), 'Please enter a location of 20 characters or fewer'],
    ['message', '   ', 'Please enter your comment'],
  ] as const)('%s %j → %j, and nothing is sent', (field, value, message) => {
    const form = filled();
    form.type(field, value);
    form.send({ type: 'SUBMIT' });
    expect(form.value()).toBe('open.details');
    expect(form.context().errors).toEqual({ [field]: message });
    expect(form.submit.calls).toHaveLength(0);
    expect(form.alert).not.toHaveBeenCalled();
  });

  it.each([
    ['name', 'N'.repeat(20)],
    ['name', '😀'.repeat(20)], // 20 characters, 40 UTF-16 units
    ['email', `${'e'.repeat(28)}@example.com`], // exactly 40
    ['email', 'first.last+news@mail.co.uk'],
    ['location', 'L'.repeat(20)],
    ['location', ''], // optional
  ] as const)('%s %j is fine', (field, value) => {
    const form = filled();
    form.type(field, value);
    form.send({ type: 'SUBMIT' });
    expect(form.value()).toBe('submitting');
  });

  it('shows every message at once for an empty form, and the details block with them', () => {
    const form = start();
    form.send({ type: 'OPEN' });
    form.send({ type: 'SUBMIT' });
    expect(form.value()).toBe('open.details');
    expect(form.context().errors).toEqual({
      message: 'Please enter your comment',
      name: 'Please enter your name',
      email: 'Please enter your email',
    });
  });

  it('editing a field drops its message only', () => {
    const form = start();
    form.send({ type: 'OPEN' });
    form.send({ type: 'SUBMIT' });
    form.type('name', 'A');
    expect(Object.keys(form.context().errors)).toEqual(['message', 'email']);
  });

  it('over 1500 characters: the alert with the spec text, nothing sent, nothing cut', () => {
    const form = filled();
    const long = 'x'.repeat(1501);
    form.type('message', long);
    form.send({ type: 'SUBMIT' });
    expect(form.alert).toHaveBeenCalledExactlyOnceWith(TOO_LONG);
    expect(form.value()).toBe('open.details');
    expect(form.context().draft.message).toBe(long);
    expect(form.submit.calls).toHaveLength(0);
  });

  it('over 1500 with field problems: the alert and the field messages', () => {
    const form = start();
    form.send({ type: 'OPEN' });
    form.type('message', 'y'.repeat(1600));
    form.send({ type: 'SUBMIT' });
    expect(form.alert).toHaveBeenCalledExactlyOnceWith(TOO_LONG);
    expect(form.context().errors).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email',
    });
  });

  it.each([
    ['1500 characters', 'x'.repeat(1500)],
    ['1500 emoji (3000 UTF-16 units)', '😀'.repeat(1500)],
  ])('%s is within the limit', (_, message) => {
    const form = filled();
    form.type('message', message);
    form.send({ type: 'SUBMIT' });
    expect(form.alert).not.toHaveBeenCalled();
    expect(form.value()).toBe('submitting');
  });

  it('a signed-in reader is checked on the message only', () => {
    const form = start({ msid: '1', user: { firstName: 'Ravi', email: 'ravi@example.com' } });
    form.send({ type: 'OPEN' });
    form.send({ type: 'SUBMIT' });
    expect(form.context().errors).toEqual({ message: 'Please enter your comment' });
    expect(form.value()).toBe('open.brief');
  });
});

describe('AR-03 commentForm: sending', () => {
  it('sends the trimmed anonymous payload', () => {
    const form = filled();
    form.send({ type: 'SUBMIT' });
    expect(form.value()).toBe('submitting');
    expect(form.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(form.submit.last().input).toEqual({
      msid: '125400333',
      message: 'Rates will stay on hold.',
      fromname: 'Asha',
      fromaddress: 'asha@example.com',
      location: 'Pune',
      loggedstatus: 0,
    });
  });

  it('sends the session name and e-mail for a signed-in reader', () => {
    const form = start({ msid: '7', user: { firstName: 'Ravi', email: 'ravi@example.com' } });
    form.send({ type: 'OPEN' });
    form.type('message', 'Well argued.');
    form.type('name', 'Someone Else'); // not shown to them; never sent
    form.send({ type: 'SUBMIT' });
    expect(form.submit.last().input).toEqual({
      msid: '7',
      message: 'Well argued.',
      fromname: 'Ravi',
      fromaddress: 'ravi@example.com',
      location: '',
      loggedstatus: 1,
    });
  });

  it('ignores typing and a second SUBMIT while sending', () => {
    const form = filled();
    form.send({ type: 'SUBMIT' });
    form.type('message', 'changed');
    form.send({ type: 'SUBMIT' });
    form.send({ type: 'CLOSE' });
    expect(form.value()).toBe('submitting');
    expect(form.context().draft.message).toBe('  Rates will stay on hold.  ');
    expect(form.submit.calls).toHaveLength(1);
  });

  it('success: thanks, `posted` with the comment as the server stored it; CLOSE clears and closes', async () => {
    const form = filled();
    form.send({ type: 'SUBMIT' });
    const stored = sampleComment('9100001', [], { A_D_N: 'Asha', C_D: '2026-11-22T19:46:49+05:30' });
    // Extra fields in the answer do not travel on.
    form.submit.last().resolve({ ...stored, author_email: 'asha@example.com' });
    await flush();
    expect(form.value()).toBe('thanks');
    expect(form.posted).toHaveBeenCalledExactlyOnceWith({
      submission: form.submit.last().input,
      comment: stored,
    });
    form.send({ type: 'CLOSE' });
    expect(form.value()).toBe('closed');
    expect(form.context()).toMatchObject({
      draft: { message: '', name: '', email: '', location: '' },
      errors: {},
      detailsShown: false,
    });
    form.send({ type: 'OPEN' });
    expect(form.value()).toBe('open.brief');
  });

  it('OPEN from the thank-you starts a new, empty comment', async () => {
    const form = filled();
    form.send({ type: 'SUBMIT' });
    form.submit.last().resolve(sampleComment('9100001'));
    await flush();
    form.send({ type: 'OPEN' });
    expect(form.value()).toBe('open.brief');
    expect(form.context().draft.message).toBe('');
  });

  it('a network error is shown and logged, and everything typed is kept (back to the details)', async () => {
    const form = filled();
    const before = form.context().draft;
    form.send({ type: 'SUBMIT' });
    const error = new TypeError('Failed to fetch');
    form.submit.last().reject(error);
    await flush();
    expect(form.log).toHaveBeenCalledExactlyOnceWith(error);
    expect(form.alert).not.toHaveBeenCalled();
    expect(form.posted).not.toHaveBeenCalled();
    expect(form.value()).toBe('open.details');
    expect(form.context().draft).toBe(before);
    expect(form.context().errors).toEqual({});
    expect(form.context().formError).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
    // And it can be sent again; that clears the form's message.
    form.send({ type: 'SUBMIT' });
    expect(form.submit.calls).toHaveLength(2);
    expect(form.submit.last().input.message).toBe('Rates will stay on hold.');
    expect(form.context().formError).toBeNull();
  });

  it.each([
    ['fromaddress', 'email', 'Please enter a valid email'],
    ['fromname', 'name', 'Please remove invisible and text-direction characters from your name'],
    ['location', 'location', 'Please enter a location of 20 characters or fewer'],
    ['message', 'message', 'Please remove the control characters from your comment'],
  ] as const)(
    'a 400 naming %s is shown next to the %s field, in the server’s words',
    async (param, field, message) => {
      const form = filled();
      form.send({ type: 'SUBMIT' });
      form.submit.last().reject(new CommentWriteError(400, param, message));
      await flush();
      expect(form.value()).toBe('open.details');
      expect(form.context().errors).toEqual({ [field]: message });
      expect(form.context().formError).toBeNull();
      // Editing the field drops its message, as for the form's own checks.
      form.type(field, 'changed');
      expect(form.context().errors).toEqual({});
    },
  );

  it.each([
    [
      '429 with Retry-After',
      new CommentWriteError(429, 'rate_limit', 'Too many comments; try again in 20 s', 20),
      'Too many comments from you just now. Please try again in 20 seconds.',
    ],
    [
      '429 without Retry-After',
      new CommentWriteError(429, 'rate_limit', 'Slow down'),
      'Too many comments from you just now. Please try again in a minute.',
    ],
    [
      'a 502 from the site (backend down)',
      new CommentWriteError(502, null, 'This service is unavailable just now. Please try again.'),
      'The comments service is not answering just now. Please try again in a moment.',
    ],
    [
      'a 500',
      new CommentWriteError(500, null, 'internal error'),
      'The comments service is not answering just now. Please try again in a moment.',
    ],
    [
      'a 401 (session ended)',
      new CommentWriteError(401, 'session', 'Your session has ended; please sign in again.'),
      'Your session has ended. Please sign in again.',
    ],
    [
      'a 403 from the site (another origin)',
      new CommentWriteError(403, 'origin', 'Requests from other sites are refused.'),
      'Requests from other sites are refused.',
    ],
    [
      'a 409 on the idempotency key',
      new CommentWriteError(409, 'Idempotency-Key', 'was already used for a different comment'),
      'It could not be sent: Idempotency-Key was already used for a different comment. Please reload the page and try again.',
    ],
    [
      'an error without a body',
      new CommentWriteError(400, null, ''),
      'It could not be sent. Please reload the page and try again.',
    ],
  ])('%s is the form’s message, the text kept', async (_, error, message) => {
    const form = filled();
    const before = form.context().draft;
    form.send({ type: 'SUBMIT' });
    form.submit.last().reject(error);
    await flush();
    expect(form.value()).toBe('open.details');
    expect(form.context()).toMatchObject({ formError: message, errors: {} });
    expect(form.context().draft).toBe(before);
  });

  it('a signed-in reader refused on the session’s name gets the form’s message (no field to show it at)', async () => {
    const form = start({ msid: '7', user: { firstName: 'Ravi', email: 'ravi@example.com' } });
    form.send({ type: 'OPEN' });
    form.type('message', 'Well argued.');
    form.send({ type: 'SUBMIT' });
    form.submit.last().reject(new CommentWriteError(400, 'fromname', 'Please enter your name'));
    await flush();
    expect(form.value()).toBe('open.brief');
    expect(form.context()).toMatchObject({ errors: {}, formError: 'Please enter your name' });
  });

  it('an answer that is not a comment is a failure: shown, logged, the text kept', async () => {
    const form = filled();
    form.send({ type: 'SUBMIT' });
    form.submit.last().resolve({ status: 'ok' });
    await flush();
    expect(form.value()).toBe('open.details');
    expect(form.posted).not.toHaveBeenCalled();
    expect(form.context().formError).toBe('The server’s answer could not be read. Please try again.');
    expect(form.log).toHaveBeenCalledOnce();
  });

  it('a signed-in reader is back in the brief form after a network error', async () => {
    const form = start({ msid: '7', user: { firstName: 'Ravi', email: 'ravi@example.com' } });
    form.send({ type: 'OPEN' });
    form.type('message', 'Well argued.');
    form.send({ type: 'SUBMIT' });
    form.submit.last().reject(new Error('500'));
    await flush();
    expect(form.value()).toBe('open.brief');
    expect(form.context().draft.message).toBe('Well argued.');
  });

  it('works without provided effects (the placeholder submit fails; the text stays)', async () => {
    const actor = createActor(commentFormMachine, { input: { msid: '1' } }).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', field: 'message', value: 'Hello there' });
    actor.send({ type: 'CHANGE', field: 'name', value: 'A' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'a@b.co' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: 'details' });
    expect(actor.getSnapshot().context.draft.message).toBe('Hello there');
  });

  it('ignores a CHANGE of an unknown field', () => {
    const form = start();
    form.send({ type: 'OPEN' });
    const before = form.context();
    form.send({ type: 'CHANGE', field: 'password' as DraftField, value: 'x' });
    expect(form.context().draft).toBe(before.draft);
  });
});

describe('AR-03 commentForm: model-based (xstate/graph)', () => {
  type Model = CommentFormEvent | { type: string; output?: unknown; error?: unknown };
  const EVENTS: Array<[string, Model]> = [
    ['OPEN', { type: 'OPEN' }],
    ['CLOSE', { type: 'CLOSE' }],
    ['SUBMIT', { type: 'SUBMIT' }],
    ['message "ab"', { type: 'CHANGE', field: 'message', value: 'ab' }],
    ['message "Good call"', { type: 'CHANGE', field: 'message', value: 'Good call' }],
    ['message 1501', { type: 'CHANGE', field: 'message', value: 'm'.repeat(1501) }],
    ['name', { type: 'CHANGE', field: 'name', value: 'Asha' }],
    ['email', { type: 'CHANGE', field: 'email', value: 'asha@example.com' }],
    ['sent', { type: 'xstate.done.actor.submit', output: sampleComment('9100001') }],
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
    const { draft, errors, detailsShown, formError } = snapshot.context as CommentFormContext;
    return {
      message: draft.message.length,
      name: draft.name,
      email: draft.email,
      errors,
      detailsShown,
      formError,
    };
  };

  describe.each([
    ['anonymous', { msid: '1' }],
    ['signed in', { msid: '1', user: { firstName: 'Ravi', email: 'ravi@example.com' } }],
  ] as const)('%s reader', (_, input) => {
    const model = transitionPaths<Model>(commentFormMachine, {
      events: EVENTS.map(([, event]) => event),
      label,
      features,
      input,
    });
    const covered = new Set<string>();
    const reached = new Set<string>();

    it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const form = start(input);
      reached.add(stateKey(form.actor.getSnapshot().value));
      expect(features(form.actor.getSnapshot())).toEqual(features(path.steps[0]!.state));
      for (const step of path.steps.slice(1)) {
        const before = form.actor.getSnapshot().value;
        const event = step.event as { type: string; output?: unknown; error?: unknown };
        const alerts = form.alert.mock.calls.length;
        if (event.type === 'xstate.done.actor.submit') form.submit.last().resolve(event.output);
        else if (event.type === 'xstate.error.actor.submit') form.submit.last().reject(event.error);
        else form.send(event as CommentFormEvent);
        await flush();
        const after = form.actor.getSnapshot();
        expect(after.value).toEqual(step.state.value);
        expect(features(after)).toEqual(features(step.state));
        // The alert runs exactly for a SUBMIT of a message over 1500 characters.
        const alerted =
          event.type === 'SUBMIT' && stateKey(before).startsWith('open') && features(after).message > 1500;
        expect(form.alert.mock.calls.length - alerts).toBe(alerted ? 1 : 0);
        covered.add(edgeKey(before, label(step.event), after.value));
        reached.add(stateKey(after.value));
      }
    });

    it('reached every state and took every transition of the model', () => {
      for (const edge of model.edges) expect(covered).toContain(edge);
      const expected = atomicStates(commentFormMachine).filter(
        (state) => !('user' in input && state === 'open.details'),
      );
      expect([...reached].sort()).toEqual(expected);
    });
  });
});
