import { commentWriteError } from '@newsroom/machines';

// AB-13, the browser's side of the newsletter sign-up: the site's /api/newsletters/subscribe
// passes the sign-up on (with the reader's session, if any: the backend records who asked); a
// refusal becomes `CommentWriteError` with the server's words. The address to prefill is the
// signed-in reader's primary e-mail from the site's /api/session (never in the shared page).

export async function subscribeNewsletter(
  request: { sid: string; email: string },
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  const response = await fetchImpl('/api/newsletters/subscribe', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(request).toString(),
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw commentWriteError(response.status, body, response.headers.get('retry-after'));
  if (typeof body !== 'object' || body === null || (body as { accepted?: unknown }).accepted !== true) {
    throw new Error('newsletter: the answer is not an accepted sign-up');
  }
  return body;
}

/** The signed-in reader's primary e-mail, or null (anonymous, a mobile-only account, a failed call). */
export async function primaryEmail(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl('/api/session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { user?: { email?: unknown } | null } | null;
    const email = body?.user?.email;
    return typeof email === 'string' && email.trim() !== '' ? email.trim() : null;
  } catch {
    return null;
  }
}

/** The spec (§8): a newsletter failure shows no message; it is logged. */
export function logNewsletterFailure(error: unknown): void {
  console.error('Newsletter sign-up:', error);
}
