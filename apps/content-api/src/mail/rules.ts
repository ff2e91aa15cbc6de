import { mailLimits, mailLimitTexts } from '@newsroom/rules/mail';
import { badRequest, type HttpError } from '../http/http-error.ts';

// AR-08 server-side rules for a mail request (the spec's texts where it has them). Names and
// addresses end up in mail headers, so control characters (CR/LF above all) are refused outright.
// The limits and their texts are the browser form's too (@newsroom/rules/mail).

export const mailMessages = {
  recipientRequired: 'Please enter email address in - Recievers Email Address Field',
  captchaRequired: 'Please complete the reCAPTCHA.',
} as const;

// Printable addresses only: a dot-atom local part and a host name with at least one dot.
const address =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && address.test(text);
}

// C0 controls (CR, LF, TAB…), DEL, C1 controls and the Unicode line/paragraph separators.
const control = /[\p{Cc}\u2028\u2029]/u;

export interface MailRequest {
  name: string;
  recipients: string[];
  replyTo: string;
  captcha: string;
  msid: number;
}

/** Trims, collapses runs of spaces, splits on commas and drops empty entries. */
export function splitRecipients(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const length = (text: string) => [...text].length;

/** The checked request, or the first fault as a 400 naming the field. */
export function checkMailRequest(fields: Record<string, string>): MailRequest | HttpError {
  for (const [name, value] of Object.entries(fields)) {
    if (control.test(value)) return badRequest(name, 'must not contain line breaks or control characters');
  }
  const captcha = (fields.recaptchaValue ?? '').trim();
  if (captcha === '') return badRequest('recaptchaValue', mailMessages.captchaRequired);
  const toaddress = (fields.toaddress ?? '').replace(/\s+/g, ' ').trim();
  const recipients = splitRecipients(toaddress);
  if (recipients.length === 0) return badRequest('toaddress', mailMessages.recipientRequired);
  if (length(toaddress) > mailLimits.recipientsText) {
    return badRequest('toaddress', mailLimitTexts.recipientsTooLong);
  }
  if (recipients.length > mailLimits.recipientsPerMail) {
    return badRequest('toaddress', mailLimitTexts.tooManyRecipients);
  }
  const wrong = recipients.find((recipient) => !isEmailAddress(recipient));
  if (wrong !== undefined) return badRequest('toaddress', `${wrong} is not a valid email address`);
  const name = (fields.name ?? '').replace(/\s+/g, ' ').trim();
  if (length(name) > mailLimits.senderName) return badRequest('name', mailLimitTexts.nameTooLong);
  const replyTo = (fields.replyto ?? '').trim();
  if (length(replyTo) > mailLimits.senderEmail) return badRequest('replyto', mailLimitTexts.emailTooLong);
  if (replyTo !== '' && !isEmailAddress(replyTo)) return badRequest('replyto', 'Please enter a valid email');
  const msidText = (fields.msid ?? '').trim();
  if (!/^\d{1,15}$/.test(msidText)) return badRequest('msid', 'must be a numeric article id');
  return { name, recipients, replyTo, captcha, msid: Number(msidText) };
}
