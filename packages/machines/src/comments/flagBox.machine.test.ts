import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { atomicStates, deferredActor, edgeKey, flush, stateKey, transitionPaths } from '../testing/model.ts';
import {
  FLAG_REASONS,
  type FlagBoxContext,
  type FlagBoxEvent,
  type FlagBoxInput,
  type FlagReason,
  type FlagReport,
  flagBoxMachine,
} from './flagBox.machine.ts';
import { CommentWriteError } from './refusal.ts';

// AR-05 flag box: the four reasons (Others reveals a text box), name ≤ 100, Report → reported, Close.

function start(input: FlagBoxInput = { commentId: '777' }) {
  const report = deferredActor<FlagReport>();
  const log = vi.fn<(error: unknown) => void>();
  const machine = flagBoxMachine.provide({
    actors: { report: report.logic },
    actions: { log: (_, { error }) => log(error) },
  });
  const actor = createActor(machine, { input }).start();
  const send = (event: FlagBoxEvent) => actor.send(event);
  const value = () => stateKey(actor.getSnapshot().value);
  const context = () => actor.getSnapshot().context;
  return { actor, report, log, send, value, context };
}

describe('AR-05 flagBox: reasons', () => {
  it('lists the spec’s four reasons, in order', () => {
    expect(FLAG_REASONS.map((r) => r.label)).toEqual([
      'Foul language',
      'Slanderous',
      'Inciting hatred against a certain community',
      'Others',
    ]);
  });

  it('starts open with no reason chosen', () => {
    const { value, context } = start();
    expect(value()).toBe('open.unchosen');
    expect(context().reason).toBeNull();
  });

  it.each([
    ['foul-language', 'open.listed'],
    ['slanderous', 'open.listed'],
    ['inciting-hatred', 'open.listed'],
    ['others', 'open.other'],
  ] as const)('choosing %s → %s', (reason, expected) => {
    const { send, value, context } = start();
    send({ type: 'CHOOSE', reason });
    expect(value()).toBe(expected);
    expect(context().reason).toBe(reason);
  });

  it('ignores a reason that is not in the list', () => {
    const { send, value } = start();
    send({ type: 'CHOOSE', reason: 'spam' as FlagReason });
    expect(value()).toBe('open.unchosen');
  });

  it('keeps the Others text when another reason is chosen, and shows it again', () => {
    const { send, context, value } = start();
    send({ type: 'CHOOSE', reason: 'others' });
    send({ type: 'CHANGE', field: 'otherText', value: 'Spam link' });
    send({ type: 'CHOOSE', reason: 'slanderous' });
    expect(value()).toBe('open.listed');
    send({ type: 'CHOOSE', reason: 'others' });
    expect(context().otherText).toBe('Spam link');
  });
});

describe('AR-05 flagBox: validation', () => {
  it.each([
    ['no reason', [], { reason: 'Please choose a reason' }],
    [
      'Others without text',
      [{ type: 'CHOOSE', reason: 'others' }],
      { otherText: 'Please describe the reason' },
    ],
    [
      'Others with blanks only',
      [
        { type: 'CHOOSE', reason: 'others' },
        { type: 'CHANGE', field: 'otherText', value: '   ' },
      ],
      { otherText: 'Please describe the reason' },
    ],
    [
      'Others over 500 characters',
      [
        { type: 'CHOOSE', reason: 'others' },
        { type: 'CHANGE', field: 'otherText', value: 'o'.repeat(501) },
      ],
      { otherText: 'Please describe the reason in 500 characters or fewer' },
    ],
    [
      'a name over 100 characters',
      [
        { type: 'CHOOSE', reason: 'slanderous' },
        { type: 'CHANGE', field: 'name', value: 'n'.repeat(101) },
      ],
      { name: 'Please enter a name of 100 characters or fewer' },
    ],
  ] as Array<[string, FlagBoxEvent[], object]>)('%s', (_, events, errors) => {
    const box = start();
    for (const event of events) box.send(event);
    box.send({ type: 'REPORT' });
    expect(box.context().errors).toEqual(errors);
    expect(box.value()).toMatch(/^open\./);
    expect(box.report.calls).toHaveLength(0);
  });

  it('a name of 100 characters and no name at all are both fine', () => {
    for (const name of ['n'.repeat(100), '']) {
      const box = start();
      box.send({ type: 'CHOOSE', reason: 'foul-language' });
      box.send({ type: 'CHANGE', field: 'name', value: name });
      box.send({ type: 'REPORT' });
      expect(box.value()).toBe('reporting');
    }
  });

  it('choosing a reason drops the reason message; typing drops the text message', () => {
    const box = start();
    box.send({ type: 'REPORT' });
    box.send({ type: 'CHOOSE', reason: 'others' });
    expect(box.context().errors).toEqual({});
    box.send({ type: 'REPORT' });
    box.send({ type: 'CHANGE', field: 'otherText', value: 'x' });
    expect(box.context().errors).toEqual({});
  });
});

