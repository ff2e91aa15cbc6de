import { isPremiumStory } from '@newsroom/rules/paywall';
import type { Article } from '../content/schemas.ts';

/**
 * AB-07: a premium story, by the shared rule (`prime_blocker` 1 or hostid 364). The site's parsed
 * article holds the flag as a boolean; the rule reads the wire's 0/1.
 */
export function isPremiumArticle(article: Pick<Article, 'prime_blocker' | 'hostid'>): boolean {
  return isPremiumStory({ prime_blocker: article.prime_blocker ? 1 : 0, hostid: article.hostid });
}
