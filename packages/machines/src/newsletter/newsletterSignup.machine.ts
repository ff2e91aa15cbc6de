import { assign, fromPromise, setup } from 'xstate';
import { widgetRefusal } from '../widget-requests/widgetRefusal.ts';

/**
 * AB-13 newsletter sign-up: idle → submitting (label 'Subscribing...', inputs disabled) →
 * subscribed (the thank-you).
 *
 * The e-mail field is the browser's `type=email` and nothing more is checked here (spec §5); the
 * server checks the address with the shared rules. A failure shows no message and the button
 * comes back (spec §8); a refusal the server put in words is shown: about the address next to the
 * field, anything else (too many sign-ups, …) as the form's message (decisions.md). What the
 * reader typed is kept either way.
 *
 * A signed-in reader's primary e-mail fills the field (`PREFILL`, from the session, which the page
 * asks for once awake) unless the reader has typed in it already: their own typing always wins.
 *
 * Pure: the caller provides the actor `subscribe` ({ sid, email }) → the server's answer,
 * rejecting with `CommentWriteError` when the server refused and anything else on a network
 * failure, and the action `log` ({ error }).
 */

export interface NewsletterSignupInput {
  sid: string;
  /** An address already known (e.g. prefilled by the page); usually left out and PREFILLed. */
  email?: string;
  /**
   * Issue 27: the server's refusal of a sign-up posted without script, on the page that shows the
   * form again with the address the reader sent: about the address (beside it) or the form.
   */
  refused?: { field: 'email' | null; message: string };
}

export interface NewsletterSignupContext {
  readonly sid: string;
  readonly email: string;
  /** The reader has typed in the field (prefill no longer applies). */
  readonly typed: boolean;
  /** The server's words about the address, shown next to the field. */
  readonly fieldError: string | null;
  /** The server's words about anything else, shown for the form. */
  readonly formError: string | null;
}

export type NewsletterSignupEvent =
  | { type: 'CHANGE'; value: string }
  | { type: 'PREFILL'; email: string }
  | { type: 'SUBMIT' };

export interface SubscribeRequest {
  sid: string;
  email: string;
}

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

export const newsletterSignupMachine = setup({
  types: {
    context: {} as NewsletterSignupContext,
    events: {} as NewsletterSignupEvent,
    input: {} as NewsletterSignupInput,
  },
  actors: {
    subscribe: fromPromise<unknown, SubscribeRequest>(async () => {
      throw new Error('newsletterSignup: provide the subscribe actor');
    }),
  },
  guards: {
    mayPrefill: ({ context, event }) =>
      event.type === 'PREFILL' && !context.typed && context.email === '' && event.email.trim() !== '',
  },
  actions: {
    log: (_, _params: { error: unknown }) => {},
    change: assign(({ event }) =>
      event.type === 'CHANGE' ? { email: event.value, typed: true, fieldError: null } : {},
    ),
    prefill: assign(({ event }) => (event.type === 'PREFILL' ? { email: event.email.trim() } : {})),
    clearErrors: assign({ fieldError: null, formError: null }),
    refused: assign(({ event }) => {
      const refusal = widgetRefusal(errorOf(event), 'signup', { email: 'email' as const });
      if (refusal === null) return { fieldError: null, formError: null };
      return refusal.field === 'email'
        ? { fieldError: refusal.message, formError: null }
        : { fieldError: null, formError: refusal.message };
    }),
  },
}).createMachine({
  id: 'newsletterSignup',
  context: ({ input }) => {
    const email = typeof input?.email === 'string' ? input.email : '';
    const refused = typeof input?.refused?.message === 'string' ? input.refused : null;
    return {
      sid: String(input?.sid ?? ''),
      email,
      // What the reader sent is theirs: no prefill takes its place.
      typed: refused !== null && email !== '',
      fieldError: refused?.field === 'email' ? refused.message : null,
      formError: refused && refused.field !== 'email' ? refused.message : null,
    };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHANGE: { actions: 'change' },
        PREFILL: { guard: 'mayPrefill', actions: 'prefill' },
        SUBMIT: { target: 'submitting', actions: 'clearErrors' },
      },
    },
    submitting: {
      tags: ['busy'],
      // The inputs are disabled: CHANGE is not taken, so the address sent is the one shown.
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ sid: context.sid, email: context.email }),
        onDone: { target: 'subscribed' },
        onError: {
          target: 'idle',
          actions: ['refused', { type: 'log', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    subscribed: {
      type: 'final',
      tags: ['thanks'],
    },
  },
});

export type NewsletterSignupMachine = typeof newsletterSignupMachine;

export type NewsletterSignupStatus = 'idle' | 'submitting' | 'subscribed';

export function selectNewsletterSignupStatus(snapshot: { value: unknown }): NewsletterSignupStatus {
  return snapshot.value as NewsletterSignupStatus;
}

/** The button's label in each state (spec §4: 'Subscribing...' while it works). */
export const NEWSLETTER_TEXTS = { subscribe: 'Subscribe', subscribing: 'Subscribing...' } as const;
