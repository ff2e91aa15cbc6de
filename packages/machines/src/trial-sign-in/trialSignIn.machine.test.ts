import { oneTimeCodeTexts } from '@newsroom/rules/one-time-code';
import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate';
import {
  atomicStates,
  deferredActor,
  flush,
  pendingActors,
  replayPath,
  transitionPaths,
} from '../testing/model.ts';
import {
  type RequestCodeInput,
  SignInRequestError,
  selectResendState,
  selectTrialSignInStatus,
  signInRefusal,
  signInRequestError,
  TRIAL_SIGN_IN_RESEND_MS,
  TRIAL_SIGN_IN_TEXTS,
  type TrialSignInContext,
  type TrialSignInEvent,
  type TrialSignInInput,
  trialSignInMachine,
  type VerifyCodeInput,
} from './trialSignIn.machine.ts';

// AB-09 trial sign-in with a one-time code: choosing → enteringAddress → requestingCode →
// enteringCode (resend after 30 s) → verifying → signedIn, refusals kept per field.

const CHALLENGE = { challengeId: 'AAAAAAAAAAAAAAAAAAAAAA', sentTo: 'x', devCode: '123456' };

function start(input: TrialSignInInput = {}) {
  const clock = new SimulatedClock();
  const requestCode = deferredActor<RequestCodeInput>();
  const verifyCode = deferredActor<VerifyCodeInput>();
  const signedIn = vi.fn<(answer: unknown) => void>();
  const log = vi.fn<(error: unknown) => void>();
  const machine = trialSignInMachine.provide({
    actors: { requestCode: requestCode.logic, verifyCode: verifyCode.logic },
    actions: { signedIn: (_, { answer }) => signedIn(answer), log: (_, { error }) => log(error) },
  });
  const actor = createActor(machine, { input, clock }).start();
  const send = (event: TrialSignInEvent) => actor.send(event);
  const status = () => selectTrialSignInStatus(actor.getSnapshot());
  const context = () => actor.getSnapshot().context;
  return { actor, clock, requestCode, verifyCode, signedIn, log, send, status, context };
}

async function atCode(channel: 'email' | 'mobile' = 'mobile', address = '+91 98765 43210') {
  const form = start();
  form.send({ type: 'CHOOSE', channel });
  form.send({ type: 'CHANGE', field: 'address', value: address });
  form.send({ type: 'SUBMIT' });
  form.requestCode.last().resolve(CHALLENGE);
  await flush();
  return form;
}

