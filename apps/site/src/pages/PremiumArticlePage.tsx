import { Island } from '@newsroom/composer';
import { ANALYTICS_PAGE_ATTR, pageViewAttribute } from '@newsroom/rules/analytics';
import { publication } from '@newsroom/rules/publication';
import type { ReactNode } from 'react';
import { ChannelFollow } from '../article/ChannelFollow.tsx';
import { FeaturedVideo } from '../article/FeaturedVideo.tsx';
import { Keywords } from '../article/Keywords.tsx';
import { SeoLinks } from '../article/SeoLinks.tsx';
import { StoryBody } from '../article/StoryBody.tsx';
import { StoryOutline } from '../article/StoryOutline.tsx';
import StackedArticlesIsland from '../article/stacked-articles/stacked-articles.island.tsx';
import type { Article } from '../content/schemas.ts';
import { type LoadedSlot, Region, SlotView } from '../layout/regions.tsx';
import { PrimeNote } from '../paywall/PrimeNote.tsx';
import { FALLBACK_PAYWALL_TEXTS } from '../paywall/texts.ts';
import { Breadcrumb, Byline, LeadImage } from './ArticlePage.tsx';
import { Chrome } from './Chrome.tsx';

interface PremiumArticlePageProps {
  /** AB-17: what records the reader's opening of this Prime story. */
  recorder?: ReactNode;
  article: Article;
  /** Page-level bars (the AR-11 sticky bar), from the layout's `top`. */
  top: readonly LoadedSlot[];
  /** The byline's tools in layout order (AR-10). */
  toolbar: readonly LoadedSlot[];
  /** The left rail: decoration that keeps the article in the middle (layouts/article-premium.json). */
  left: readonly LoadedSlot[];
  /** The right meta column: the author block and the masterclass slider or its stand-in. */
  right: readonly LoadedSlot[];
  /** Widgets placed between paragraphs, each with its paragraph break index. */
  inserts: readonly LoadedSlot[];
}

/** Inserts grouped by the paragraph break they go after, in layout order. */
function insertsByBreak(inserts: readonly LoadedSlot[]): Map<number, ReactNode> {
  const byBreak = new Map<number, ReactNode>();
  for (const slot of inserts) {
    if (slot.at === undefined) continue;
    byBreak.set(
      slot.at,
      <>
        {byBreak.get(slot.at)}
        <div className="story__insert">
          <SlotView slot={slot} />
        </div>
      </>,
    );
  }
  return byBreak;
}

/**
 * AB-10: the premium article page, for a Prime reader on a premium story (AB-25: no ads, no
 * paywall, no promos, the whole story). Three columns from layouts/article-premium.json: the left
 * rail, the article, the right meta column. The article comes first in the document, so a narrow
 * screen (and a screen reader) meets it first; the grid places the rail left of it where three
 * columns fit.
 */
export function PremiumArticlePage({
  article,
  top,
  toolbar,
  left,
  right,
  inserts,
  recorder,
}: PremiumArticlePageProps) {
  // AB-06: a Prime reader's stories stack below this one too (no advertorial for Prime).
  const stackProps = {
    first: { msid: article.msid, title: article.title, url: article.url },
    next: article.nextArticle ?? null,
    advertorial: null,
    siteName: publication.name,
  };
  return (
    <Chrome>
      <div className="premium-layout" data-layout="article-premium">
        <article
          className="story premium-layout__story"
          data-msid={article.msid}
          {...{
            [ANALYTICS_PAGE_ATTR]: pageViewAttribute({
              layout: 'article-premium',
              section: article.subsecnames?.subsec1 ?? '',
              msid: article.msid,
            }),
          }}
        >
          {top.map((slot) => (
            <SlotView key={slot.key} slot={slot} />
          ))}
          <Breadcrumb article={article} />
          <h1 className="story__title">{article.title}</h1>
          {article.highlights.length === 0 && article.artSummary && (
            <p className="story__summary story__text">{article.artSummary}</p>
          )}
          <Byline article={article} isPremium toolbar={toolbar} />
          <LeadImage article={article} />
          <StoryOutline highlights={article.highlights} />
          <FeaturedVideo video={article.featuredvideo} />
          <div className="story__body story__text">
            <StoryBody
              tree={article.storyJSON}
              inserts={insertsByBreak(inserts)}
              products={article.amazonProductList}
              msid={article.msid}
            />
          </div>
          {article.truncated && (
            // Only an editor's preview "as Prime" meets this: the backend sends the whole story to
            // a Prime session, and judges that from the session, not from the page's choice.
            <PrimeNote
              texts={FALLBACK_PAYWALL_TEXTS}
              tier="prime"
              expiredSubscription={false}
              returnTo={article.url}
            />
          )}
          <SeoLinks links={article.seoInArticleLinks} isPrime />
          <ChannelFollow article={article} />
          {/* AB-16: Prime readers get the keywords on one line. */}
          <Keywords article={article} oneLine />
        </article>
        <aside className="premium-layout__left" aria-label={`${publication.primeName} story`}>
          <Region name="left" slots={left} />
        </aside>
        <aside className="premium-layout__right" aria-label="About this story">
          <Region name="right" slots={right} />
        </aside>
      </div>
      {recorder}
      <Island hydrate="scroll">
        <StackedArticlesIsland {...stackProps} />
      </Island>
    </Chrome>
  );
}
