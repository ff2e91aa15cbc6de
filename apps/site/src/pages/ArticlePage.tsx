import { Island, type PaywallGate } from '@newsroom/composer';
import { ANALYTICS_PAGE_ATTR, pageViewAttribute } from '@newsroom/rules/analytics';
import { METER_GATE_ATTRIBUTE } from '@newsroom/rules/paywall-meter-gate';
import { articleTemplatePictures, pictureAt } from '@newsroom/rules/pictures';
import { isHouseAgency, publication } from '@newsroom/rules/publication';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import type { ReactNode } from 'react';
import { AuthorBox } from '../article/AuthorBox.tsx';
import type { ArticleModel } from '../article/articleModel.ts';
import AuthorCardIsland from '../article/author-card/author-card.island.tsx';
import { ChannelFollow } from '../article/ChannelFollow.tsx';
import { Disclaimer } from '../article/Disclaimer.tsx';
import { FeaturedVideo } from '../article/FeaturedVideo.tsx';
import ImageZoomIsland from '../article/image-zoom.island.tsx';
import { imageSizeOf, imageTemplateOf } from '../article/imageTemplate.ts';
import { Keywords } from '../article/Keywords.tsx';
import { SeoLinks } from '../article/SeoLinks.tsx';
import { StoryBody } from '../article/StoryBody.tsx';
import { StoryOutline } from '../article/StoryOutline.tsx';
import StackedArticlesIsland, {
  type StackedStory,
} from '../article/stacked-articles/stacked-articles.island.tsx';
import type { Article } from '../content/schemas.ts';
import { type LoadedSlot, Region, SlotView } from '../layout/regions.tsx';
import { formatIst, toIstIso } from '../lib/istTime.ts';
import { useChromeFacts } from '../lib/readerTier.ts';
import AdaptivePaywallIsland from '../paywall/adaptive-paywall.island.tsx';
import type { PaywallExperienceProps } from '../paywall/PaywallExperience.tsx';
import { PrimeNote } from '../paywall/PrimeNote.tsx';
import PaywallIsland from '../paywall/paywall.island.tsx';
import { FALLBACK_PAYWALL_TEXTS, type PaywallTexts } from '../paywall/texts.ts';
import { Chrome } from './Chrome.tsx';

export interface ArticlePageProps {
  /** The story with its facts decided once for this request (premium, metered…). */
  model: ArticleModel;
  /** Page-level bars (the AR-11 sticky bar), from the layout's `top`. */
  top: readonly LoadedSlot[];
  /** The byline's tools in layout order (AR-10), from the layout's `toolbar`. */
  toolbar: readonly LoadedSlot[];
  aside: readonly LoadedSlot[];
  /** Widgets placed between paragraphs, each with its paragraph break index. */
  inserts: readonly LoadedSlot[];
  /** AR-13: the reader's tier; Prime readers do not get the in-article SEO links. */
  readerTier?: string;
  /** AB-07 / AB-08: the gate this reader meets here ('none' for Prime readers and free stories). */
  paywall?: PaywallGate;
  /**
   * What the paywall shows (texts, switches, benefits), as the server knows it; present whenever
   * there is a gate, or a meter that may close one. The reader's own facts come from the chrome.
   */
  paywallContent?: Pick<PaywallExperienceProps, 'texts' | 'settings' | 'benefits' | 'tablet'> | null;
  /** AB-08: an adaptive story whose gate the reader's browser asks the backend's meter about. */
  metered?: boolean;
  /**
   * AB-06: 'stacked' renders the story as a fragment stacked below another (no page around it);
   * otherwise the stories stacked below this one start here, an advertorial first when given.
   */
  stack?: 'stacked' | { advertorial: StackedStory | null };
  /** AB-17: what records a Prime reader's opening of a Prime story, inside the story's own part. */
  recorder?: ReactNode;
  /** AB-21: the story's disclaimer text, chosen by its agency and date (none: null). */
  disclaimer?: string | null;
  /** AB-07: the editors' texts for the note under a teaser that meets no gate (none: the house's). */
  primeNoteTexts?: PaywallTexts | null;
}

