import { Island, type PaywallGate } from '@newsroom/composer';
import { articleTemplatePictures, pictureAt } from '@newsroom/rules/pictures';
import type { ReactNode } from 'react';
import { ChannelFollow } from '../article/ChannelFollow.tsx';
import { FeaturedVideo } from '../article/FeaturedVideo.tsx';
import { imageSizeOf, imageTemplateOf } from '../article/imageTemplate.ts';
import { isPremiumArticle } from '../article/premium.ts';
import { SeoLinks } from '../article/SeoLinks.tsx';
import { StoryBody } from '../article/StoryBody.tsx';
import { StoryOutline } from '../article/StoryOutline.tsx';
import { safeHref, safeMediaUrl } from '../article/safeUrl.ts';
import { isHouseAgency, publication } from '../config/publication.ts';
import type { Article } from '../content/schemas.ts';
import AdaptivePaywallIsland from '../islands/adaptive-paywall.island.tsx';
import AuthorCardIsland from '../islands/author-card.island.tsx';
import { type LoadedSlot, Region, SlotView } from '../layout/regions.tsx';
import { formatIst, toIstIso } from '../lib/istTime.ts';
import { PaywallBlocker } from '../paywall/PaywallBlocker.tsx';
import type { PaywallTexts } from '../paywall/texts.ts';
import { Chrome } from './Chrome.tsx';
import { useChromeFacts } from './readerTier.ts';

interface ArticlePageProps {
  article: Article;
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
  /** The blocker's texts; present whenever there is a gate, or a meter that may close one. */
  paywallTexts?: PaywallTexts | null;
  /** AB-08: an adaptive story whose gate the reader's browser asks the backend's meter about. */
  metered?: boolean;
}

export function ArticlePage({
  article,
  top,
  toolbar,
  aside,
  inserts,
  readerTier,
  paywall = 'none',
  paywallTexts,
  metered = false,
}: ArticlePageProps) {
  const { tier, trialEligible, expiredSubscription } = useChromeFacts();
  const gated = paywall !== 'none' && paywallTexts;
  // AB-07: a gated story that is not premium (the adaptive gate) is shown to 500 px; a premium
  // story's teaser is all the backend sent, so it is not cut again.
  const isPremium = isPremiumArticle(article);
  const clipped = gated && !isPremium;
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
  return (
    <Chrome>
      <div className={gated ? 'article-layout article-layout--gated' : 'article-layout'}>
        <article className={clipped ? 'story story--clipped' : 'story'} data-msid={article.msid}>
          {top.map((slot) => (
            <SlotView key={slot.key} slot={slot} />
          ))}
          <Breadcrumb article={article} />
          <h1 className="story__title">{article.title}</h1>
          {article.highlights.length === 0 && article.artSummary && (
            <p className="story__summary story__text">{article.artSummary}</p>
          )}
          <Byline article={article} isPremium={isPremium} toolbar={toolbar} />
          <LeadImage article={article} />
          <StoryOutline highlights={article.highlights} />
          <FeaturedVideo video={article.featuredvideo} />
          <div className="story__body story__text">
            <StoryBody tree={article.storyJSON} inserts={byBreak} />
          </div>
          {gated ? (
            <PaywallBlocker
              texts={paywallTexts}
              tier={tier}
              trialEligible={trialEligible}
              expiredSubscription={expiredSubscription}
              returnTo={article.url}
            />
          ) : (
            article.truncated && (
              // A teaser without a gate: a reader outside India on the tech section (AB-07: no gate,
              // yet the text past the teaser is still only for members), or a preview as Prime.
              <aside className="story__prime-note">
                <p>
                  This is a {publication.primeName} story. The rest of it is for members.{' '}
                  <a href="/prime">See {publication.primeName} plans</a>
                </p>
              </aside>
            )
          )}
          {metered && paywallTexts && (
            <Island
              name="adaptive-paywall"
              hydrate="load"
              props={{
                msid: article.msid,
                texts: paywallTexts,
                tier,
                trialEligible,
                expiredSubscription,
                returnTo: article.url,
              }}
            >
              <AdaptivePaywallIsland
                msid={article.msid}
                texts={paywallTexts}
                tier={tier}
                trialEligible={trialEligible}
                expiredSubscription={expiredSubscription}
                returnTo={article.url}
              />
            </Island>
          )}
          <SeoLinks links={article.seoInArticleLinks} isPrime={readerTier === 'prime'} />
          <ChannelFollow article={article} />
          <Keywords article={article} />
        </article>
        {!gated && (
          <aside className="article-aside" aria-label="More from the publication">
            <Region name="aside" slots={aside} />
          </aside>
        )}
      </div>
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
                    <Island
                      name="author-card"
                      hydrate="interaction"
                      as="span"
                      props={{ authorId: author.id, name: author.title, href }}
                    >
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

/** Shared with the AB-10 premium page (PremiumArticlePage.tsx). */
export function LeadImage({ article }: { article: Article }) {
  const src = safeMediaUrl(article.img);
  if (!src) return null;
  const credit = article.imgagency && !isHouseAgency(article.imgagency) ? article.imgagency : '';
  // AR-20: the template fixes the size the picture is asked for and laid out at.
  const template = imageTemplateOf(article);
  const lead = imageSizeOf(template);
  return (
    <figure className={`story__lead lead-picture lead-picture--t${template}`} data-template={template}>
      <img
        src={pictureAt(src, articleTemplatePictures[template])}
        alt={article.imgcaption || ''}
        width={lead.width}
        height={lead.height}
        fetchPriority="high"
        decoding="async"
      />
      {(article.imgcaption || credit) && (
        <figcaption>
          {article.imgcaption}
          {credit && <span className="story__credit">{` Photo: ${credit}`}</span>}
        </figcaption>
      )}
    </figure>
  );
}

/** Shared with the AB-10 premium page (PremiumArticlePage.tsx). */
export function Keywords({ article }: { article: Article }) {
  const links = article.relatedKeywords.flatMap((keyword) => {
    const href = safeHref(keyword.url);
    return href ? [{ href, title: keyword.title }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav className="keywords" aria-label="Read more on">
      <span className="keywords__label">Read more on</span>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
