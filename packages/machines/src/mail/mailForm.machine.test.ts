import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import {
  MAIL_TEXTS,
  type MailFormEvent,
  type MailRequest,
  mailFormMachine,
  selectMailStatus,
  splitRecipients,
  validateMail,
} from './mailForm.machine.ts';

// AR-08 mail this article: the form's states, the spec's rules and alerts.

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(
  options: {
    solve?: (args: { signal: AbortSignal }) => Promise<string>;
    submit?: (request: MailRequest) => Promise<unknown>;
  } = {},
) {
  const alerts: string[] = [];
  const sent: MailRequest[] = [];
  const machine = mailFormMachine.provide({
    actions: { alert: (_, { message }) => alerts.push(message) },
    actors: {
      solveCaptcha: fromPromise(options.solve ?? (async () => 'c29sdXRpb24=')),
      submitMail: fromPromise<unknown, MailRequest>(async ({ input }) => {
        sent.push(input);
        return (options.submit ?? (async () => ({ status: 'success' })))(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { msid: '42' } }).start();
  const status = () => selectMailStatus(actor.getSnapshot());
  const fill = (fields: Partial<Record<'name' | 'toaddress' | 'replyto', string>>) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'EDIT', field: field as 'name', value });
    }
  };
  const verify = async () => {
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (snapshot) => !snapshot.matches({ open: 'verifying' }));
  };
  return { actor, alerts, sent, status, fill, verify };
}

describe('AR-08 validateMail (spec §5)', () => {
  const fields = { name: 'Meena', toaddress: 'a@x.com', replyto: 'm@x.com' };
  it('asks for the captcha first, then the recipients', () => {
    expect(validateMail({ ...fields, toaddress: '' }, null)?.message).toBe(MAIL_TEXTS.captchaRequired);
    expect(validateMail({ ...fields, toaddress: '   ,  ' }, 'sol')?.message).toBe(
      MAIL_TEXTS.recipientRequired,
    );
    expect(validateMail(fields, 'sol')).toBeNull();
  });
  it('checks lengths and addresses', () => {
    expect(validateMail({ ...fields, toaddress: `${'a'.repeat(250)}@x.com` }, 's')?.message).toBe(
      MAIL_TEXTS.recipientsTooLong,
    );
    expect(validateMail({ ...fields, toaddress: 'a@x.com, nope' }, 's')?.message).toBe(
      'nope is not a valid email address',
    );
    expect(validateMail({ ...fields, name: 'n'.repeat(301) }, 's')?.message).toBe(MAIL_TEXTS.nameTooLong);
    expect(validateMail({ ...fields, name: 'n'.repeat(300) }, 's')).toBeNull();
    expect(validateMail({ ...fields, replyto: `${'m'.repeat(300)}@x.com` }, 's')?.message).toBe(
      MAIL_TEXTS.emailTooLong,
    );
    expect(validateMail({ ...fields, replyto: 'nope' }, 's')?.message).toBe(MAIL_TEXTS.emailInvalid);
    expect(validateMail({ ...fields, replyto: '' }, 's')).toBeNull();
  });
  it('splits recipients on commas, trimmed, spaces collapsed', () => {
    expect(splitRecipients('  a@x.com ,   b@y.in,,  ')).toEqual(['a@x.com', 'b@y.in']);
  });
});

