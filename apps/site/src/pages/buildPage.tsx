import { type LayoutContext, resolveLayout } from '@newsroom/composer';
import { COMMENTS_PAGE_SIZE } from '@newsroom/machines';
import { nextEpaperOrderChange } from '@newsroom/rules/epaper';
import { publication } from '@newsroom/rules/publication';
import { safeHref } from '@newsroom/rules/safe-url';
import { articleLayoutKind } from '../article/articleLayoutKind.ts';
import { articleModel } from '../article/articleModel.ts';
import { authorPageHref } from '../article/authorBox.ts';
import { DISCLAIMERS_CONFIG_KEY, disclaimerEntry } from '../article/disclaimer.ts';
import { printPathOf } from '../article/printPath.ts';
import type { ContentClient } from '../content/client.ts';
import type { Article } from '../content/schemas.ts';
import { type Log, loadSlots, type MissingData } from '../layout/regions.tsx';
import type { PageResult } from '../lib/pageResult.tsx';
import type { Route } from '../lib/routes/match.ts';
import { articleGate } from '../paywall/gate.ts';
import { PAYWALL_SETTINGS_OFF, readPaywallSettings } from '../paywall/settings.ts';
import { FALLBACK_PAYWALL_TEXTS, PAYWALL_CONFIG_KEY, readPaywallTexts } from '../paywall/texts.ts';
import { PrimeReadRecorder, recordsPrimeRead } from '../widgets/prime-missed-stories/PrimeReadRecorder.tsx';
import { ArticlePage, type ArticlePageProps } from './ArticlePage.tsx';
import { AuthorPage } from './AuthorPage.tsx';
import { articleHead } from './articleHead.ts';
import { CategoryPage } from './CategoryPage.tsx';
import { CompanyPage } from './CompanyPage.tsx';
import { eventPage } from './event/load.tsx';
import { grandmastersPage } from './grandmasters/load.tsx';
import { HomePage } from './HomePage.tsx';
import type { PageDeps } from './kit/pageDeps.ts';
import { notFoundPage } from './kit/statusPages.tsx';
import { liveBlogPage } from './live-blog/load.tsx';
import { marketDirectoryPage } from './markets/marketDirectoryPage.tsx';
import { marketPage } from './markets/marketPage.tsx';
import { OpinionsPage } from './OpinionsPage.tsx';
import { PrintPage } from './PrintPage.tsx';
import { premiumArticlePage } from './premiumArticle.tsx';
import { pagePath } from './StoryListPage.tsx';
import { findSectionPage, topLevelPath } from './sectionDirectory.ts';
import { slideshowPage } from './slideshow/load.tsx';
import { TopicPage } from './TopicPage.tsx';
import { videoPage } from './video/load.tsx';

const same = (context: LayoutContext) => context;

/** How long a shared cache may keep pages: short, so content changes show within a minute. */
const PAGE_MAX_AGE = 30;

/** The page for a route. Throws ContentUnavailable when the backend cannot answer. */
export async function buildPage(route: Route, deps: PageDeps): Promise<PageResult> {
  switch (route.kind) {
    case 'home':
      return homePage(deps);
    case 'article':
      return articlePage(route.msid, deps);
    case 'stacked':
      return articlePage(route.msid, { ...deps, stacked: true });
    case 'category':
      return categoryPage(route, deps);
    case 'opinions':
      return opinionsPage(route.msid, route.page, deps);
    case 'print':
      return printPage(route.msid, deps);
    case 'author':
      return authorPage(route, deps);
    case 'topic':
      return topicPage(route, deps);
    case 'marketStats':
    case 'crypto':
    case 'coin':
    case 'upsideRadar':
    case 'screener':
      return marketPage(route, deps);
    case 'company':
      return companyPage(route, deps);
    case 'marketPage':
      return marketDirectoryPage(route.page, deps, notFoundPage);
    case 'video':
      return videoPage(route.msid, deps, notFoundPage);
    case 'slideshow':
      return slideshowPage(route.msid, deps, notFoundPage);
    case 'liveBlog':
      return liveBlogPage(route.msid, deps, notFoundPage);
    case 'grandmasters':
      return grandmastersPage(route.seriesId, deps, notFoundPage);
    case 'event':
      return eventPage(route.slug, deps, notFoundPage);
    case 'notFound':
      return notFoundPage();
    default: {
      const unreachable: never = route;
      throw new Error(`unhandled route ${JSON.stringify(unreachable)}`);
    }
  }
}

