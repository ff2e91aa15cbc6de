import type { MailErrorField, MailRequest, MailSender } from '@newsroom/machines';
import { type Challenge, encodeSolution, findNumber, isChallenge } from './captchaSolver.ts';
import type { SolverAnswer } from './captchaSolver.worker.ts';

// AR-08 the browser's side of "Mail this article": fetch a proof-of-work challenge through the
// site's /api/captcha, find the number off the page's thread, and post the request to
// /api/postmail.cms?recaptcha=1 (the site passes both on to the backend). A signed-in reader's
// name and e-mail come from the site's /api/session (never cached), as the page HTML is shared
// by every reader of its variant and so cannot carry them.

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Finds the number in a worker, so the page keeps answering the reader while it works (about a
 * second on a mid-range phone). Where no worker can be made it works on the page, a batch at a
 * time. Aborting (the dialog closed) ends the work.
 */
export function solveOffPage(challenge: Challenge, signal?: AbortSignal): Promise<number | null> {
  signal?.throwIfAborted();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./captchaSolver.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return findNumber(challenge, { between: yieldToPage, ...(signal ? { signal } : {}) });
  }
  return new Promise((resolve, reject) => {
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<SolverAnswer>) => {
      finish();
      if ('error' in data) reject(new Error(`captcha: ${data.error}`));
      else resolve(data.number);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error('captcha: the solver stopped'));
    };
    worker.postMessage(challenge);
  });
}

export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  const response = await fetch('/api/captcha', {
    headers: { accept: 'application/json' },
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`captcha: ${response.status}`);
  const challenge: unknown = await response.json();
  if (!isChallenge(challenge)) throw new Error('captcha: not a proof-of-work challenge');
  const number = await solveOffPage(challenge, signal);
  if (number === null) throw new Error('captcha: no solution');
  return encodeSolution(challenge, number);
}

/** The backend's error params as the form's fields, so a refusal shows beside its field. */
const FIELD_OF_PARAM: Readonly<Record<string, MailErrorField>> = {
  toaddress: 'toaddress',
  name: 'name',
  replyto: 'replyto',
  recaptchaValue: 'captcha',
};

/** A refused request: the backend's message, and the field it is about when it names one. */
export class MailRefused extends Error {
  readonly field: MailErrorField | null;

  constructor(message: string, field: MailErrorField | null) {
    super(message);
    this.name = 'MailRefused';
    this.field = field;
  }
}

export async function submitMail(request: MailRequest): Promise<void> {
  const response = await fetch('/api/postmail.cms?recaptcha=1', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
  });
  const body = (await response.json().catch(() => null)) as {
    status?: unknown;
    error?: { message?: unknown; param?: unknown };
  } | null;
  if (response.ok && body?.status === 'success') return;
  const message = typeof body?.error?.message === 'string' ? body.error.message : '';
  const param = body?.error?.param;
  const field =
    typeof param === 'string' && Object.hasOwn(FIELD_OF_PARAM, param) ? FIELD_OF_PARAM[param] : null;
  throw new MailRefused(message, field ?? null);
}

/** The sender fields of `/api/session`'s `user` (`{firstName, email}`); null for no one. */
export function senderOf(user: unknown): MailSender | null {
  if (typeof user !== 'object' || user === null) return null;
  const { firstName, email } = user as { firstName?: unknown; email?: unknown };
  const name = typeof firstName === 'string' ? firstName.trim() : '';
  const replyto = typeof email === 'string' ? email.trim() : '';
  if (!name && !replyto) return null;
  return { ...(name ? { name } : {}), ...(replyto ? { replyto } : {}) };
}

/** The signed-in reader as the mail form's sender; null when anonymous or the call fails. */
export async function fetchSender(): Promise<MailSender | null> {
  const response = await fetch('/api/session', { headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as { user?: unknown } | null;
  return senderOf(body?.user);
}

export function showAlert(message: string): void {
  window.alert(message);
}
