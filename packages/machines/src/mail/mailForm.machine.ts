import { mailLimits, mailLimitTexts } from '@newsroom/rules/mail';
import { assign, fromPromise, setup } from 'xstate';

/**
 * AR-08 mail this article: closed → open (editing ⇄ verifying the captcha) → submitting →
 * success (alert, form cleared, closed) | failure (alert, fields kept, back to editing).
 *
 * A signed-in reader's name and e-mail arrive as PREFILL, in any state, whenever the caller
 * learns them (the site asks its /api/session once the form first opens, since the cached page
 * cannot carry them). PREFILL fills only sender fields the reader has not typed in (typing and
 * then clearing a field counts: the reader chose it empty), and becomes what clearing restores.
 *
 * The spec's rules run before anything is sent: the captcha first ('Please complete the
 * reCAPTCHA.'), then the recipients (required after trimming and collapsing spaces, at most 255
 * characters, separated by commas, at most 10, each a well-formed address), the sender's name and
 * e-mail (at most 300 each). A fault is shown (context.error) and alerted, and nothing is sent.
 * The limits are the backend's too (@newsroom/rules/mail).
 *
 * Pure; the caller supplies with `.provide`:
 * - actor `solveCaptcha` (no input; stopped, with its `signal` aborted, when the form closes):
 *   fetch and solve a challenge; resolve with the value sent as recaptchaValue (the base64
 *   solution), reject when it cannot.
 * - actor `submitMail` (input: MailRequest): post it; resolve on success, reject otherwise (an
 *   Error's message is shown; beside its field when it has a `field` naming one of the form's,
 *   e.g. the backend's daily cap beside the recipients).
 * - action `alert` ({ message }): the spec's alerts (window.alert on the site).
 */

export const MAIL_TEXTS = {
  captchaRequired: 'Please complete the reCAPTCHA.',
  recipientRequired: 'Please enter email address in - Recievers Email Address Field',
  success: 'Form submitted successfully!',
  failure: 'Form submission failed. Please try again.',
  captchaFailed: 'The check could not be completed. Please try again.',
  ...mailLimitTexts,
  emailInvalid: 'Please enter a valid email',
} as const;

export const MAIL_LIMITS = {
  recipients: mailLimits.recipientsText,
  recipientsPerMail: mailLimits.recipientsPerMail,
  senderName: mailLimits.senderName,
  senderEmail: mailLimits.senderEmail,
} as const;

export type MailField = 'name' | 'toaddress' | 'replyto';
export type MailFields = Readonly<Record<MailField, string>>;
export type MailErrorField = MailField | 'captcha';
/** The sender fields a signed-in reader's session can fill. */
export type MailSenderField = 'name' | 'replyto';
/** A signed-in reader as the sender; a missing or blank value fills nothing. */
export type MailSender = Readonly<Partial<Record<MailSenderField, string>>>;

/** The body of `POST json/postmail.cms?recaptcha=1` (spec §3 and §7), plus the article id. */
export interface MailRequest {
  name: string;
  toaddress: string;
  replyto: string;
  recaptchaValue: string;
  msid: string;
}

const ADDRESS =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const isEmailAddress = (text: string) => text.length <= 254 && ADDRESS.test(text);

/** Trimmed with runs of spaces collapsed, as the spec checks "required". */
export const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The recipients: split on commas, each trimmed, empty entries dropped. */
export function splitRecipients(text: string): string[] {
  return collapseSpaces(text)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const length = (text: string) => [...text].length;

/** The first fault in spec order, or null when the request may be sent. */
export function validateMail(
  fields: MailFields,
  solution: string | null,
): { field: MailErrorField; message: string } | null {
  if (!solution) return { field: 'captcha', message: MAIL_TEXTS.captchaRequired };
  const recipients = splitRecipients(fields.toaddress);
  if (recipients.length === 0) return { field: 'toaddress', message: MAIL_TEXTS.recipientRequired };
  if (length(collapseSpaces(fields.toaddress)) > MAIL_LIMITS.recipients) {
    return { field: 'toaddress', message: MAIL_TEXTS.recipientsTooLong };
  }
  if (recipients.length > MAIL_LIMITS.recipientsPerMail) {
    return { field: 'toaddress', message: MAIL_TEXTS.tooManyRecipients };
  }
  const wrong = recipients.find((recipient) => !isEmailAddress(recipient));
  if (wrong !== undefined) return { field: 'toaddress', message: `${wrong} is not a valid email address` };
  if (length(collapseSpaces(fields.name)) > MAIL_LIMITS.senderName) {
    return { field: 'name', message: MAIL_TEXTS.nameTooLong };
  }
  const replyto = fields.replyto.trim();
  if (length(replyto) > MAIL_LIMITS.senderEmail)
    return { field: 'replyto', message: MAIL_TEXTS.emailTooLong };
  if (replyto !== '' && !isEmailAddress(replyto))
    return { field: 'replyto', message: MAIL_TEXTS.emailInvalid };
  return null;
}

export interface MailFormInput {
  msid: string;
  /** Prefilled sender (a signed-in reader's name and e-mail); kept when the form is cleared. */
  name?: string;
  replyto?: string;
}

export interface MailFormContext {
  readonly msid: string;
  readonly initial: MailFields;
  readonly fields: MailFields;
  /** Fields the reader has typed in since the form was last cleared: PREFILL leaves them alone. */
  readonly typed: Readonly<Record<MailField, boolean>>;
  /** The solved captcha (recaptchaValue), null until verified; used once. */
  readonly solution: string | null;
  readonly error: { field: MailErrorField | null; message: string } | null;
}

export type MailFormEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'EDIT'; field: MailField; value: string }
  | ({ type: 'PREFILL' } & MailSender)
  | { type: 'VERIFY' }
  | { type: 'SUBMIT' };