async function articlePage(msid: string, deps: PageDeps): Promise<PageResult> {
  const { content, context, layouts, log, widgetDeadlineMs, url, missing } = deps;
  // AB-25: Prime readers get the full body of a premium story; everyone else the preview. The
  // backend judges that from the reader's own session, so the token goes along.
  const article = await content.stories.article(msid, { sessionToken: deps.sessionToken ?? null });
  if (!article) return notFoundPage();
  const canonicalPath = safeHref(article.url);
  // Old or mistyped slugs lead to the one address search engines should know.
  if (!deps.preview && !deps.stacked && canonicalPath?.startsWith('/') && canonicalPath !== url.pathname) {
    return {
      status: 301,
      redirect: canonicalPath + url.search,
      head: { title: '' },
      body: <></>,
      maxAge: 3600,
    };
  }
  // AB-07, AB-08: the story's facts, decided once here and passed to all that use them.
  const model = articleModel(article);
  const { facts } = model;
  const adjusted = (deps.adjust ?? same)({ ...context, article: facts });
  // After the preview's choices: an editor previewing as a Prime reader sees no gate.
  const paywall = articleGate(facts, adjusted.reader, adjusted.url.query);
  // The story's own path (a stacked story's too): AB-01 rules on the address read it.
  const path = canonicalPath?.startsWith('/') ? canonicalPath.split('?')[0]! : adjusted.page.path;
  const page = { ...adjusted, page: { ...adjusted.page, paywall, ...(path ? { path } : {}) } };
  // AB-10: a Prime reader on a premium story gets the three-column layout, when there is one.
  // A story stacked below another (AB-06) keeps the article layout: it is a part of that page.
  const premium =
    !deps.stacked &&
    articleLayoutKind(facts, page.reader, paywall) === 'article-premium' &&
    layouts.get('article-premium');
  // AB-17: the reader's own tier, not the preview's choice; a stacked story records too.
  const recorder = recordsPrimeRead(model, context.reader.tier, deps.preview === true) && (
    <PrimeReadRecorder msid={article.msid} />
  );
  if (premium) return premiumArticlePage(model, page, premium, deps, PAGE_MAX_AGE, recorder);
  const layout = layouts.get('article');
  const slots = layout ? resolveLayout(layout, page).regions : {};
  const ctx = { content, page, article, sessionToken: deps.sessionToken ?? null };
  const gated = paywall !== 'none';
  // AB-08: an adaptive story is open in the page; the reader's browser asks the meter after it.
  const metered = !gated && model.adaptive && page.reader.tier !== 'prime';
  // AB-21: the disclaimer's text, asked for alongside the slots; without it, no disclaimer.
  const disclaimer = loadDisclaimer(article, content, log, missing);
  // AB-07: a teaser that meets no gate (outside India on tech) carries a note in the editors' words.
  const primeNote = !gated && !metered && article.truncated;
  const [top, toolbar, aside, inserts, paywallContent, advertorial, primeNoteTexts] = await Promise.all([
    loadSlots(slots.top, ctx, widgetDeadlineMs, log, missing),
    loadSlots(slots.toolbar, ctx, widgetDeadlineMs, log, missing),
    // AB-07: under a gate the story takes the whole width; the right column is not shown.
    gated ? [] : loadSlots(slots.aside, ctx, widgetDeadlineMs, log, missing),
    loadSlots(slots.inserts, ctx, widgetDeadlineMs, log, missing),
    gated || metered ? loadPaywallContent(content, page.reader.device, log, missing) : null,
    // AB-06: below the first story a reader who is not Prime is offered an advertorial first.
    deps.stacked || page.reader.tier === 'prime' ? null : loadAdvertorial(content, article.msid, log),
    primeNote ? loadPaywallConfig(content, log, missing).then((c) => c && readPaywallTexts(c)) : null,
  ]);
  const disclaimerText = await disclaimer;
  const { origin } = deps;
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    ...(deps.stacked ? { fragment: true, idPrefix: `s${article.msid}-` } : {}),
    head: articleHead(model, origin, paywallContent?.settings ?? null),
    body: (
      <ArticlePage
        model={model}
        top={top}
        toolbar={toolbar}
        aside={aside}
        inserts={inserts}
        readerTier={page.reader.tier}
        paywall={paywall}
        paywallContent={paywallContent}
        metered={metered}
        stack={deps.stacked ? 'stacked' : { advertorial }}
        recorder={recorder}
        disclaimer={disclaimerText}
        primeNoteTexts={primeNoteTexts}
      />
    ),
  };
}

