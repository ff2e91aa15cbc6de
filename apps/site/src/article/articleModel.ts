import type { ArticleFacts } from '@newsroom/composer';
import { ADAPTIVE_HOST_ID, isPremiumStory } from '@newsroom/rules/paywall';
import type { Article } from '../content/schemas.ts';
import { articleFacts } from './articleFacts.ts';

/**
 * One story as the site sees it on one request: the backend's answer with the facts decided from
 * it once — premium or not (AB-07), metered or not (AB-08), and what the layouts test. The gate,
 * the layout kind, the page, its structured data and the Prime read recorder all read these
 * instead of deciding again.
 */
export interface ArticleModel {
  readonly article: Article;
  /** AB-07: premium by the shared rule (`prime_blocker` 1 or hostid 364). */
  readonly premium: boolean;
  /** AB-08: an adaptive story (adaptive 1, hostid 153): open in the page, the backend's meter may close it. */
  readonly adaptive: boolean;
  /** What layout conditions test (`article.*`); `prime` is `premium`. */
  readonly facts: ArticleFacts;
}

export function articleModel(article: Article): ArticleModel {
  // The site's parsed article holds the flag as a boolean; the shared rule reads the wire's 0/1.
  const premium = isPremiumStory({ prime_blocker: article.prime_blocker ? 1 : 0, hostid: article.hostid });
  const facts = articleFacts(article, premium);
  return { article, premium, adaptive: facts.adaptive && facts.hostId === ADAPTIVE_HOST_ID, facts };
}