describe('AB-09 trialSignIn: the address step', () => {
  it('starts by choosing, and the chosen channel asks for its address', () => {
    const { send, status, context } = start();
    expect(status()).toBe('choosing');
    send({ type: 'CHOOSE', channel: 'email' });
    expect(status()).toBe('enteringAddress');
    expect(context().channel).toBe('email');
    send({ type: 'BACK' });
    expect(status()).toBe('choosing');
  });

  it.each([
    ['email', '', oneTimeCodeTexts.email.required],
    ['email', 'asha@', oneTimeCodeTexts.email.invalid],
    ['mobile', ' ', oneTimeCodeTexts.mobile.required],
    ['mobile', '12345', oneTimeCodeTexts.mobile.invalid],
  ] as const)('%s %j is refused beside the address: %s', (channel, value, message) => {
    const { send, status, context, requestCode } = start();
    send({ type: 'CHOOSE', channel });
    send({ type: 'CHANGE', field: 'address', value });
    send({ type: 'SUBMIT' });
    expect(status()).toBe('enteringAddress');
    expect(context().errors).toEqual({ address: message });
    expect(requestCode.calls).toHaveLength(0);
    // Typing clears it.
    send({ type: 'CHANGE', field: 'address', value: `${value}x` });
    expect(context().errors).toEqual({});
  });

  it('sends the normalised address, and keeps the masked address and the dev code', async () => {
    const { requestCode, status, context } = await atCode('mobile', '098765 43210');
    expect(requestCode.calls[0]?.input).toEqual({ channel: 'mobile', address: '+919876543210' });
    expect(status()).toBe('enteringCode');
    expect(context().challenge).toEqual({
      challengeId: CHALLENGE.challengeId,
      sentTo: '******3210',
      devCode: '123456',
    });
  });

  it('a refusal naming the address is shown beside it, in the server’s words; the address is kept', async () => {
    const { send, requestCode, status, context } = start();
    send({ type: 'CHOOSE', channel: 'email' });
    send({ type: 'CHANGE', field: 'address', value: 'busy@x.in' });
    send({ type: 'SUBMIT' });
    expect(status()).toBe('requestingCode');
    expect(actorHasTag(start, 'busy')).toBe(true);
    requestCode.last().reject(new SignInRequestError(429, 'address', 'We have sent 5 codes.'));
    await flush();
    expect(status()).toBe('enteringAddress');
    expect(context().errors).toEqual({ address: 'We have sent 5 codes.' });
    expect(context().address).toBe('busy@x.in');
  });

  it('an answer that is not a challenge is the form’s message', async () => {
    const { send, requestCode, status, context, log } = start();
    send({ type: 'CHOOSE', channel: 'email' });
    send({ type: 'CHANGE', field: 'address', value: 'a@x.in' });
    send({ type: 'SUBMIT' });
    requestCode.last().resolve({ nope: true });
    await flush();
    expect(status()).toBe('enteringAddress');
    expect(context().errors).toEqual({ form: TRIAL_SIGN_IN_TEXTS.unreadableAnswer });
    expect(log).toHaveBeenCalled();
  });

  it('choosing the other channel clears the address; the same one keeps it', () => {
    const { send, context } = start();
    send({ type: 'CHOOSE', channel: 'email' });
    send({ type: 'CHANGE', field: 'address', value: 'a@x.in' });
    send({ type: 'BACK' });
    send({ type: 'CHOOSE', channel: 'email' });
    expect(context().address).toBe('a@x.in');
    send({ type: 'BACK' });
    send({ type: 'CHOOSE', channel: 'mobile' });
    expect(context().address).toBe('');
  });
});

/** The busy tag is on while a request is out (checked on a fresh actor at requestingCode). */
function actorHasTag(make: typeof start, tag: string): boolean {
  const { send, actor } = make();
  send({ type: 'CHOOSE', channel: 'email' });
  send({ type: 'CHANGE', field: 'address', value: 'a@x.in' });
  send({ type: 'SUBMIT' });
  return actor.getSnapshot().hasTag(tag);
}

