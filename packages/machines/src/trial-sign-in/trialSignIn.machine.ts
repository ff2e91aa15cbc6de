import {
  type CodeChannel,
  checkAddress,
  checkCode,
  maskAddress,
  oneTimeCodeRules,
  oneTimeCodeTexts,
} from '@newsroom/rules/one-time-code';
import { type AnyMachineSnapshot, assign, fromPromise, not, setup, stateIn } from 'xstate';

/**
 * AB-09 "Trial-eligible users get Google or mobile-number sign-in buttons", as a one-time code:
 *
 *   choosing ──CHOOSE(email|mobile)──▶ enteringAddress ──SUBMIT (valid)──▶ requestingCode
 *       ▲                                  │  ▲ BACK                          │ done      │ refused
 *       └──────────── BACK ────────────────┘  └──────────── BACK ───────┐     ▼           ▼
 *                                                                       codeSent     enteringAddress
 *   codeSent (parallel):                                                  (or codeSent on a resend)
 *     step:   enteringCode ──SUBMIT (6 digits)──▶ verifying ──done──▶ signedIn
 *                  ▲────────────── refused (the server's words by field) ──┘
 *     resend: waiting ──after RESEND_AFTER (30 s)──▶ allowed ──RESEND──▶ requestingCode
 *
 * Refusals are kept per field (`errors.address`, `errors.code`, `errors.form`) in the server's
 * words: a 400 naming `address`/`code` goes beside that field, anything else (429, 5xx, the
 * network) on the form. What the reader typed is kept. The shared rules (@newsroom/rules/
 * one-time-code) check the address and the code before anything is sent, and mask the address
 * for "We sent a code to …".
 *
 * Pure: effects are placeholders the caller supplies with `.provide`:
 * - actor `requestCode` (input: { channel, address }): resolve with the server's answer
 *   `{ challengeId, sentTo?, expiresAt?, devCode? }`; reject on any failure, ideally with a
 *   `SignInRequestError` (or anything with `status`, `param`, `message`).
 * - actor `verifyCode` (input: { challengeId, code, startTrial }): resolve with `{ ok: true, … }`.
 * - action `signedIn` ({ answer }): after success (e.g. reload the page to show the trial).
 * - action `log` ({ error }).
 */

export type TrialSignInField = 'address' | 'code';
export type TrialSignInErrors = Partial<Record<TrialSignInField | 'form', string>>;

export interface CodeChallengeInfo {
  challengeId: string;
  /** The address masked by the shared rules, e.g. `tr*al@demo.ledger`, `******3210`. */
  sentTo: string;
  /** Only when the backend runs in development mode (SHOW_ONE_TIME_CODES). */
  devCode: string | null;
}

export interface TrialSignInContext {
  readonly startTrial: boolean;
  readonly channel: CodeChannel | null;
  readonly address: string;
  readonly code: string;
  readonly challenge: CodeChallengeInfo | null;
  readonly errors: TrialSignInErrors;
}

export interface TrialSignInInput {
  /** Start the free trial with the sign-in (default true: the buttons sit in the trial blocker). */
  startTrial?: boolean;
}