export interface MailAlertParams {
  message: string;
}

const untyped: Readonly<Record<MailField, boolean>> = { name: false, toaddress: false, replyto: false };
const SENDER_FIELDS: readonly MailSenderField[] = ['name', 'replyto'];

/** The sender's non-blank values, trimmed. */
function givenSender(sender: MailSender): MailSender {
  const given: Partial<Record<MailSenderField, string>> = {};
  for (const field of SENDER_FIELDS) {
    const value = sender[field]?.trim();
    if (value) given[field] = value;
  }
  return given;
}

const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

const ERROR_FIELDS: readonly MailErrorField[] = ['name', 'toaddress', 'replyto', 'captcha'];

/** The form field a rejection is about, when it names one (`error.field`). */
function errorField(error: unknown): MailErrorField | null {
  const field = (error as { field?: unknown } | null)?.field;
  return ERROR_FIELDS.find((known) => known === field) ?? null;
}

export const mailFormMachine = setup({
  types: {
    context: {} as MailFormContext,
    events: {} as MailFormEvent,
    input: {} as MailFormInput,
  },
  actors: {
    solveCaptcha: fromPromise<string>(async () => {
      throw new Error('mailForm: provide the solveCaptcha actor');
    }),
    submitMail: fromPromise<unknown, MailRequest>(async () => {
      throw new Error('mailForm: provide the submitMail actor');
    }),
  },
  actions: {
    alert: (_, _params: MailAlertParams) => {},
    edit: assign(({ context, event }) =>
      event.type === 'EDIT'
        ? {
            fields: { ...context.fields, [event.field]: event.value },
            typed: { ...context.typed, [event.field]: true },
            error: null,
          }
        : {},
    ),
    prefill: assign(({ context, event }) => {
      if (event.type !== 'PREFILL') return {};
      const given = givenSender(event);
      const fields = { ...context.fields };
      for (const field of SENDER_FIELDS) {
        const value = given[field];
        if (value !== undefined && !context.typed[field]) fields[field] = value;
      }
      return { initial: { ...context.initial, ...given }, fields };
    }),
    showInvalid: assign(({ context }) => ({ error: validateMail(context.fields, context.solution) })),
    clear: assign(({ context }) => ({
      fields: context.initial,
      typed: untyped,
      solution: null,
      error: null,
    })),
  },
  guards: {
    invalid: ({ context }) => validateMail(context.fields, context.solution) !== null,
    unverified: ({ context }) => context.solution === null,
  },
}).createMachine({
  id: 'mailForm',
  context: ({ input }) => {
    const initial = { name: input.name ?? '', toaddress: '', replyto: input.replyto ?? '' };
    return { msid: input.msid, initial, fields: initial, typed: untyped, solution: null, error: null };
  },
  on: {
    PREFILL: { actions: 'prefill' },
  },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'open' },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            EDIT: { actions: 'edit' },
            VERIFY: { guard: 'unverified', target: 'verifying' },
            CLOSE: '#mailForm.closed',
            SUBMIT: [
              {
                guard: 'invalid',
                actions: [
                  'showInvalid',
                  {
                    type: 'alert',
                    params: ({ context }) => ({
                      message: validateMail(context.fields, context.solution)?.message ?? '',
                    }),
                  },
                ],
              },
              { target: 'submitting' },
            ],
          },
        },
        verifying: {
          invoke: {
            src: 'solveCaptcha',
            onDone: {
              target: 'editing',
              actions: assign(({ event }) => ({ solution: String(event.output), error: null })),
            },
            onError: {
              target: 'editing',
              actions: assign({ error: { field: 'captcha', message: MAIL_TEXTS.captchaFailed } }),
            },
          },
          on: {
            EDIT: { actions: 'edit' },
            CLOSE: '#mailForm.closed',
          },
        },
        submitting: {
          invoke: {
            src: 'submitMail',
            input: ({ context }): MailRequest => ({
              name: collapseSpaces(context.fields.name),
              toaddress: splitRecipients(context.fields.toaddress).join(', '),
              replyto: context.fields.replyto.trim(),
              recaptchaValue: context.solution ?? '',
              msid: context.msid,
            }),
            onDone: 'success',
            onError: {
              target: 'failure',
              actions: assign(({ event }) => {
                const message = errorMessage(event.error);
                return { error: message ? { field: errorField(event.error), message } : null };
              }),
            },
          },
        },
        success: {
          entry: [{ type: 'alert', params: { message: MAIL_TEXTS.success } }, 'clear'],
          always: '#mailForm.closed',
        },
        failure: {
          // The fields stay; a solution is good once, so the reader verifies again.
          entry: [{ type: 'alert', params: { message: MAIL_TEXTS.failure } }, assign({ solution: null })],
          always: 'editing',
        },
      },
    },
  },
});

export type MailFormMachine = typeof mailFormMachine;

/** What the form shows: where it is, for `data-state`. */
export type MailFormStatus = 'closed' | 'editing' | 'verifying' | 'submitting';

export function selectMailStatus(snapshot: { matches: (value: never) => boolean }): MailFormStatus {
  const is = (value: unknown) => snapshot.matches(value as never);
  if (is({ open: 'verifying' })) return 'verifying';
  if (is({ open: 'submitting' })) return 'submitting';
  if (is('open')) return 'editing';
  return 'closed';
}