/** AB-06: the advertorials' section (Spotlight and its Partner Content), newest first. */
const ADVERTORIAL_SECTION = '91745395';

/** The newest advertorial that is not the story itself; none when the list cannot be had (logged). */
async function loadAdvertorial(content: ContentClient, msid: string, log: Log) {
  try {
    const items = await content.stories.list({ msid: ADVERTORIAL_SECTION, top: 2, hierarchy: true });
    const found = items.find((item) => String(item.msid) !== msid);
    return found ? { msid: String(found.msid), title: found.title, url: found.url } : null;
  } catch (error) {
    log(`stacked articles: no advertorial: ${(error as Error).message}`);
    return null;
  }
}

/** AB-21: the story's disclaimer from the editors' texts, or null (none, or the texts failed). */
async function loadDisclaimer(
  article: Article,
  content: ContentClient,
  log: Log,
  missing?: MissingData,
): Promise<string | null> {
  const entry = disclaimerEntry(article.agency, article.date);
  if (!entry) return null;
  try {
    return (await content.editorial.config(DISCLAIMERS_CONFIG_KEY))[entry] ?? null;
  } catch (error) {
    log(`disclaimer: texts unavailable: ${(error as Error).message}`);
    missing?.('disclaimer');
    return null;
  }
}

/** AB-09: the paywall's config (texts and switches); without it null, and the page is not kept. */
function loadPaywallConfig(content: ContentClient, log: Log, missing?: MissingData) {
  return content.editorial.config(PAYWALL_CONFIG_KEY).catch((error: Error) => {
    log(`paywall: texts unavailable: ${error.message}`);
    missing?.('paywall-texts');
    return null;
  });
}

/**
 * AB-09: what the paywall shows, from the backend: its texts and switches (config `paywall`) and
 * Prime's clustered benefits. Texts that cannot be had fall back to the house's words and the
 * switches to off (the page is then incomplete, so not cached); benefits that cannot be had are
 * logged and the section is left out (spec: "benefits failure: logged or silently no widget").
 */
async function loadPaywallContent(
  content: ContentClient,
  device: string,
  log: Log,
  missing?: MissingData,
): Promise<NonNullable<ArticlePageProps['paywallContent']>> {
  const [config, benefits] = await Promise.all([
    loadPaywallConfig(content, log, missing),
    content.prime.benefits().catch((error: Error) => {
      log(`paywall: benefits unavailable: ${error.message}`);
      missing?.('paywall-benefits');
      return null;
    }),
  ]);
  return {
    texts: config ? readPaywallTexts(config) : FALLBACK_PAYWALL_TEXTS,
    settings: config ? readPaywallSettings(config) : PAYWALL_SETTINGS_OFF,
    benefits,
    tablet: device === 'tablet',
  };
}

/**
 * HM-10: the home page shows the epaper editions in the order of the hour, so no cache may keep
 * it past the next change of that order. The site's page cache keys pages by the India hour (the
 * windows' edges are whole hours); a shared cache may keep a copy `s-maxage` seconds and then
 * serve it as long again while it revalidates (`stale-while-revalidate` is the same number), so
 * both together end at the edge: half the time left, at most PAGE_MAX_AGE. In the last second
 * before an edge the page is not cacheable (0).
 */
export function homeMaxAge(now: Date): number {
  const untilChange = (nextEpaperOrderChange(now) - now.getTime()) / 1000;
  return Math.max(0, Math.min(PAGE_MAX_AGE, Math.floor(untilChange / 2)));
}

async function homePage(deps: PageDeps): Promise<PageResult> {
  const { content, context, layouts, log, widgetDeadlineMs, missing } = deps;
  const layout = layouts.get('home');
  const page = (deps.adjust ?? same)(context);
  const slots = layout ? resolveLayout(layout, page).regions : {};
  const ctx = { content, page };
  const [top, main, premium, right] = await Promise.all([
    loadSlots(slots.top, ctx, widgetDeadlineMs, log, missing),
    loadSlots(slots.main, ctx, widgetDeadlineMs, log, missing),
    loadSlots(slots.premium, ctx, widgetDeadlineMs, log, missing),
    loadSlots(slots.right, ctx, widgetDeadlineMs, log, missing),
  ]);
  // With no stories at all the backend is effectively down: say so instead of an empty page. Only
  // widgets with stories count: the ad slots and HM-13's page refresh load without the backend.
  const withoutBackend = new Set(['ad-slot', 'page-refresh']);
  if (!main.some((slot) => slot.data !== null && !withoutBackend.has(slot.widget.id))) {
    await content.stories.latestNews(1);
  }
  return {
    status: 200,
    maxAge: homeMaxAge(deps.now ?? new Date()),
    head: {
      title: `${publication.name}: business news, markets, money`,
      description: 'Business news, stock markets, personal finance and the economy, as it happens.',
      canonical: `${deps.origin}/`,
    },
    body: <HomePage top={top} main={main} premium={premium} right={right} />,
  };
}

