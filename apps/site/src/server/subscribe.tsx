import type { IncomingHttpHeaders } from 'node:http';
import { publication } from '../config/publication.ts';
import type { ContentClient } from '../content/client.ts';
import { SubscribePage } from '../pages/SubscribePage.tsx';
import { type PageResult, redirectTo } from './pageResult.tsx';
import type { Reader, ReaderSessions } from './readers.ts';
import { safeReturnPath } from './requests.ts';
import { sessionToken } from './session.ts';

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
  { url, form, headers }: { url: URL; form: URLSearchParams; headers: IncomingHttpHeaders },
  content: ContentClient,
  readers: ReaderSessions,
): Promise<PageResult> {
  const returnTo = safeReturnPath(form.get('return'));
  const token = sessionToken(headers);
  if (!token) return redirectTo(signInFirst(returnTo));
  const response = await content.forward('POST', '/auth/subscribe', '', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status === 401) {
    readers.forget(token);
    return redirectTo(signInFirst(returnTo));
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