describe('AR-08 mailFormMachine', () => {
  it('opens, closes, and keeps typed fields while open', () => {
    const { actor, status, fill } = start();
    expect(status()).toBe('closed');
    actor.send({ type: 'SUBMIT' });
    expect(status()).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(status()).toBe('editing');
    fill({ toaddress: 'a@x.com' });
    actor.send({ type: 'CLOSE' });
    expect(status()).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().context.fields.toaddress).toBe('a@x.com');
  });

  it('without the captcha: alerts the spec message and sends nothing', () => {
    const { actor, alerts, sent, status, fill } = start();
    actor.send({ type: 'OPEN' });
    fill({ toaddress: 'a@x.com' });
    actor.send({ type: 'SUBMIT' });
    expect(alerts).toEqual([MAIL_TEXTS.captchaRequired]);
    expect(actor.getSnapshot().context.error).toEqual({
      field: 'captcha',
      message: MAIL_TEXTS.captchaRequired,
    });
    expect(sent).toEqual([]);
    expect(status()).toBe('editing');
  });

  it('an empty recipient after verifying: the spec message; editing clears it', async () => {
    const { actor, alerts, sent, fill, verify } = start();
    actor.send({ type: 'OPEN' });
    await verify();
    fill({ toaddress: '    ' });
    actor.send({ type: 'SUBMIT' });
    expect(alerts).toEqual([MAIL_TEXTS.recipientRequired]);
    expect(sent).toEqual([]);
    fill({ toaddress: 'a@x.com' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('verifying → submitting → success: alerts, clears the form and closes', async () => {
    const posted = deferred<unknown>();
    const { actor, alerts, sent, status, fill, verify } = start({ submit: () => posted.promise });
    actor.send({ type: 'OPEN' });
    fill({ name: '  Meena   Iyer ', toaddress: ' a@x.com ,  b@y.in ', replyto: ' m@x.com ' });
    await verify();
    expect(actor.getSnapshot().context.solution).toBe('c29sdXRpb24=');
    actor.send({ type: 'VERIFY' });
    expect(status()).toBe('editing');
    actor.send({ type: 'SUBMIT' });
    expect(status()).toBe('submitting');
    expect(sent).toEqual([
      {
        name: 'Meena Iyer',
        toaddress: 'a@x.com, b@y.in',
        replyto: 'm@x.com',
        recaptchaValue: 'c29sdXRpb24=',
        msid: '42',
      },
    ]);
    actor.send({ type: 'CLOSE' });
    expect(status()).toBe('submitting');
    posted.resolve({ status: 'success' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(alerts).toEqual([MAIL_TEXTS.success]);
    expect(actor.getSnapshot().context).toMatchObject({
      fields: { name: '', toaddress: '', replyto: '' },
      solution: null,
      error: null,
    });
  });

  it('failure: alerts, keeps the fields, shows the server message, needs a new captcha', async () => {
    const { actor, alerts, status, fill, verify } = start({
      submit: async () => {
        throw new Error('nope@x is not a valid email address');
      },
    });
    actor.send({ type: 'OPEN' });
    fill({ toaddress: 'a@x.com' });
    await verify();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => !snapshot.matches({ open: 'submitting' }));
    expect(status()).toBe('editing');
    expect(alerts).toEqual([MAIL_TEXTS.failure]);
    expect(actor.getSnapshot().context).toMatchObject({
      fields: { toaddress: 'a@x.com' },
      solution: null,
      error: { field: null, message: 'nope@x is not a valid email address' },
    });
  });

  it('a captcha that cannot be solved shows a message and stays unverified', async () => {
    const { actor, verify, status } = start({ solve: () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'OPEN' });
    await verify();
    expect(status()).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      solution: null,
      error: { field: 'captcha', message: MAIL_TEXTS.captchaFailed },
    });
  });

  it('keeps prefilled sender fields when it clears', async () => {
    const alert = vi.fn();
    const machine = mailFormMachine.provide({
      actions: { alert },
      actors: {
        solveCaptcha: fromPromise(async () => 's'),
        submitMail: fromPromise<unknown, MailRequest>(async () => ({})),
      },
    });
    const actor = createActor(machine, { input: { msid: '1', name: 'Asha', replyto: 'asha@x.com' } }).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'EDIT', field: 'toaddress', value: 'b@y.in' });
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.context.solution !== null);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(actor.getSnapshot().context.fields).toEqual({
      name: 'Asha',
      toaddress: '',
      replyto: 'asha@x.com',
    });
  });
});

describe('AR-08 mailFormMachine: PREFILL (a signed-in reader as the sender)', () => {
  const fields = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.fields;

  it('fills the sender fields, closed or open, and never the recipients', () => {
    const { actor, status } = start();
    actor.send({ type: 'PREFILL', name: ' Asha ', replyto: 'asha@demo.ledger' });
    expect(status()).toBe('closed');
    expect(fields(actor)).toEqual({ name: 'Asha', toaddress: '', replyto: 'asha@demo.ledger' });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'PREFILL', name: 'Asha R', toaddress: 'x@y.in' } as MailFormEvent);
    expect(fields(actor)).toEqual({ name: 'Asha R', toaddress: '', replyto: 'asha@demo.ledger' });
  });

  it('never overwrites what the reader typed, even a field typed empty; fills the others', async () => {
    const { actor, fill, verify, status } = start();
    actor.send({ type: 'OPEN' });
    fill({ name: 'Meena' });
    actor.send({ type: 'PREFILL', name: 'Asha', replyto: 'asha@demo.ledger' });
    expect(fields(actor)).toEqual({ name: 'Meena', toaddress: '', replyto: 'asha@demo.ledger' });
    fill({ replyto: 'meena@x.com' });
    fill({ replyto: '' });
    actor.send({ type: 'PREFILL', replyto: 'asha@demo.ledger' });
    expect(fields(actor).replyto).toBe('');
    // Also while the captcha is being solved.
    actor.send({ type: 'VERIFY' });
    expect(status()).toBe('verifying');
    actor.send({ type: 'PREFILL', name: 'Asha', replyto: 'asha@demo.ledger' });
    expect(fields(actor)).toMatchObject({ name: 'Meena', replyto: '' });
    await verify();
  });

  it('ignores blank values (an anonymous reader fills nothing)', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'PREFILL' });
    actor.send({ type: 'PREFILL', name: '   ', replyto: '' });
    expect(fields(actor)).toEqual({ name: '', toaddress: '', replyto: '' });
  });

  it('is what a sent form comes back to, typed or not', async () => {
    const { actor, fill, verify } = start();
    actor.send({ type: 'OPEN' });
    fill({ name: 'Meena', toaddress: 'b@y.in' });
    actor.send({ type: 'PREFILL', name: 'Asha', replyto: 'asha@demo.ledger' });
    await verify();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(fields(actor)).toEqual({ name: 'Asha', toaddress: '', replyto: 'asha@demo.ledger' });
    expect(actor.getSnapshot().context.typed).toEqual({ name: false, toaddress: false, replyto: false });
  });
});

