import type { ArticleFacts, LayoutContext, PaywallGate } from '@newsroom/composer';
import {
  isTechSection,
  plainPaywallApplies,
  readPaywallTier,
  urlAsksForAdaptive,
} from '@newsroom/rules/paywall';

/**
 * The gate a reader meets on an article, as the server can know it (AB-07, AB-08), by the shared
 * rules (@newsroom/rules/paywall):
 * - `plain`: a premium story and a reader who is not Prime — except a reader outside India on
 *   the tech section, who meets no gate (no blocker, ads as usual). The backend still cuts the
 *   story to its teaser for every reader who is not Prime: it judges that from the reader's own
 *   session, never from a location header anyone could send.
 * - `adaptive`: the address asks for the adaptive gate (`?adaptive=1`); a gate the backend's
 *   meter closes on an adaptive story is decided in the browser, per reader, after the page.
 * - `none`: Prime readers, and every free story.
 */
export function articleGate(
  article: Pick<ArticleFacts, 'prime' | 'subsec1'>,
  reader: Pick<LayoutContext['reader'], 'tier' | 'geo'>,
  query: Readonly<Record<string, string>>,
): PaywallGate {
  if (reader.tier === 'prime') return 'none';
  const plain = plainPaywallApplies({
    premium: article.prime,
    tier: readPaywallTier(reader.tier),
    inIndia: reader.geo === 'IN',
    techSection: isTechSection(article.subsec1),
  });
  if (plain) return 'plain';
  if (!article.prime && urlAsksForAdaptive(new URLSearchParams(query))) return 'adaptive';
  return 'none';
}

/** The query parameters the article page reads for its gate (part of its page-cache key). */
export const GATE_QUERY_KEYS: readonly string[] = ['adaptive'];
