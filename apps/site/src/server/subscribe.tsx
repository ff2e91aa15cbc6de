import type { IncomingHttpHeaders } from 'node:http';
import { publication } from '../config/publication.ts';
import type { ContentClient } from '../content/client.ts';
import { SubscribePage } from '../pages/SubscribePage.tsx';
import { PLAN_ID, plansPage } from '../plans/plans.tsx';
import { type PageResult, redirectTo } from './pageResult.tsx';
import type { Reader, ReaderSessions } from './readers.ts';
import { safeReturnPath } from './requests.ts';
import type { SessionCookies } from './session.ts';

/**
 * AR-16 subscription flow of the demo. GET /subscribe: the offer for a signed-in reader (the
 * trial when eligible, else the annual plan), "already a member" for Prime; an anonymous reader
 * signs in first and comes back. POST /subscribe: the backend's `POST /auth/subscribe` with the
 * reader's session, then back where they came from, now Prime (the session cache entry is
 * dropped so the very next page asks the backend again).
 */
export function subscribePage(url: URL, reader: Reader, error?: string): PageResult {
  const returnTo = safeReturnPath(url.searchParams.get('return'));
  if (!reader.token) return redirectTo(signInFirst(returnTo));
  // a former member renews (never a trial, never the newcomer's offer).
  const offer =
    reader.tier === 'prime'
      ? 'member'
      : reader.expiredSubscription
        ? 'renew'
        : reader.trialEligible
          ? 'trial'
          : 'annual';
  return {
    status: error ? 502 : 200,
    maxAge: 0,
    head: { title: `Ledger Prime | ${publication.name}`, robots: 'noindex' },
    body: <SubscribePage offer={offer} returnTo={returnTo} {...(error ? { error } : {})} />,
  };
}

export async function subscribe(
  {
    url,
    form,
    headers,
    origin,
    sessions,
  }: {
    url: URL;
    form: URLSearchParams;
    headers: IncomingHttpHeaders;
    origin: string;
    sessions: SessionCookies;
  },
  content: ContentClient,
  readers: ReaderSessions,
): Promise<PageResult> {
  const returnTo = safeReturnPath(form.get('return'));
  const token = sessions.tokenOf(headers);
  if (!token) return redirectTo(signInFirst(returnTo));
  // AB-09: a plan chosen on the plans page; only a plan id's form is sent on, the backend decides.
  const plan = form.get('plan');
  if (plan !== null && !PLAN_ID.test(plan))
    return redirectTo(`/prime?return=${encodeURIComponent(returnTo)}`);
  const response = await content.forward('POST', '/auth/subscribe', '', {
    headers: {
      authorization: `Bearer ${token}`,
      ...(plan ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(plan ? { body: new URLSearchParams({ plan }).toString() } : {}),
  });
  if (response.status === 401) {
    readers.forget(token);
    return redirectTo(signInFirst(returnTo));
  }
  if (plan && (response.status === 400 || response.status === 409)) {
    // The backend's refusal, in its words, next to the plan it names.
    const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
    const message =
      typeof body?.error?.message === 'string' ? body.error.message : 'That plan could not be chosen.';
    const back = new URL(`/prime?return=${encodeURIComponent(returnTo)}`, url);
    return plansPage(back, await readers.of(headers), content, origin, { plan, message }, response.status);
  }
  if (!response.ok) {
    const reader = await readers.of(headers);
    const withReturn = new URL(url);
    withReturn.searchParams.set('return', returnTo);
    return subscribePage(withReturn, reader, 'The subscription could not be started. Please try again.');
  }
  readers.forget(token);
  return redirectTo(returnTo);
}

function signInFirst(returnTo: string): string {
  const back = returnTo === '/' ? '/subscribe' : `/subscribe?return=${encodeURIComponent(returnTo)}`;
  return `/login?return=${encodeURIComponent(back)}`;
}