describe('AR-05 flagBox: Report → reported, Close', () => {
  it('sends the report for a listed reason', async () => {
    const box = start();
    box.send({ type: 'CHOOSE', reason: 'inciting-hatred' });
    box.send({ type: 'CHANGE', field: 'name', value: ' Kabir ' });
    box.send({ type: 'REPORT' });
    expect(box.value()).toBe('reporting');
    expect(box.report.last().input).toEqual({
      commentId: '777',
      reason: 'Inciting hatred against a certain community',
      reasonText: '',
      name: 'Kabir',
      loggedstatus: 0,
    });
    box.report.last().resolve({ ok: true });
    await flush();
    expect(box.value()).toBe('reported');
    box.send({ type: 'CLOSE' });
    expect(box.actor.getSnapshot().status).toBe('done');
  });

  it('sends the Others text; a signed-in reader reports under the session name', () => {
    const box = start({ commentId: '8', user: { firstName: 'Ravi', email: 'ravi@example.com' } });
    box.send({ type: 'CHOOSE', reason: 'others' });
    box.send({ type: 'CHANGE', field: 'otherText', value: ' Advertising ' });
    box.send({ type: 'REPORT' });
    expect(box.report.last().input).toEqual({
      commentId: '8',
      reason: 'Others',
      reasonText: 'Advertising',
      name: 'Ravi',
      loggedstatus: 1,
    });
  });

  it('a failed report is shown and logged, and the choice is kept', async () => {
    const box = start();
    box.send({ type: 'CHOOSE', reason: 'others' });
    box.send({ type: 'CHANGE', field: 'otherText', value: 'Spam' });
    box.send({ type: 'CHANGE', field: 'name', value: 'Ila' });
    box.send({ type: 'REPORT' });
    const error = new Error('503');
    box.report.last().reject(error);
    await flush();
    expect(box.log).toHaveBeenCalledExactlyOnceWith(error);
    expect(box.value()).toBe('open.other');
    expect(box.context()).toMatchObject({
      reason: 'others',
      otherText: 'Spam',
      name: 'Ila',
      formError: 'We could not reach the server. Please check your connection and try again.',
    });
    box.send({ type: 'REPORT' });
    expect(box.context().formError).toBeNull();
  });

  it.each([
    [
      'others' as const,
      new CommentWriteError(400, 'reasontext', 'Please describe the reason in 500 characters or fewer'),
      { otherText: 'Please describe the reason in 500 characters or fewer' },
      null,
    ],
    [
      'others' as const,
      new CommentWriteError(400, 'username', 'Please enter a name of 100 characters or fewer'),
      { name: 'Please enter a name of 100 characters or fewer' },
      null,
    ],
    [
      'slanderous' as const,
      new CommentWriteError(429, 'rate_limit', 'Too many reports; try again in 600 s', 600),
      {},
      'Too many reports from you just now. Please try again in 10 minutes.',
    ],
    [
      'slanderous' as const,
      new CommentWriteError(404, 'commentid', 'no comment 77'),
      {},
      'This comment or story is no longer there. Please reload the page.',
    ],
    [
      // Others' text is not on screen under another reason: the box carries the message.
      'slanderous' as const,
      new CommentWriteError(400, 'reasontext', 'Please describe the reason'),
      {},
      'Please describe the reason',
    ],
  ])(
    'a refusal while reporting %s (%o) is shown where it belongs',
    async (reason, error, errors, formError) => {
      const box = start();
      box.send({ type: 'CHOOSE', reason });
      box.send({ type: 'CHANGE', field: 'otherText', value: 'Spam' });
      box.send({ type: 'REPORT' });
      box.report.last().reject(error);
      await flush();
      expect(box.context()).toMatchObject({ errors, formError });
    },
  );

  it('a signed-in reporter refused on the name gets the box’s message (the name is the session’s)', async () => {
    const box = start({ commentId: '777', user: { firstName: 'Ravi', email: 'ravi@example.com' } });
    box.send({ type: 'CHOOSE', reason: 'slanderous' });
    box.send({ type: 'REPORT' });
    box.report
      .last()
      .reject(new CommentWriteError(400, 'username', 'Please enter a name of 100 characters or fewer'));
    await flush();
    expect(box.context()).toMatchObject({
      errors: {},
      formError: 'Please enter a name of 100 characters or fewer',
    });
  });

  it('refuses a name with invisible or text-direction characters (Hardening 15)', () => {
    const box = start();
    box.send({ type: 'CHOOSE', reason: 'slanderous' });
    box.send({ type: 'CHANGE', field: 'name', value: 'Ila\u202E' });
    box.send({ type: 'REPORT' });
    expect(box.value()).toBe('open.listed');
    expect(box.context().errors).toEqual({
      name: 'Please remove invisible and text-direction characters from your name',
    });
  });

  it('a failed report of a listed reason goes back to it', async () => {
    const box = start();
    box.send({ type: 'CHOOSE', reason: 'slanderous' });
    box.send({ type: 'REPORT' });
    box.report.last().reject(new Error('x'));
    await flush();
    expect(box.value()).toBe('open.listed');
  });

  it('CLOSE from the open box ends it; nothing is sent', () => {
    const box = start();
    box.send({ type: 'CHOOSE', reason: 'slanderous' });
    box.send({ type: 'CLOSE' });
    expect(box.actor.getSnapshot().status).toBe('done');
    expect(box.report.calls).toHaveLength(0);
  });

  it('ignores CHOOSE, CHANGE and CLOSE while reporting', () => {
    const box = start();
    box.send({ type: 'CHOOSE', reason: 'slanderous' });
    box.send({ type: 'REPORT' });
    box.send({ type: 'CHOOSE', reason: 'others' });
    box.send({ type: 'CLOSE' });
    expect(box.value()).toBe('reporting');
    expect(box.context().reason).toBe('slanderous');
  });
});