describe('AB-09 trialSignIn: the code step', () => {
  it.each([
    ['', oneTimeCodeTexts.code.required],
    ['12a456', oneTimeCodeTexts.code.invalid],
  ])('code %j is refused beside the code: %s', async (code, message) => {
    const { send, status, context, verifyCode } = await atCode();
    send({ type: 'CHANGE', field: 'code', value: code });
    send({ type: 'SUBMIT' });
    expect(status()).toBe('enteringCode');
    expect(context().errors).toEqual({ code: message });
    expect(verifyCode.calls).toHaveLength(0);
  });

  it('verifies the code with the trial asked for, and is signed in', async () => {
    const { send, status, verifyCode, signedIn } = await atCode();
    send({ type: 'CHANGE', field: 'code', value: ' 123 456 ' });
    send({ type: 'SUBMIT' });
    expect(status()).toBe('verifying');
    expect(verifyCode.last().input).toEqual({
      challengeId: CHALLENGE.challengeId,
      code: '123456',
      startTrial: true,
    });
    verifyCode.last().resolve({ ok: true, returnTo: '/' });
    await flush();
    expect(status()).toBe('signedIn');
    expect(signedIn).toHaveBeenCalledWith({ ok: true, returnTo: '/' });
  });

  it('startTrial false is passed on', async () => {
    const form = start({ startTrial: false });
    form.send({ type: 'CHOOSE', channel: 'email' });
    form.send({ type: 'CHANGE', field: 'address', value: 'a@x.in' });
    form.send({ type: 'SUBMIT' });
    form.requestCode.last().resolve(CHALLENGE);
    await flush();
    form.send({ type: 'CHANGE', field: 'code', value: '123456' });
    form.send({ type: 'SUBMIT' });
    expect(form.verifyCode.last().input.startTrial).toBe(false);
  });

  it('a wrong code is shown beside the code in the server’s words; the code is kept', async () => {
    const { send, status, verifyCode, context } = await atCode();
    send({ type: 'CHANGE', field: 'code', value: '000000' });
    send({ type: 'SUBMIT' });
    verifyCode
      .last()
      .reject(signInRequestError(400, { error: { param: 'code', message: 'Not right. 4 more.' } }));
    await flush();
    expect(status()).toBe('enteringCode');
    expect(context().errors).toEqual({ code: 'Not right. 4 more.' });
    expect(context().code).toBe('000000');
  });

  it('BACK from the code goes to the address, forgetting the challenge', async () => {
    const { send, status, context } = await atCode();
    send({ type: 'BACK' });
    expect(status()).toBe('enteringAddress');
    expect(context().challenge).toBeNull();
    expect(context().address).toBe('+91 98765 43210');
  });
});

describe('AB-09 trialSignIn: resend after 30 s (simulated clock)', () => {
  it('waits 30 s, then sends again and waits again', async () => {
    const { send, clock, actor, requestCode, status } = await atCode();
    expect(selectResendState(actor.getSnapshot())).toBe('waiting');
    send({ type: 'RESEND' });
    expect(requestCode.calls).toHaveLength(1);
    clock.increment(TRIAL_SIGN_IN_RESEND_MS - 1);
    expect(selectResendState(actor.getSnapshot())).toBe('waiting');
    clock.increment(1);
    expect(selectResendState(actor.getSnapshot())).toBe('allowed');
    send({ type: 'RESEND' });
    expect(status()).toBe('requestingCode');
    expect(requestCode.calls).toHaveLength(2);
    requestCode.last().resolve({ ...CHALLENGE, challengeId: 'BBBBBBBBBBBBBBBBBBBBBB' });
    await flush();
    expect(status()).toBe('enteringCode');
    expect(actor.getSnapshot().context.challenge?.challengeId).toBe('BBBBBBBBBBBBBBBBBBBBBB');
    expect(selectResendState(actor.getSnapshot())).toBe('waiting');
  });

  it('a refused resend keeps the old challenge and shows the refusal on the form', async () => {
    const { send, clock, requestCode, status, context } = await atCode();
    clock.increment(TRIAL_SIGN_IN_RESEND_MS);
    send({ type: 'RESEND' });
    requestCode.last().reject(new TypeError('fetch failed'));
    await flush();
    expect(status()).toBe('enteringCode');
    expect(context().challenge?.challengeId).toBe(CHALLENGE.challengeId);
    expect(context().errors).toEqual({ form: TRIAL_SIGN_IN_TEXTS.offline });
  });

  it('no resend while a code is being checked', async () => {
    const { send, clock, requestCode, status } = await atCode();
    clock.increment(TRIAL_SIGN_IN_RESEND_MS);
    send({ type: 'CHANGE', field: 'code', value: '123456' });
    send({ type: 'SUBMIT' });
    send({ type: 'RESEND' });
    expect(status()).toBe('verifying');
    expect(requestCode.calls).toHaveLength(1);
  });
});

