import { newsArticleLd } from '../article/jsonLd.ts';
import { publication } from '../config/publication.ts';
import type { Article } from '../content/schemas.ts';
import { fontSizeBootScript } from '../islands/fontSizeBoot.ts';
import type { PageResult } from './pageResult.tsx';

/** The head of an article page, the same whichever layout its body has (AB-10). */
export function articleHead(article: Article, origin: string): PageResult['head'] {
  return {
    title: `${article.seo?.title || article.title} | ${publication.name}`,
    // Never empty (Lighthouse SEO): a story without a summary is described by its headline.
    description: article.seo?.description || article.artSummary || article.highlights[0] || article.title,
    canonical: `${origin}${article.url}`,
    jsonLd: [newsArticleLd(article, origin)],
    inlineScripts: [fontSizeBootScript],
  };
}
