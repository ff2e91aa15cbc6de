import type { ContentClient } from '../../content/client.ts';
import { ContentUnavailable } from '../../content/http.ts';
import type { PageResult } from '../../lib/pageResult.tsx';
import { redirectTo } from '../../lib/pageResult.tsx';
import { safeReturnPath } from '../../lib/returnPath.ts';
import { GRANDMASTERS_PATH, PROVIDER_PATH } from './provider.ts';

/** The provider form's fields (spec §7), the only ones passed on. */
const FIELDS = ['token-id', 'ticket-id', 'ru', 'client-id', 'site-app-code'] as const;

/** What the site answers when the provider refuses: in words, with the way on. */
export interface ProviderRefusal {
  status: number;
  message: string;
}

/**
 * AB-18: the browser's post of the masterclass provider's form (`POST /p/r`), passed on to the
 * provider (the backend); the reader is sent where the provider says (a path of this site only),
 * or told in words why not (an expired or used ticket: try again from the Grandmasters page).
 */
export async function providerLogin(
  form: URLSearchParams,
  clientAddress: string,
  content: ContentClient,
  refused: (refusal: ProviderRefusal) => PageResult,
): Promise<PageResult> {
  const body = new URLSearchParams();
  for (const name of FIELDS) {
    const value = form.get(name);
    if (value !== null) body.set(name, value);
  }
  const answer = await content.forward('POST', PROVIDER_PATH, '', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress },
    body: body.toString(),
  });
  if (answer.status >= 300 && answer.status < 400) {
    await answer.body?.cancel();
    const location = answer.headers.get('location');
    // The provider names where to go; only a path of this site is followed.
    return redirectTo(location?.startsWith('/') ? safeReturnPath(location) : GRANDMASTERS_PATH, 303);
  }
  if (answer.status >= 400 && answer.status < 500) {
    const error = (await answer.json().catch(() => null)) as { error?: { message?: unknown } } | null;
    const message = typeof error?.error?.message === 'string' ? error.error.message.slice(0, 300) : '';
    return refused({ status: answer.status, message: message || 'The sign-in was refused.' });
  }
  await answer.body?.cancel();
  throw new ContentUnavailable(`the masterclass provider answered ${answer.status}`);
}
