import { publication } from '@newsroom/rules/publication';
import type { ArticleModel } from '../article/articleModel.ts';
import { newsArticleLd } from '../article/jsonLd.ts';
import type { PageResult } from '../lib/pageResult.tsx';
import { paywallSplitBootScript } from '../paywall/paywallSplitBoot.ts';
import type { PaywallSettings } from '../paywall/settings.ts';
import { fontSizeBootScript } from '../widgets/byline-tools/fontSizeBoot.ts';

/**
 * The head of an article page, the same whichever layout its body has (AB-10). A page with a
 * paywall (its settings loaded) also places its reader in the sticky split before the first paint.
 */
export function articleHead(
  model: ArticleModel,
  origin: string,
  paywall: PaywallSettings | null = null,
): PageResult['head'] {
  const { article } = model;
  return {
    title: `${article.seo?.title || article.title} | ${publication.name}`,
    // Never empty (Lighthouse SEO): a story without a summary is described by its headline.
    description: article.seo?.description || article.artSummary || article.highlights[0] || article.title,
    canonical: `${origin}${article.url}`,
    jsonLd: [newsArticleLd(model, origin)],
    inlineScripts: paywall
      ? [fontSizeBootScript, paywallSplitBootScript(paywall.stickyPercent)]
      : [fontSizeBootScript],
  };
}