describe('AB-09 signInRefusal: where each refusal is shown', () => {
  it.each([
    [new SignInRequestError(400, 'address', 'Bad address.'), { field: 'address', message: 'Bad address.' }],
    [new SignInRequestError(400, 'code', 'Expired.'), { field: 'code', message: 'Expired.' }],
    [
      new SignInRequestError(400, 'challengeId', 'x'),
      { field: 'code', message: TRIAL_SIGN_IN_TEXTS.askAgain },
    ],
    [
      new SignInRequestError(429, 'rate_limit', 'Too many code requests; try again in 60 s'),
      { field: 'form', message: 'Too many code requests; try again in 60 s' },
    ],
    [
      new SignInRequestError(502, null, 'Sign-in is unavailable.'),
      { field: 'form', message: 'Sign-in is unavailable.' },
    ],
    [
      new SignInRequestError(500, null, 'internal error'),
      { field: 'form', message: TRIAL_SIGN_IN_TEXTS.serverDown },
    ],
    [new SignInRequestError(400, 'address', ''), { field: 'form', message: TRIAL_SIGN_IN_TEXTS.notSent }],
    [new TypeError('fetch failed'), { field: 'form', message: TRIAL_SIGN_IN_TEXTS.offline }],
    ['nonsense', { field: 'form', message: TRIAL_SIGN_IN_TEXTS.offline }],
  ])('%o → %o', (error, shown) => {
    expect(signInRefusal(error)).toEqual(shown);
  });

  it('reads any error body shape', () => {
    expect(signInRequestError(400, null)).toMatchObject({ status: 400, param: null, message: '' });
    expect(
      signInRequestError(429, { error: { param: 'address', message: 'x'.repeat(400) } }, '60'),
    ).toMatchObject({
      param: 'address',
      message: '',
      retryAfter: 60,
    });
  });
});

describe('AB-09 trialSignIn: model-based, every state and transition', () => {
  const events: TrialSignInEvent[] = [
    { type: 'CHOOSE', channel: 'email' },
    { type: 'CHOOSE', channel: 'mobile' },
    { type: 'CHANGE', field: 'address', value: 'trial@demo.ledger' },
    { type: 'CHANGE', field: 'address', value: 'bad' },
    { type: 'CHANGE', field: 'code', value: '123456' },
    { type: 'CHANGE', field: 'code', value: '1' },
    { type: 'SUBMIT' },
    { type: 'RESEND' },
    { type: 'BACK' },
    // The actors' answers and the resend delay, as the graph walker sends them.
    { type: 'xstate.done.actor.requestCode', output: CHALLENGE } as unknown as TrialSignInEvent,
    { type: 'xstate.error.actor.requestCode', error: new SignInRequestError(429, 'address', 'No.') } as never,
    { type: 'xstate.done.actor.verifyCode', output: { ok: true } } as never,
    { type: 'xstate.error.actor.verifyCode', error: new SignInRequestError(400, 'code', 'Wrong.') } as never,
    { type: 'xstate.after.RESEND_AFTER.trialSignIn.codeSent.resend.waiting' } as never,
  ];
  const label = (event: TrialSignInEvent) =>
    'field' in event
      ? `${event.type}(${event.field}=${event.value})`
      : 'channel' in event
        ? `${event.type}(${event.channel})`
        : event.type;
  const features = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as TrialSignInContext;
    return {
      channel: context.channel,
      address: context.address,
      code: context.code,
      challenge: context.challenge !== null,
      errors: Object.keys(context.errors).sort(),
    };
  };
  const model = transitionPaths(trialSignInMachine, { events, label, features });

  it('reaches every state of the machine', () => {
    expect([...model.states].sort()).toEqual(expect.arrayContaining(atomicStates(trialSignInMachine)));
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const clock = new SimulatedClock();
    const pending = pendingActors();
    const actor = createActor(
      trialSignInMachine.provide({
        actors: {
          requestCode: pending.logic<RequestCodeInput>(),
          verifyCode: pending.logic<VerifyCodeInput>(),
        },
      }),
      { clock, input: {} },
    ).start();
    await replayPath(actor, path, { pending, features, clock, delayMs: TRIAL_SIGN_IN_RESEND_MS });
  });
});