describe('AR-08 mailFormMachine: graph (xstate/graph)', () => {
  const events: MailFormEvent[] = [
    { type: 'OPEN' },
    { type: 'CLOSE' },
    { type: 'VERIFY' },
    { type: 'SUBMIT' },
    { type: 'EDIT', field: 'toaddress', value: 'a@x.com' },
    { type: 'PREFILL', name: 'Asha', replyto: 'asha@demo.ledger' },
    { type: 'xstate.done.actor.0.mailForm.open.verifying', output: 'sol' } as never,
    { type: 'xstate.error.actor.0.mailForm.open.verifying', error: new Error('x') } as never,
    { type: 'xstate.done.actor.0.mailForm.open.submitting', output: {} } as never,
    { type: 'xstate.error.actor.0.mailForm.open.submitting', error: new Error('x') } as never,
  ];
  const key = (value: unknown) => JSON.stringify(value);

  it('reaches exactly the specified states with the specified transitions', () => {
    const adjacency = getAdjacencyMap(mailFormMachine, { events, input: { msid: '1' } });
    const edges = new Set<string>();
    for (const { state, event, nextState } of adjacencyMapToArray(adjacency)) {
      if (key(state.value) !== key(nextState.value)) {
        edges.add(
          `${key(state.value)} --${event.type.replace(/\.0\.mailForm\.open\.\w+$/, '')}--> ${key(nextState.value)}`,
        );
      }
    }
    expect([...edges].sort()).toEqual(
      [
        '"closed" --OPEN--> {"open":"editing"}',
        '{"open":"editing"} --CLOSE--> "closed"',
        '{"open":"editing"} --VERIFY--> {"open":"verifying"}',
        '{"open":"editing"} --SUBMIT--> {"open":"submitting"}',
        '{"open":"verifying"} --CLOSE--> "closed"',
        '{"open":"verifying"} --xstate.done.actor--> {"open":"editing"}',
        '{"open":"verifying"} --xstate.error.actor--> {"open":"editing"}',
        '{"open":"submitting"} --xstate.done.actor--> "closed"',
        '{"open":"submitting"} --xstate.error.actor--> {"open":"editing"}',
      ].sort(),
    );
  });
});

describe('Hardening #16 mail form', () => {
  it('refuses more addresses than one mail may carry before anything is sent', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `r${i}@x.com`).join(', ');
    expect(validateMail({ name: '', toaddress: eleven, replyto: '' }, 's')).toEqual({
      field: 'toaddress',
      message: 'Send to at most 10 addresses at once',
    });
    expect(
      validateMail({ name: '', toaddress: eleven.replace(/, r10@x\.com$/, ''), replyto: '' }, 's'),
    ).toBeNull();
  });

  it("shows a refusal beside the field it names: the backend's daily cap beside the recipients", async () => {
    const cap = 'You can mail articles to at most 30 people a day, and you have reached that today.';
    const { actor, alerts, fill, verify } = start({
      submit: async () => {
        throw Object.assign(new Error(cap), { field: 'toaddress' });
      },
    });
    actor.send({ type: 'OPEN' });
    fill({ toaddress: 'a@x.com' });
    await verify();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => !snapshot.matches({ open: 'submitting' }));
    expect(alerts).toEqual([MAIL_TEXTS.failure]);
    expect(actor.getSnapshot().context.error).toEqual({ field: 'toaddress', message: cap });
  });

  it('ignores a field it does not know and shows the message with the form', async () => {
    const { actor, fill, verify } = start({
      submit: async () => {
        throw Object.assign(new Error('Too many mail requests'), { field: 'constructor' });
      },
    });
    actor.send({ type: 'OPEN' });
    fill({ toaddress: 'a@x.com' });
    await verify();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => !snapshot.matches({ open: 'submitting' }));
    expect(actor.getSnapshot().context.error).toEqual({ field: null, message: 'Too many mail requests' });
  });

  it('stops the proof of work when the reader closes the form while it runs', async () => {
    let signal: AbortSignal | undefined;
    const { actor, status } = start({
      solve: (args) => {
        signal = args.signal;
        return new Promise<string>(() => {});
      },
    });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'VERIFY' });
    expect(status()).toBe('verifying');
    expect(signal?.aborted).toBe(false);
    actor.send({ type: 'CLOSE' });
    expect(status()).toBe('closed');
    expect(signal?.aborted).toBe(true);
  });
});
