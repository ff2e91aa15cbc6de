import { newsletterTexts } from '@newsroom/rules/newsletter';
import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { commentWriteError } from '../comments/refusal.ts';
import {
  atomicStates,
  deferredActor,
  flush,
  pendingActors,
  replayPath,
  transitionPaths,
} from '../testing/model.ts';
import {
  type NewsletterSignupContext,
  type NewsletterSignupEvent,
  type NewsletterSignupInput,
  newsletterSignupMachine,
  type SubscribeRequest,
  selectNewsletterSignupStatus,
} from './newsletterSignup.machine.ts';

// AB-13 newsletter sign-up: idle → submitting ('Subscribing...', inputs disabled) → subscribed;
// a failure re-enables the button with no message; the server's words about the address are shown
// next to the field.

const notAnAddress = commentWriteError(
  400,
  { error: { param: 'email', message: newsletterTexts.emailInvalid } },
  null,
);
const serverDown = commentWriteError(502, null, null);
const tooMany = commentWriteError(
  429,
  { error: { param: 'rate_limit', message: 'Too many sign-ups' } },
  '120',
);

function start(input: NewsletterSignupInput = { sid: 'tech' }) {
  const subscribe = deferredActor<SubscribeRequest>();
  const log = vi.fn<(error: unknown) => void>();
  const machine = newsletterSignupMachine.provide({
    actors: { subscribe: subscribe.logic },
    actions: { log: (_, { error }) => log(error) },
  });
  const actor = createActor(machine, { input }).start();
  const send = (event: NewsletterSignupEvent) => actor.send(event);
  const status = () => selectNewsletterSignupStatus(actor.getSnapshot());
  const context = () => actor.getSnapshot().context;
  return { actor, subscribe, log, send, status, context };
}

