import type { Article } from '../content/schemas.ts';

/** AB-07: a premium story — `prime_blocker` 1 or hostid 364 (the backend applies the same rule). */
export function isPremiumArticle(article: Pick<Article, 'prime_blocker' | 'hostid'>): boolean {
  return Boolean(article.prime_blocker) || article.hostid === '364';
}
