import type { ArticleFacts, LayoutContext, PaywallGate } from '@newsroom/composer';

/**
 * The gate a reader meets on an article, as the server can know it (AB-07, AB-08):
 * - `plain`: a premium story and a reader who is not Prime. The backend has already cut the
 *   story to its teaser for them (it judges that from the reader's own session).
 * - `adaptive`: the address asks for the adaptive gate (`?adaptive=1`); a gate the backend's
 *   meter closes on an adaptive story is decided in the browser, per reader, after the page.
 * - `none`: Prime readers, and every free story.
 */
export function articleGate(
  article: Pick<ArticleFacts, 'prime'>,
  reader: Pick<LayoutContext['reader'], 'tier'>,
  query: Readonly<Record<string, string>>,
): PaywallGate {
  if (reader.tier === 'prime') return 'none';
  if (article.prime) return 'plain';
  if (query.adaptive === '1') return 'adaptive';
  return 'none';
}

/** The query parameters the article page reads for its gate (part of its page-cache key). */
export const GATE_QUERY_KEYS: readonly string[] = ['adaptive'];
