// AB-16: topic pages and the links to them.

const TOPIC_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 80;

/** A keyword's slug: lower case, letters and digits, single hyphens (as the backend makes them). */
export function topicSlug(text: string): string | null {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug && slug.length <= MAX_SLUG && TOPIC_SLUG.test(slug) ? slug : null;
}

/**
 * AB-16: where a related keyword leads: always the site's topic page `/topic/{slug}`. The slug is
 * the one of the backend's `/topic/…` link when it sends one, else made from the keyword's title;
 * any other address in content (another site, a script) is never followed.
 */
export function topicHref(keyword: { title: string; url: string }): string | null {
  const given = /^\/topic\/([^/?#]+)\/?$/.exec(keyword.url.trim())?.[1];
  if (given && given.length <= MAX_SLUG && TOPIC_SLUG.test(given)) return `/topic/${given}`;
  const slug = topicSlug(keyword.title);
  return slug ? `/topic/${slug}` : null;
}
