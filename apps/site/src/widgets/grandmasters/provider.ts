import type { LoginTicket } from '@newsroom/machines';

// AB-18 grandmasters: the masterclass provider's login (spec §6, §7 "Masterclass provider: POST
// form to path /p/r with hidden token-id, ticket-id, ru, client-id, site-app-code"). The form
// posts to the site's own /p/r, which passes it to the provider (the reference backend stands in
// for it); the browser asks the site for a ticket (/api/masterclass/ticket), which only a signed-in
// reader gets.

/** The provider's form address, on the site's origin. */
export const PROVIDER_PATH = '/p/r';
/** The browser's ticket call; the site passes it on with the reader's session. */
export const TICKET_API_PATH = '/api/masterclass/ticket';
/** Who the site is to the provider (public values: they name the caller, they prove nothing). */
export const PROVIDER_CLIENT = { clientId: 'ledger-web', siteAppCode: 'economic-ledger' } as const;

/** The Grandmasters pages (spec §2.4). */
export const GRANDMASTERS_PATH = '/etgrandmasters';
export const seriesPath = (seriesId: string) => `${GRANDMASTERS_PATH}/${seriesId}`;

const opaque = /^[A-Za-z0-9_-]{20,100}$/;

/** A ticket answer as the browser may trust it: both parts, of the provider's shape; else null. */
export function readTicket(body: unknown): LoginTicket | null {
  if (typeof body !== 'object' || body === null) return null;
  const { ticketId, tokenId } = body as Record<string, unknown>;
  return typeof ticketId === 'string' &&
    opaque.test(ticketId) &&
    typeof tokenId === 'string' &&
    opaque.test(tokenId)
    ? { ticketId, tokenId }
    : null;
}

/**
 * The reader's login ticket and token, asked of the site in the browser: null for a reader who is
 * not signed in (401) or when the call fails (then the Grandmasters page opens instead; logged).
 */
export async function loadLoginTicket(fetchImpl: typeof fetch = fetch): Promise<LoginTicket | null> {
  try {
    const response = await fetchImpl(TICKET_API_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    if (response.status === 401) return null;
    if (!response.ok) {
      console.error(`grandmasters: ticket call answered ${response.status}`);
      return null;
    }
    return readTicket(await response.json().catch(() => null));
  } catch (error) {
    console.error('grandmasters: ticket call failed', error);
    return null;
  }
}