export function ArticlePage({
  model,
  top,
  toolbar,
  aside,
  inserts,
  readerTier,
  paywall = 'none',
  paywallContent,
  metered = false,
  stack = { advertorial: null },
  recorder,
  disclaimer = null,
  primeNoteTexts = null,
}: ArticlePageProps) {
  const { article, premium } = model;
  const { tier, trialEligible, expiredSubscription } = useChromeFacts();
  const gated = paywall !== 'none' && paywallContent;
  // AB-09: the trial is offered to a signed-in reader the backend calls eligible, and to a reader
  // not signed in when the editors open it to newcomers (they sign in to start it).
  const paywallProps: PaywallExperienceProps | null = paywallContent
    ? {
        ...paywallContent,
        tier,
        expiredSubscription,
        trialEligible:
          !expiredSubscription &&
          (tier === 'anonymous' ? paywallContent.settings.trialForNewcomers : trialEligible),
        returnTo: article.url,
        currentMsid: article.msid,
      }
    : null;
  // AB-07: a gated story that is not premium (the adaptive gate) is shown to 500 px; a premium
  // story's teaser is all the backend sent, so it is not cut again.
  const clipped = gated && !premium;
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
  const layout = (
    <div className={gated ? 'article-layout article-layout--gated' : 'article-layout'}>
      <article
        className={clipped ? 'story story--clipped' : 'story'}
        data-msid={article.msid}
        // AB-08: the in-story ads wait for the meter's answer (the adaptive island sets it).
        {...(metered ? { [METER_GATE_ATTRIBUTE]: 'pending' } : {})}
        {...{
          [ANALYTICS_PAGE_ATTR]: pageViewAttribute({
            layout: 'article',
            section: model.facts.subsec1,
            msid: article.msid,
          }),
        }}
      >
        {/* The page's bars belong to the page, not to a story stacked in it (AB-06). */}
        {stack !== 'stacked' && top.map((slot) => <SlotView key={slot.key} slot={slot} />)}
        <Breadcrumb article={article} />
        <h1 className="story__title">{article.title}</h1>
        {article.highlights.length === 0 && article.artSummary && (
          <p className="story__summary story__text">{article.artSummary}</p>
        )}
        <Byline article={article} isPremium={premium} toolbar={toolbar} />
        <LeadImage article={article} first={stack !== 'stacked'} />
        <StoryOutline highlights={article.highlights} />
        <FeaturedVideo video={article.featuredvideo} />
        <div className="story__body story__text">
          <StoryBody
            tree={article.storyJSON}
            inserts={byBreak}
            products={article.amazonProductList}
            msid={article.msid}
          />
        </div>
        {gated && paywallProps ? (
          <Island hydrate="load">
            <PaywallIsland {...paywallProps} />
          </Island>
        ) : (
          article.truncated && (
            // A teaser without a gate: a reader outside India on the tech section (AB-07: no gate,
            // yet the text past the teaser is still only for members), or a preview as Prime.
            <PrimeNote
              texts={primeNoteTexts ?? FALLBACK_PAYWALL_TEXTS}
              tier={tier}
              expiredSubscription={expiredSubscription}
              returnTo={article.url}
            />
          )
        )}
        {metered && paywallProps && (
          <Island hydrate="load">
            <AdaptivePaywallIsland msid={article.msid} paywall={paywallProps} />
          </Island>
        )}
        <SeoLinks links={article.seoInArticleLinks} isPrime={readerTier === 'prime'} />
        <ChannelFollow article={article} />
        {/* Reading flow: the disclaimer (AB-21), the keywords (AB-16), the author box (AB-15). */}
        <Disclaimer text={disclaimer} />
        <Keywords article={article} oneLine={readerTier === 'prime'} />
        <AuthorBox article={article} />
      </article>
      {!gated && (
        <aside className="article-aside" aria-label="More from the publication">
          <Region name="aside" slots={aside} />
        </aside>
      )}
    </div>
  );
  if (stack === 'stacked') {
    // AB-06: the story as it arrives below another: a divider, and what the page needs to follow it.
    return (
      <section
        className="stacked-article"
        aria-label={article.title}
        data-msid={article.msid}
        data-path={article.url}
        data-title={article.title}
        data-next={article.nextArticle?.msid ?? ''}
        data-next-path={article.nextArticle?.url ?? ''}
        data-next-title={article.nextArticle?.title ?? ''}
      >
        <p className="stack-divider">Next story</p>
        {layout}
        {recorder}
      </section>
    );
  }
  const first = { msid: article.msid, title: article.title, url: article.url };
  const stackProps = {
    first,
    next: article.nextArticle ?? null,
    advertorial: stack.advertorial,
    siteName: publication.name,
  };
  return (
    // AB-09: under a gate the paywall and its band are the offer; the AR-16 bar would be a second.
    <Chrome nudgeBar={!gated}>
      {layout}
      {recorder}
      {/* Woken by the reader's first scroll: a reader who does not scroll loads none of it. */}
      <Island hydrate="scroll">
        <StackedArticlesIsland {...stackProps} />
      </Island>
    </Chrome>
  );
}