async function printPage(msid: string, deps: PageDeps): Promise<PageResult> {
  const article = await deps.content.stories.article(msid, { sessionToken: deps.sessionToken ?? null });
  if (!article) return notFoundPage();
  const printPath = printPathOf(article.url);
  if (!deps.preview && printPath.startsWith('/') && printPath !== deps.url.pathname) {
    return { status: 301, redirect: printPath, head: { title: '' }, body: <></>, maxAge: 3600 };
  }
  const { origin } = deps;
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    head: {
      title: `${article.title} | Print | ${publication.name}`,
      // AR-01: the print view carries no script (the fonts' boot script included).
      webFonts: false,
      canonical: `${origin}${article.url}`,
      robots: 'noindex',
    },
    body: <PrintPage article={article} source={`${origin}${article.url}`} />,
  };
}

async function opinionsPage(msid: string, page: number, deps: PageDeps): Promise<PageResult> {
  // Both at once; the comments' failure matters only for an article that exists (an unknown
  // msid's comments may well be a 404 of their own).
  const [article, comments] = await Promise.all([
    deps.content.stories.article(msid),
    deps.content.comments.page(msid, page).catch((error: unknown) => error as Error),
  ]);
  if (!article) return notFoundPage();
  if (comments instanceof Error) throw comments;
  const pages = Math.max(1, Math.ceil(comments.header.cmt_c / COMMENTS_PAGE_SIZE));
  if (page > pages) return notFoundPage();
  const { origin } = deps;
  return {
    status: 200,
    // Readers expect their comment on the next load: no shared caching of this page.
    maxAge: 0,
    head: {
      title: `Comments on: ${article.title} | ${publication.name}`,
      description: `What readers say about “${article.title}”${page > 1 ? `, page ${page}` : ''}.`,
      canonical: `${origin}/opinions/${msid}.cms${page > 1 ? `?page=${page}` : ''}`,
    },
    body: <OpinionsPage article={article} page={page} pages={pages} comments={comments} />,
  };
}

/** AB-15 / AB-16: stories a page of the author and topic pages holds. */
export const STORY_LIST_PAGE_SIZE = 20;

function pagesOf(count: number): number {
  return Math.max(1, Math.ceil(count / STORY_LIST_PAGE_SIZE));
}

/** A 301 to the one address of a page (the right seoname, the slug), its query kept. */
function movedTo(path: string, search: string): PageResult {
  return { status: 301, redirect: path + search, head: { title: '' }, body: <></>, maxAge: 3600 };
}

/** AB-15: an author's page; 404 for an author unknown or without a page, 301 for a wrong seoname. */
async function authorPage(route: Extract<Route, { kind: 'author' }>, deps: PageDeps): Promise<PageResult> {
  const author = await deps.content.listPages.authorPage(route.id, route.page, STORY_LIST_PAGE_SIZE);
  // The page's one address, from the backend's seoname and id checked as a link's would be (an
  // author without a seoname has no page; nothing odd ever reaches the Location header).
  const path = author ? authorPageHref({ seoname: author.bio.seoname, id: author.bio.id }) : null;
  if (!author || !path) return notFoundPage();
  if (!deps.preview && path !== deps.url.pathname) return movedTo(path, deps.url.search);
  const pages = pagesOf(author.count);
  if (route.page > pages) return notFoundPage();
  const { name } = author.bio;
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    head: {
      title: `${name}${route.page > 1 ? `, page ${route.page}` : ''} | ${publication.name}`,
      description: (author.bio.bio || `Stories by ${name} in ${publication.name}.`).slice(0, 300),
      canonical: `${deps.origin}${pagePath(path, route.page)}`,
    },
    body: <AuthorPage author={author} page={route.page} pages={pages} path={path} />,
  };
}