export type TrialSignInEvent =
  | { type: 'CHOOSE'; channel: CodeChannel }
  | { type: 'CHANGE'; field: TrialSignInField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RESEND' }
  | { type: 'BACK' };

export interface RequestCodeInput {
  channel: CodeChannel;
  address: string;
}
export interface VerifyCodeInput {
  challengeId: string;
  code: string;
  startTrial: boolean;
}

export const TRIAL_SIGN_IN_RESEND_MS = oneTimeCodeRules.resendAfterMs;

/** A request the server answered with an error (`{ error: { param, message } }`). */
export class SignInRequestError extends Error {
  readonly status: number;
  readonly param: string | null;
  readonly retryAfter: number | null;
  constructor(status: number, param: string | null, message: string, retryAfter: number | null = null) {
    super(message);
    this.name = 'SignInRequestError';
    this.status = status;
    this.param = param;
    this.retryAfter = retryAfter;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error for a failed answer: status, the parsed body (any shape) and Retry-After. */
export function signInRequestError(status: number, body: unknown, retryAfter: string | null = null) {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const param = typeof error.param === 'string' && error.param !== '' ? error.param : null;
  const message =
    typeof error.message === 'string' && error.message.trim() !== '' && error.message.length <= 300
      ? error.message.trim()
      : '';
  const seconds = retryAfter !== null && /^\d{1,6}$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
  return new SignInRequestError(status, param, message, seconds);
}

export const TRIAL_SIGN_IN_TEXTS = {
  offline: 'We could not reach the server. Please check your connection and try again.',
  serverDown: 'Sign-in is not answering just now. Please try again in a moment.',
  unreadableAnswer: 'The server’s answer could not be read. Please try again.',
  notSent: 'That could not be sent. Please reload the page and try again.',
  askAgain: 'Please ask for a new code.',
} as const;

/** Where a refusal is shown: beside a field, or on the form; in the server's words where it has some. */
export function signInRefusal(error: unknown): { field: TrialSignInField | 'form'; message: string } {
  if (!isRecord(error) || typeof error.status !== 'number') {
    return { field: 'form', message: TRIAL_SIGN_IN_TEXTS.offline };
  }
  const status = error.status;
  const param = typeof error.param === 'string' ? error.param : null;
  const message = typeof error.message === 'string' ? error.message : '';
  if (status >= 500) {
    return { field: 'form', message: /^\p{Lu}/u.test(message) ? message : TRIAL_SIGN_IN_TEXTS.serverDown };
  }
  if (param === 'address' && message !== '') return { field: 'address', message };
  if (param === 'code' && message !== '') return { field: 'code', message };
  if (param === 'challengeId') return { field: 'code', message: TRIAL_SIGN_IN_TEXTS.askAgain };
  return { field: 'form', message: message !== '' ? message : TRIAL_SIGN_IN_TEXTS.notSent };
}

/** The challenge of a `requestCode` answer, or null when it is not one. */
export function readChallenge(
  output: unknown,
  channel: CodeChannel,
  address: string,
): CodeChallengeInfo | null {
  if (
    !isRecord(output) ||
    typeof output.challengeId !== 'string' ||
    !/^[\w-]{1,64}$/.test(output.challengeId)
  ) {
    return null;
  }
  const devCode =
    typeof output.devCode === 'string' && /^\d{6}$/.test(output.devCode) ? output.devCode : null;
  return { challengeId: output.challengeId, sentTo: maskAddress(channel, address), devCode };
}

const signedInAnswer = (output: unknown) => isRecord(output) && output.ok === true;

const normalisedAddress = (context: TrialSignInContext): string => {
  const checked = checkAddress(context.channel, context.address);
  return checked.ok ? checked.address : context.address;
};

const normalisedCode = (context: TrialSignInContext): string => {
  const checked = checkCode(context.code);
  return checked.ok ? checked.code : context.code;
};

const without = (errors: TrialSignInErrors, ...fields: (keyof TrialSignInErrors)[]): TrialSignInErrors => {
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
};

export const trialSignInMachine = setup({
  types: {
    context: {} as TrialSignInContext,
    events: {} as TrialSignInEvent,
    input: {} as TrialSignInInput,
  },
  delays: { RESEND_AFTER: TRIAL_SIGN_IN_RESEND_MS },
  actors: {
    // Placeholders, replaced by the caller through `.provide({ actors })`.
    requestCode: fromPromise<unknown, RequestCodeInput>(async () => {
      throw new Error('trialSignIn: provide the requestCode actor');
    }),
    verifyCode: fromPromise<unknown, VerifyCodeInput>(async () => {
      throw new Error('trialSignIn: provide the verifyCode actor');
    }),
  },
  guards: {
    validAddress: ({ context }) => checkAddress(context.channel, context.address).ok,
    validCode: ({ context }) => checkCode(context.code).ok,
    hasChallenge: ({ context }) => context.challenge !== null,
    answeredWithChallenge: ({ context, event }) =>
      context.channel !== null &&
      readChallenge((event as { output?: unknown }).output, context.channel, normalisedAddress(context)) !==
        null,
    answeredSignedIn: ({ event }) => signedInAnswer((event as { output?: unknown }).output),
  },
  actions: {
    // Placeholders, replaced by the caller through `.provide({ actions })`.
    signedIn: (_, _params: { answer: unknown }) => {},
    log: (_, _params: { error: unknown }) => {},
    choose: assign(({ context, event }) => {
      if (event.type !== 'CHOOSE') return {};
      const same = context.channel === event.channel;
      return { channel: event.channel, address: same ? context.address : '', errors: {} };
    }),
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const errors = without(context.errors, event.field, 'form');
      return event.field === 'address' ? { address: event.value, errors } : { code: event.value, errors };
    }),
    showAddressError: assign(({ context }) => {
      const checked = checkAddress(context.channel, context.address);
      return checked.ok ? {} : { errors: { ...context.errors, address: checked.message } };
    }),
    showCodeError: assign(({ context }) => {
      const checked = checkCode(context.code);
      return checked.ok ? {} : { errors: { ...context.errors, code: checked.message } };
    }),
    clearErrors: assign({ errors: {} }),
    keepChallenge: assign(({ context, event }) => ({
      challenge:
        context.channel === null
          ? null
          : readChallenge(
              (event as { output?: unknown }).output,
              context.channel,
              normalisedAddress(context),
            ),
      code: '',
      errors: {},
    })),
    forgetChallenge: assign({ challenge: null, code: '', errors: {} }),
    refused: assign(({ context, event }) => {
      const { field, message } = signInRefusal((event as { error?: unknown }).error);
      return { errors: { ...context.errors, [field]: message } };
    }),
    unreadableAnswer: assign(({ context }) => ({
      errors: { ...context.errors, form: TRIAL_SIGN_IN_TEXTS.unreadableAnswer },
    })),
  },
}).createMachine({
  id: 'trialSignIn',
  context: ({ input }) => ({
    startTrial: input?.startTrial !== false,
    channel: null,
    address: '',
    code: '',
    challenge: null,
    errors: {},
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: { CHOOSE: { target: 'enteringAddress', actions: 'choose' } },
    },
    enteringAddress: {
      tags: ['editing'],
      on: {
        CHANGE: { guard: ({ event }) => event.field === 'address', actions: 'change' },
        SUBMIT: [
          { guard: 'validAddress', target: 'requestingCode', actions: 'clearErrors' },
          { actions: 'showAddressError' },
        ],
        BACK: { target: 'choosing', actions: 'clearErrors' },
      },
    },
    requestingCode: {
      tags: ['busy'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({
          channel: context.channel as CodeChannel,
          address: normalisedAddress(context),
        }),
        onDone: [
          { guard: 'answeredWithChallenge', target: 'codeSent', actions: 'keepChallenge' },
          {
            guard: 'hasChallenge',
            target: 'codeSent',
            actions: ['unreadableAnswer', { type: 'log', params: ({ event }) => ({ error: event.output }) }],
          },
          {
            target: 'enteringAddress',
            actions: ['unreadableAnswer', { type: 'log', params: ({ event }) => ({ error: event.output }) }],
          },
        ],
        onError: [
          {
            guard: 'hasChallenge',
            target: 'codeSent',
            actions: ['refused', { type: 'log', params: ({ event }) => ({ error: event.error }) }],
          },
          {
            target: 'enteringAddress',
            actions: ['refused', { type: 'log', params: ({ event }) => ({ error: event.error }) }],
          },
        ],
      },
    },
    codeSent: {
      type: 'parallel',
      states: {
        step: {
          initial: 'enteringCode',
          states: {
            enteringCode: {
              tags: ['editing'],
              on: {
                CHANGE: { guard: ({ event }) => event.field === 'code', actions: 'change' },
                SUBMIT: [
                  { guard: 'validCode', target: 'verifying', actions: 'clearErrors' },
                  { actions: 'showCodeError' },
                ],
                BACK: { target: '#trialSignIn.enteringAddress', actions: 'forgetChallenge' },
              },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({
                  challengeId: context.challenge?.challengeId ?? '',
                  code: normalisedCode(context),
                  startTrial: context.startTrial,
                }),
                onDone: [
                  {
                    guard: 'answeredSignedIn',
                    target: '#trialSignIn.signedIn',
                    actions: { type: 'signedIn', params: ({ event }) => ({ answer: event.output }) },
                  },
                  {
                    target: 'enteringCode',
                    actions: [
                      'unreadableAnswer',
                      { type: 'log', params: ({ event }) => ({ error: event.output }) },
                    ],
                  },
                ],
                onError: {
                  target: 'enteringCode',
                  actions: ['refused', { type: 'log', params: ({ event }) => ({ error: event.error }) }],
                },
              },
            },
          },
        },
        resend: {
          initial: 'waiting',
          states: {
            waiting: { after: { RESEND_AFTER: 'allowed' } },
            allowed: {
              on: {
                RESEND: {
                  // Not while a code is being checked: its answer would land on a new challenge.
                  guard: not(stateIn('#trialSignIn.codeSent.step.verifying')),
                  target: '#trialSignIn.requestingCode',
                  actions: 'clearErrors',
                },
              },
            },
          },
        },
      },
    },
    signedIn: {
      tags: ['done'],
      type: 'final',
    },
  },
});