describe('AR-05 flagBox: model-based (xstate/graph)', () => {
  type Model = FlagBoxEvent | { type: string; output?: unknown; error?: unknown };
  const EVENTS: Array<[string, Model]> = [
    ...FLAG_REASONS.map(({ value }): [string, Model] => [value, { type: 'CHOOSE', reason: value }]),
    ['other text', { type: 'CHANGE', field: 'otherText', value: 'Spam' }],
    ['name 101', { type: 'CHANGE', field: 'name', value: 'n'.repeat(101) }],
    ['name', { type: 'CHANGE', field: 'name', value: 'Ila' }],
    ['REPORT', { type: 'REPORT' }],
    ['CLOSE', { type: 'CLOSE' }],
    ['reported', { type: 'xstate.done.actor.report', output: {} }],
    ['failed', { type: 'xstate.error.actor.report', error: new Error('503') }],
    [
      'name refused',
      {
        type: 'xstate.error.actor.report',
        error: new CommentWriteError(400, 'username', 'Please enter a name of 100 characters or fewer'),
      },
    ],
  ];
  const labels = new Map(EVENTS.map(([label, event]) => [event, label]));
  const label = (event: Model) => labels.get(event) ?? event.type;
  const features = (snapshot: AnyMachineSnapshot) => {
    const { reason, otherText, name, errors, formError } = snapshot.context as FlagBoxContext;
    return { reason, otherText, name: name.length, errors, formError, status: snapshot.status };
  };
  const model = transitionPaths<Model>(flagBoxMachine, {
    events: EVENTS.map(([, event]) => event),
    label,
    features,
    input: { commentId: '777' },
  });
  const covered = new Set<string>();
  const reached = new Set<string>();

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const box = start();
    reached.add(stateKey(box.actor.getSnapshot().value));
    for (const step of path.steps.slice(1)) {
      const before = box.actor.getSnapshot().value;
      const event = step.event as { type: string; output?: unknown; error?: unknown };
      if (event.type === 'xstate.done.actor.report') box.report.last().resolve(event.output);
      else if (event.type === 'xstate.error.actor.report') box.report.last().reject(event.error);
      else box.send(event as FlagBoxEvent);
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
    expect([...reached].sort()).toEqual(atomicStates(flagBoxMachine, ['open.restoring']));
  });
});