/** Shared with the AB-10 premium page (PremiumArticlePage.tsx). */
export function Breadcrumb({ article }: { article: Article }) {
  const names = [article.subsecnames?.subsecname1, article.subsecnames?.subsecname2].filter(
    (name): name is string => Boolean(name),
  );
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <a href="/">Home</a>
        </li>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ol>
    </nav>
  );
}

/** Shared with the AB-10 premium page (PremiumArticlePage.tsx). */
export function Byline({
  article,
  isPremium,
  toolbar,
}: {
  article: Article;
  isPremium: boolean;
  toolbar: readonly LoadedSlot[];
}) {
  const published = formatIst(article.date);
  const updated = article.updated && article.updated !== article.date ? formatIst(article.updated) : null;
  return (
    <div className="byline">
      <div className="byline__who">
        {isPremium && <span className="prime-badge">Prime</span>}
        {article.authors.length > 0 && (
          <span className="byline__authors">
            By{' '}
            {article.authors.map((author, index) => {
              const href = safeHref(author.url);
              return (
                <span key={author.id ?? author.title}>
                  {index > 0 && (index === article.authors.length - 1 ? ' and ' : ', ')}
                  {href && author.id && /^[0-9]{1,20}$/.test(author.id) ? (
                    // AR-09: the author hover card wraps the link; without JS it is the plain link.
                    <Island hydrate="interaction" as="span">
                      <AuthorCardIsland authorId={author.id} name={author.title} href={href} />
                    </Island>
                  ) : href ? (
                    <a className="byline__author" href={href} rel="author">
                      {author.title}
                    </a>
                  ) : (
                    author.title
                  )}
                </span>
              );
            })}
          </span>
        )}
        {article.agency && !isHouseAgency(article.agency) && (
          <span className="byline__agency">{article.agency}</span>
        )}
        {published && (
          <span className="byline__time">
            {updated ? 'Last Updated: ' : ''}
            <time dateTime={toIstIso(article.updated || article.date) ?? undefined}>
              {updated ?? published}
            </time>
          </span>
        )}
        {article.readtime && <span className="byline__readtime">{article.readtime} min read</span>}
      </div>
      {toolbar.length > 0 && (
        // AR-10: each tool is its own island, woken when the reader reaches for it.
        <div className="toolbar" role="toolbar" aria-label="Article tools">
          {toolbar.map((slot) => (
            <SlotView key={slot.key} slot={slot} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * `first`: the page's own story, whose picture is its largest paint; a stacked one's is lazy.
 * Shared with the AB-10 premium page (PremiumArticlePage.tsx).
 */
export function LeadImage({ article, first = true }: { article: Article; first?: boolean }) {
  const src = safeMediaUrl(article.img);
  if (!src) return null;
  const credit = article.imgagency && !isHouseAgency(article.imgagency) ? article.imgagency : '';
  // AR-20: the template fixes the size the picture is asked for and laid out at.
  const template = imageTemplateOf(article);
  const lead = imageSizeOf(template);
  const zoom = {
    src: pictureAt(src, articleTemplatePictures[template]),
    full: src,
    alt: article.imgcaption || '',
    width: lead.width,
    height: lead.height,
    // The page's own story's picture is its largest paint; a stacked story's loads lazily.
    lead: first,
  };
  return (
    <figure className={`story__lead lead-picture lead-picture--t${template}`} data-template={template}>
      {/* AB-24: the lead picture opens full screen (the whole picture); a link without JavaScript. */}
      <Island hydrate="interaction">
        <ImageZoomIsland {...zoom} />
      </Island>
      {(article.imgcaption || credit) && (
        <figcaption>
          {article.imgcaption}
          {credit && <span className="story__credit">{` Photo: ${credit}`}</span>}
        </figcaption>
      )}
    </figure>
  );
}