describe('AB-13 newsletterSignupMachine', () => {
  it('AB-13 subscribes the address as typed, busy while the call runs, then thanks', async () => {
    const { send, status, subscribe, actor } = start();
    expect(status()).toBe('idle');
    send({ type: 'CHANGE', value: 'ravi@example.com' });
    send({ type: 'SUBMIT' });
    expect(status()).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(subscribe.last().input).toEqual({ sid: 'tech', email: 'ravi@example.com' });
    // The field is read-only meanwhile: the address sent is the one shown.
    send({ type: 'CHANGE', value: 'other@example.com' });
    send({ type: 'SUBMIT' });
    expect(subscribe.calls).toHaveLength(1);
    subscribe.last().resolve({ sid: 'tech', accepted: true });
    await flush();
    expect(status()).toBe('subscribed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('AB-13 fills in a signed-in reader’s e-mail, unless the reader has typed', () => {
    const prefilled = start();
    prefilled.send({ type: 'PREFILL', email: ' asha@demo.ledger ' });
    expect(prefilled.context().email).toBe('asha@demo.ledger');
    // Only once: a second prefill does not overwrite it.
    prefilled.send({ type: 'PREFILL', email: 'other@demo.ledger' });
    expect(prefilled.context().email).toBe('asha@demo.ledger');

    const typed = start();
    typed.send({ type: 'CHANGE', value: 'r' });
    typed.send({ type: 'CHANGE', value: '' });
    typed.send({ type: 'PREFILL', email: 'asha@demo.ledger' });
    expect(typed.context().email).toBe('');

    const none = start();
    none.send({ type: 'PREFILL', email: '  ' });
    expect(none.context()).toMatchObject({ email: '', typed: false });
  });

  it('AB-13 a failure shows no message and gives the button back, the address kept (spec §8)', async () => {
    const { send, status, subscribe, context, log } = start();
    send({ type: 'CHANGE', value: 'ravi@example.com' });
    send({ type: 'SUBMIT' });
    subscribe.last().reject(serverDown);
    await flush();
    expect(status()).toBe('idle');
    expect(context()).toMatchObject({ email: 'ravi@example.com', fieldError: null, formError: null });
    expect(log).toHaveBeenCalledExactlyOnceWith(serverDown);
    send({ type: 'SUBMIT' });
    subscribe.last().reject(new TypeError('Failed to fetch'));
    await flush();
    expect(context()).toMatchObject({ fieldError: null, formError: null });
  });

  it('AB-13 the server’s words about the address go next to the field, and clear when it changes', async () => {
    const { send, subscribe, context } = start();
    send({ type: 'CHANGE', value: 'ravi@localhost' });
    send({ type: 'SUBMIT' });
    subscribe.last().reject(notAnAddress);
    await flush();
    expect(context()).toMatchObject({ fieldError: newsletterTexts.emailInvalid, formError: null });
    send({ type: 'CHANGE', value: 'ravi@example.com' });
    expect(context().fieldError).toBeNull();
  });

  it('AB-13 any other refusal in words is the form’s message until the next try', async () => {
    const { send, subscribe, context } = start();
    send({ type: 'CHANGE', value: 'ravi@example.com' });
    send({ type: 'SUBMIT' });
    subscribe.last().reject(tooMany);
    await flush();
    expect(context().formError).toBe('Too many sign-ups from you just now. Please try again in 2 minutes.');
    send({ type: 'SUBMIT' });
    expect(context().formError).toBeNull();
  });

  it('AB-13 without a provided actor a sign-up fails quietly (no crash)', async () => {
    const actor = createActor(newsletterSignupMachine, { input: { sid: 'tech' } }).start();
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(selectNewsletterSignupStatus(actor.getSnapshot())).toBe('idle');
  });
});

describe('AB-13 newsletterSignupMachine: model-based (xstate/graph)', () => {
  const events: NewsletterSignupEvent[] = [
    { type: 'CHANGE', value: 'ravi@example.com' },
    { type: 'PREFILL', email: 'asha@demo.ledger' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.subscribe', output: { sid: 'tech', accepted: true } } as never,
    { type: 'xstate.error.actor.subscribe', error: notAnAddress } as never,
    { type: 'xstate.error.actor.subscribe', error: tooMany } as never,
    { type: 'xstate.error.actor.subscribe', error: serverDown } as never,
  ];
  const label = (event: NewsletterSignupEvent) => {
    const e = event as { type: string; value?: string; email?: string; error?: { status?: number } };
    if (e.type === 'CHANGE') return `CHANGE(${e.value})`;
    if (e.type === 'PREFILL') return `PREFILL(${e.email})`;
    if (e.error) return `${e.type.replace('xstate.error.actor.', 'error ')}(${e.error.status})`;
    return e.type.replace('xstate.done.actor.', 'done ');
  };
  const features = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as NewsletterSignupContext;
    return {
      email: context.email,
      typed: context.typed,
      fieldError: context.fieldError,
      formError: context.formError,
    };
  };
  const model = transitionPaths(newsletterSignupMachine, { events, label, features, input: { sid: 'tech' } });

  it('AB-13 reaches every state of the machine', () => {
    expect([...model.states].sort()).toEqual(atomicStates(newsletterSignupMachine));
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const pending = pendingActors();
    const actor = createActor(
      newsletterSignupMachine.provide({ actors: { subscribe: pending.logic<SubscribeRequest>() } }),
      { input: { sid: 'tech' } },
    ).start();
    await replayPath(actor, path, { pending, features });
  });
});

describe('issue 27: the form shown again after a sign-up posted without script was refused', () => {
  it('starts with the address sent and the refusal beside it; a prefill does not replace it', () => {
    const actor = createActor(newsletterSignupMachine, {
      input: {
        sid: 'markets',
        email: 'ravi@localhost',
        refused: { field: 'email', message: 'Please enter a valid e-mail address, like name@example.com.' },
      },
    }).start();
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'ravi@localhost',
      fieldError: 'Please enter a valid e-mail address, like name@example.com.',
      formError: null,
    });
    actor.send({ type: 'PREFILL', email: 'reader@demo.ledger' });
    expect(actor.getSnapshot().context.email).toBe('ravi@localhost');
  });

  it('says a refusal of the whole form as the form’s message', () => {
    const actor = createActor(newsletterSignupMachine, {
      input: {
        sid: 'markets',
        email: 'a@b.example',
        refused: { field: null, message: 'Too many sign-ups.' },
      },
    }).start();
    expect(actor.getSnapshot().context).toMatchObject({ fieldError: null, formError: 'Too many sign-ups.' });
  });
});