export type TrialSignInMachine = typeof trialSignInMachine;

export type TrialSignInStatus =
  | 'choosing'
  | 'enteringAddress'
  | 'requestingCode'
  | 'enteringCode'
  | 'verifying'
  | 'signedIn';

/** The step the reader is at, as the component's `data-state` says it. */
export function selectTrialSignInStatus(snapshot: AnyMachineSnapshot): TrialSignInStatus {
  if (snapshot.matches('codeSent')) {
    return snapshot.matches({ codeSent: { step: 'verifying' } }) ? 'verifying' : 'enteringCode';
  }
  return (typeof snapshot.value === 'string' ? snapshot.value : 'choosing') as TrialSignInStatus;
}

/** Whether the code may be sent again: `waiting` (the first 30 s), `allowed`, or `none` (no code yet). */
export function selectResendState(snapshot: AnyMachineSnapshot): 'waiting' | 'allowed' | 'none' {
  if (snapshot.matches({ codeSent: { resend: 'allowed' } })) return 'allowed';
  if (snapshot.matches({ codeSent: { resend: 'waiting' } })) return 'waiting';
  return 'none';
}

/** Texts of the address step, by channel (shared rules). */
export const TRIAL_SIGN_IN_FIELD_TEXTS = oneTimeCodeTexts;
