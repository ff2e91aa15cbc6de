import { signInAtSite } from '../siteSignIn.ts';
import { fetchSentPage, type SentPage } from './yardstick.ts';

/** The README's demo Prime account. */
export const PRIME_DEMO = { email: 'prime@demo.ledger', password: 'ledger-demo-2026' } as const;

interface Session {
  /** The Cookie header the site set at sign-in (signed: issue 26.7). */
  cookie: string;
  token: string;
  email: string;
  firstName: string;
  isPrime: boolean;
}

/**
 * Signs in through the site's form, as a reader does (the site signs its cookie), and asks the
 * backend who that session is.
 */
export async function signIn(
  siteUrl: string,
  apiUrl: string,
  email: string,
  password: string,
): Promise<Session> {
  const { cookie, token } = await signInAtSite(siteUrl, email, password);
  const response = await fetch(`${apiUrl}/auth/session`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`the session of ${email} answered ${response.status}`);
  const body = (await response.json()) as {
    user: { email: string; isPrime: boolean; userInfo: { firstName: string } };
  };
  return {
    cookie,
    token,
    email: body.user.email,
    firstName: body.user.userInfo.firstName,
    isPrime: body.user.isPrime,
  };
}

export const cookieOf = (session: Session) => ({ cookie: session.cookie });

export interface PrimePageCheck {
  /** The page a Prime reader is sent from the page cache (the yardstick's bytes). */
  page: SentPage;
  /** Each problem found; none means the page is the tier's, cached, and carries no one's data. */
  problems: string[];
}

/**
 * A Prime reader's article page, checked as the issue asks: served from the page cache kept for
 * the Prime tier (a second session, signed in separately, gets the same cached page), private
 * to the browser, the whole story and not the anonymous preview, and carrying nothing of the
 * reader who caused it to be cached (session token, e-mail, a first name the anonymous page
 * does not also have).
 */
export async function checkPrimePage(siteUrl: string, apiUrl: string, path: string): Promise<PrimePageCheck> {
  const first = await signIn(siteUrl, apiUrl, PRIME_DEMO.email, PRIME_DEMO.password);
  const second = await signIn(siteUrl, apiUrl, PRIME_DEMO.email, PRIME_DEMO.password);
  const problems: string[] = [];
  if (!first.isPrime) problems.push(`${PRIME_DEMO.email} is not Prime`);
  if (first.token === second.token) problems.push('two sign-ins gave one session');

  const url = `${siteUrl}${path}`;
  // The first reader's view fills the tier's cache entry; the second reader's must be served from it.
  const filled = await fetchSentPage(url, cookieOf(first));
  const page = await fetchSentPage(url, cookieOf(second));
  const anonymous = await fetchSentPage(url);
  if (filled.status !== 200 || page.status !== 200)
    problems.push(`answered ${filled.status}, ${page.status}`);
  if (page.headers['x-page-cache'] !== 'HIT')
    problems.push(`second Prime session: x-page-cache ${page.headers['x-page-cache'] ?? 'missing'}, not HIT`);
  if (!page.headers['cache-control']?.startsWith('private'))
    problems.push(`cache-control "${page.headers['cache-control']}" lets shared caches keep a Prime page`);

  const html = page.html.toString('utf8');
  const anonymousHtml = anonymous.html.toString('utf8');
  const withoutNonces = (text: string) => text.replaceAll(/nonce="[^"]*"/g, '');
  if (withoutNonces(html) !== withoutNonces(filled.html.toString('utf8')))
    problems.push('the second Prime session got another page than the first');
  if (withoutNonces(html) === withoutNonces(anonymousHtml))
    problems.push('the Prime page is the anonymous page (no whole story)');
  // Counted in the story only: the anonymous page's paywall and promotions have paragraphs of their own.
  const { story, around } = splitStory(html);
  const wholeStory = paragraphs(story);
  const preview = paragraphs(splitStory(anonymousHtml).story);
  if (wholeStory <= preview)
    problems.push(`the Prime story has no more paragraphs (${wholeStory}) than the preview (${preview})`);
  // The story may quote a namesake of the reader (the seed's Priya Nair): their first name counts
  // only outside the story itself, where a greeting or an account menu would put it.
  for (const session of [first, second]) {
    const personal: [string, string, string][] = [
      ['session token', session.token, html],
      ['e-mail', session.email, html],
      ['first name', session.firstName, around],
    ];
    for (const [what, value, where] of personal) {
      if (value && where.includes(value)) problems.push(`the cached Prime page carries a reader's ${what}`);
    }
  }
  return { page, problems };
}

/**
 * The page split into its first story (`<article>` whose class list starts with `story`, nested
 * articles included; the premium layout adds classes of its own) and everything around it.
 */
export function splitStory(html: string): { story: string; around: string } {
  const opening = /<article\b[^>]*\bclass="story[\s"]/.exec(html);
  if (!opening) return { story: '', around: html };
  const start = opening.index;
  const tags = /<article\b|<\/article>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</article>' ? -1 : 1;
    if (depth === 0)
      return {
        story: html.slice(start, tags.lastIndex),
        around: html.slice(0, start) + html.slice(tags.lastIndex),
      };
  }
  return { story: html.slice(start), around: html.slice(0, start) };
}

const paragraphs = (html: string) => html.match(/<p[\s>]/g)?.length ?? 0;
