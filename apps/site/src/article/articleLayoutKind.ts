import type { ArticleFacts, LayoutContext, PaywallGate } from '@newsroom/composer';

/** The two layouts an article page may be laid out with (layouts/article.json, article-premium.json). */
export type ArticleLayoutKind = 'article' | 'article-premium';

/**
 * AB-10: a Prime reader on a premium story gets the three-column premium layout; every other
 * reader, and every free story, the regular article page. A page that shows a gate is never the
 * premium one (a Prime reader meets none; this keeps a future gate from landing in three columns).
 */
export function articleLayoutKind(
  article: Pick<ArticleFacts, 'prime'>,
  reader: Pick<LayoutContext['reader'], 'tier'>,
  paywall: PaywallGate,
): ArticleLayoutKind {
  return article.prime && reader.tier === 'prime' && paywall === 'none' ? 'article-premium' : 'article';
}
