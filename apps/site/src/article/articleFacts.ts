import type { ArticleFacts } from '@newsroom/composer';
import type { Article } from '../content/schemas.ts';
import { completeRelated } from './related.ts';

/** Reads `metainfo.X.value` as text ("" when missing). */
export function metaText(article: Article, key: string): string {
  const value = article.metainfo?.[key]?.value;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/**
 * The facts about an article that layout conditions may test (see composer's fields); `premium`
 * is decided by the article's model (articleModel), the one place the rule is applied.
 */
export function articleFacts(article: Article, premium: boolean): ArticleFacts {
  const words = Number.parseInt(metaText(article, 'NumberOfWords'), 10);
  const template = Number.parseInt(metaText(article, 'TemplateLayout'), 10);
  const keywordText = metaText(article, 'MetaKeywords') || article.seo?.keywords || '';
  return {
    subsec1: article.subsecnames?.subsec1 ?? '',
    subsec2: article.subsecnames?.subsec2 ?? '',
    subsec3: article.subsecnames?.subsec3 ?? '',
    words: Number.isFinite(words) && words >= 0 ? words : 0,
    matchId: metaText(article, 'Matchid'),
    hostId: article.hostid ?? '',
    prime: premium,
    adaptive: Boolean(article.adaptive),
    hideAds: Boolean(article.hideAds),
    templateLayout: Number.isInteger(template) && template >= 0 && template <= 5 ? template : -1,
    keywords: keywordText
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    relatedNews: completeRelated(article).length,
    businessUsageType: metaText(article, 'BusinessUsageType'),
    specialId: metaText(article, 'SpecialID'),
    sluglines: Boolean(
      metaText(article, 'Sluglinebeforeheadline') && metaText(article, 'Sluglineafterheadline'),
    ),
    canonical: metaText(article, 'canonicalURL'),
    taggedCompanies: article.taggedcomp.length,
  };
}