/** AB-16: a topic's page; 404 for a keyword the backend does not know, 301 to its slug's address. */
async function topicPage(route: Extract<Route, { kind: 'topic' }>, deps: PageDeps): Promise<PageResult> {
  const path = `/topic/${route.slug}`;
  if (!route.canonical && !deps.preview) return movedTo(path, deps.url.search);
  const topic = await deps.content.listPages.topic(route.slug, route.page, STORY_LIST_PAGE_SIZE);
  if (!topic) return notFoundPage();
  const pages = pagesOf(topic.count);
  if (route.page > pages) return notFoundPage();
  const { title } = topic.keyword;
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    head: {
      title: `${title}: latest news${route.page > 1 ? `, page ${route.page}` : ''} | ${publication.name}`,
      description: `The latest news and analysis on ${title} from ${publication.name}.`,
      canonical: `${deps.origin}${pagePath(path, route.page)}`,
    },
    body: <TopicPage topic={topic} page={route.page} pages={pages} path={path} />,
  };
}

/**
 * AB-04: a listed company's page; 404 for a company the backend does not know (or a news page
 * past the last), 301 for a wrong seoName. The quote comes from the company feed, asked with a
 * Prime reader's own session on a Prime reader's page (pages are kept per reader tier); without
 * it the page still stands, says so, and is not kept.
 */
async function companyPage(route: Extract<Route, { kind: 'company' }>, deps: PageDeps): Promise<PageResult> {
  const { content, context, log, missing } = deps;
  const primeToken = context.reader.tier === 'prime' ? (deps.sessionToken ?? null) : null;
  const [news, feed] = await Promise.all([
    content.listPages.companyNews(route.id, route.page, STORY_LIST_PAGE_SIZE),
    content.markets.companyFeed(route.id, { primeToken }).catch((error: Error) => error),
  ]);
  const path = news ? safeHref(news.company.url) : null;
  if (!news || !path?.startsWith('/')) return notFoundPage();
  if (!deps.preview && path !== deps.url.pathname) return movedTo(path, deps.url.search);
  const pages = pagesOf(news.count);
  if (route.page > pages) return notFoundPage();
  if (feed instanceof Error) {
    log(`company page ${route.id}: no quote: ${feed.message}`);
    missing?.('company-quote');
  }
  const { companyname, companyshortname } = news.company;
  const paged = route.page > 1 ? `, news page ${route.page}` : '';
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    head: {
      title: `${companyname} share price, chart and news${paged} | ${publication.name}`,
      description: `${companyname}: the share price on NSE and BSE, the price chart, the stock report and the latest news about ${companyshortname}.`,
      canonical: `${deps.origin}${pagePath(path, route.page)}`,
    },
    body: (
      <CompanyPage
        news={news}
        feed={feed instanceof Error ? null : feed}
        path={path}
        period={route.period}
        page={route.page}
        pages={pages}
        subscribeHref={`/prime?return=${encodeURIComponent(path)}`}
      />
    ),
  };
}

/**
 * HM-12 section pages: every section of the backend's directory at its path (and the top and
 * latest lists), from the one shared layout (category.json, per-section overrides by its
 * `section.*` fields), a page at a time. An unknown path, or a page past the last, is a 404.
 */
async function categoryPage(
  route: Extract<Route, { kind: 'category' }>,
  deps: PageDeps,
): Promise<PageResult> {
  const { content, context, layouts, log, widgetDeadlineMs, missing } = deps;
  const directory = await content.editorial.sections();
  const target = findSectionPage(directory, route.path);
  if (!target) return notFoundPage();
  if (!deps.preview && target.path !== deps.url.pathname) return movedTo(target.path, deps.url.search);
  const page = (deps.adjust ?? same)(target.facts ? { ...context, section: target.facts } : context);
  const layout = layouts.get('category');
  const slots = layout ? resolveLayout(layout, page).regions : {};
  const [list, aside] = await Promise.all([
    content.listPages.storyPage(target.list, route.page, STORY_LIST_PAGE_SIZE),
    loadSlots(slots.aside, { content, page }, widgetDeadlineMs, log, missing),
  ]);
  const pages = pagesOf(list.count);
  if (route.page > pages) return notFoundPage();
  const paged = route.page > 1 ? `, page ${route.page}` : '';
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    head: {
      title: `${target.name}${paged} | ${publication.name}`,
      description: `${target.name}: the latest news and analysis from ${publication.name}.`,
      canonical: `${deps.origin}${pagePath(target.path, route.page)}`,
    },
    body: (
      <CategoryPage
        section={target}
        current={topLevelPath(directory, target)}
        stories={list.stories}
        page={route.page}
        pages={pages}
        subsections={target.children}
        aside={aside}
      />
    ),
  };
}
