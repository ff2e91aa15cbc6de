import type { IncomingHttpHeaders } from 'node:http';
import { publication } from '@newsroom/rules/publication';
import type { ContentClient } from '../content/client.ts';
import { type PageResult, redirectTo } from '../lib/pageResult.tsx';
import type { Reader } from '../lib/reader.ts';
import { safeReturnPath } from '../lib/returnPath.ts';
import { PaymentWaitingPage } from '../pages/PaymentWaitingPage.tsx';
import { PLAN_ID, plansPage } from '../pages/plans/plans.tsx';
import { SubscribePage } from '../pages/SubscribePage.tsx';
import type { ReaderSessions } from './readers.ts';
import type { SessionCookies } from './session.ts';

/**
 * AR-16 / AB-09 / PS-04 subscription flow. GET /subscribe: the offer for a signed-in reader (the
 * trial when eligible, else the annual plan), "already a member" for Prime; an anonymous reader
 * signs in first and comes back. POST /subscribe: the trial starts at once (the backend's
 * `POST /auth/subscribe`); a paid plan never does here: the backend makes a checkout and the
 * reader is sent (303) to the payment provider's page. The provider sends them back to
 * GET /subscribe/return, which shows them Prime once the provider's confirmation has arrived at
 * the backend, and "waiting for confirmation" until then.
 */
export const SUBSCRIBE_RETURN_PATH = '/subscribe/return';

/** What the backend's `POST /prime/checkout` makes: `ck_` and 22 base64url characters. */
const CHECKOUT_ID = /^ck_[A-Za-z0-9_-]{22}$/;

export function subscribePage(url: URL, reader: Reader, error?: string): PageResult {
  const returnTo = safeReturnPath(url.searchParams.get('return'));
  if (!reader.token) return redirectTo(signInFirst(returnTo));
  return {
    status: error ? 502 : 200,
    maxAge: 0,
    head: { title: `Ledger Prime | ${publication.name}`, robots: 'noindex' },
    body: <SubscribePage offer={offerOf(reader)} returnTo={returnTo} {...(error ? { error } : {})} />,
  };
}

/** X-01: a former member renews (never a trial, never the newcomer's offer). */
function offerOf(reader: Reader): 'member' | 'renew' | 'trial' | 'annual' {
  if (reader.tier === 'prime') return 'member';
  if (reader.expiredSubscription) return 'renew';
  return reader.trialEligible ? 'trial' : 'annual';
}

export async function subscribe(
  {
    url,
    form,
    headers,
    origin,
    paymentPageOrigin,
    sessions,
  }: {
    url: URL;
    form: URLSearchParams;
    headers: IncomingHttpHeaders;
    origin: string;
    paymentPageOrigin: string | null;
    sessions: SessionCookies;
  },
  content: ContentClient,
  readers: ReaderSessions,
): Promise<PageResult> {
  const returnTo = safeReturnPath(form.get('return'));
  const token = sessions.tokenOf(headers);
  if (!token) return redirectTo(signInFirst(returnTo));
  // AB-09: a plan chosen on the plans page, or the offer's; only a plan id's form is sent on,
  // the backend decides.
  const named = form.get('plan');
  if (named !== null && !PLAN_ID.test(named))
    return redirectTo(`/prime?return=${encodeURIComponent(returnTo)}`);
  const plan = named ?? (offerOf(await readers.of(headers)) === 'trial' ? 'trial' : 'annual');

  const response =
    plan === 'trial'
      ? await content.forward('POST', '/auth/subscribe', '', {
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ plan }).toString(),
        })
      : await content.forward('POST', '/prime/checkout', '', {
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            plan,
            returnPath: `${SUBSCRIBE_RETURN_PATH}?return=${encodeURIComponent(returnTo)}`,
          }).toString(),
        });
  if (response.status === 401) {
    readers.forget(token);
    return redirectTo(signInFirst(returnTo));
  }
  if ([400, 402, 409].includes(response.status)) {
    // The backend's refusal, in its words, next to the plan it names.
    const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
    const message =
      typeof body?.error?.message === 'string' ? body.error.message : 'That plan could not be chosen.';
    const back = new URL(`/prime?return=${encodeURIComponent(returnTo)}`, url);
    return plansPage(back, await readers.of(headers), content, origin, { plan, message }, response.status);
  }
  if (!response.ok) return notStarted(url, headers, readers, returnTo);
  if (plan === 'trial') {
    readers.forget(token);
    return redirectTo(returnTo);
  }
  const checkout = (await response.json().catch(() => null)) as { url?: unknown } | null;
  const providerPage =
    typeof checkout?.url === 'string' ? providerPageOf(checkout.url, paymentPageOrigin) : null;
  if (!providerPage) return notStarted(url, headers, readers, returnTo);
  return redirectTo(providerPage);
}

/**
 * The provider's page, only on https or on the payment origin the site was given: an answer
 * naming anywhere else is not followed (the reader would be sent there from our form).
 */
function providerPageOf(text: string, paymentPageOrigin: string | null): string | null {
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' || url.origin === paymentPageOrigin) return url.href;
  } catch {
    // not a URL
  }
  return null;
}

async function notStarted(
  url: URL,
  headers: IncomingHttpHeaders,
  readers: ReaderSessions,
  returnTo: string,
): Promise<PageResult> {
  const reader = await readers.of(headers);
  const withReturn = new URL(url);
  withReturn.pathname = '/subscribe';
  withReturn.search = '';
  withReturn.searchParams.set('return', returnTo);
  return subscribePage(withReturn, reader, 'The subscription could not be started. Please try again.');
}

/**
 * GET /subscribe/return?checkout=…&return=…: where the payment provider sends the reader back.
 * Paid (the confirmation arrived): on to where they were, now Prime. Not yet: a page that says
 * so and looks again by itself. The checkout must be the signed-in reader's own (the backend
 * answers only those).
 */
export async function subscribeReturn(
  url: URL,
  headers: IncomingHttpHeaders,
  content: ContentClient,
  readers: ReaderSessions,
  sessions: SessionCookies,
): Promise<PageResult> {
  const returnTo = safeReturnPath(url.searchParams.get('return'));
  const token = sessions.tokenOf(headers);
  if (!token) return redirectTo(`/login?return=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  const checkoutId = url.searchParams.get('checkout') ?? '';
  const response = CHECKOUT_ID.test(checkoutId)
    ? await content.forward('GET', `/prime/checkout/${checkoutId}`, '', {
        headers: { authorization: `Bearer ${token}` },
      })
    : null;
  if (response?.status === 401) {
    readers.forget(token);
    return redirectTo(`/login?return=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  const body = response?.ok
    ? ((await response.json().catch(() => null)) as { checkout?: { status?: unknown } } | null)
    : null;
  const status = body?.checkout?.status;
  if (status === 'paid') {
    readers.forget(token);
    return redirectTo(returnTo);
  }
  if (status === 'pending') {
    return {
      status: 200,
      maxAge: 0,
      head: { title: `Waiting for your payment | ${publication.name}`, robots: 'noindex', refreshSeconds: 3 },
      body: <PaymentWaitingPage again={`${url.pathname}${url.search}`} returnTo={returnTo} />,
    };
  }
  const withReturn = new URL('/subscribe', url);
  withReturn.searchParams.set('return', returnTo);
  return subscribePage(
    withReturn,
    await readers.of(headers),
    'We found no payment of yours by that reference.',
  );
}

function signInFirst(returnTo: string): string {
  const back = returnTo === '/' ? '/subscribe' : `/subscribe?return=${encodeURIComponent(returnTo)}`;
  return `/login?return=${encodeURIComponent(back)}`;
}
