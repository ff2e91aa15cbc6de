import { type LayoutContext, resolveLayout } from '@newsroom/composer';
import type { LayoutStore } from '@newsroom/composer/layout/store';
import { COMMENTS_PAGE_SIZE } from '@newsroom/machines';
import { ADAPTIVE_HOST_ID } from '@newsroom/rules/paywall';
import { articleLayoutKind } from '../article/articleLayoutKind.ts';
import { printPathOf } from '../article/printPath.ts';
import { safeHref } from '../article/safeUrl.ts';
import { publication } from '../config/publication.ts';
import { sectionByPath } from '../config/sections.ts';
import type { ContentClient } from '../content/client.ts';
import { articleFacts } from '../layout/articleFacts.ts';
import { type Log, loadSlots, type MissingData } from '../layout/regions.tsx';
import { ArticlePage } from '../pages/ArticlePage.tsx';
import { CategoryPage } from '../pages/CategoryPage.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { OpinionsPage } from '../pages/OpinionsPage.tsx';
import { PrintPage } from '../pages/PrintPage.tsx';
import { StatusPage } from '../pages/StatusPage.tsx';
import { articleGate } from '../paywall/gate.ts';
import {
  FALLBACK_PAYWALL_TEXTS,
  PAYWALL_CONFIG_KEY,
  type PaywallTexts,
  readPaywallTexts,
} from '../paywall/texts.ts';
import type { Route } from '../routes/match.ts';
import { articleHead } from './articleHead.ts';
import type { PageResult } from './pageResult.tsx';
import { premiumArticlePage } from './premiumArticle.tsx';

export interface PageDeps {
  url: URL;
  context: LayoutContext;
  content: ContentClient;
  layouts: LayoutStore;
  log: Log;
  widgetDeadlineMs: number;
  /** The site's public origin (SITE_ORIGIN): canonical links and JSON-LD. */
  origin: string;
  /** Hears of every widget left out because the backend failed it: the page is incomplete. */
  missing?: MissingData;
  /** The editors' preview lays its choices over the context (ED-03). */
  adjust?: (context: LayoutContext) => LayoutContext;
  /** Rendering for the preview frame: keep the requested address, do not redirect. */
  preview?: boolean;
  /** The reader's session token, passed on so the backend decides what of a premium story they get. */
  sessionToken?: string | null;
}

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
    case 'category':
      return categoryPage(route.path, deps);
    case 'opinions':
      return opinionsPage(route.msid, route.page, deps);
    case 'print':
      return printPage(route.msid, deps);
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
  const article = await content.article(msid, { sessionToken: deps.sessionToken ?? null });
  if (!article) return notFoundPage();
  const canonicalPath = safeHref(article.url);
  // Old or mistyped slugs lead to the one address search engines should know.
  if (!deps.preview && canonicalPath?.startsWith('/') && canonicalPath !== url.pathname) {
    return {
      status: 301,
      redirect: canonicalPath + url.search,
      head: { title: '' },
      body: <></>,
      maxAge: 3600,
    };
  }
  const facts = articleFacts(article);
  const adjusted = (deps.adjust ?? same)({ ...context, article: facts });
  // After the preview's choices: an editor previewing as a Prime reader sees no gate.
  const paywall = articleGate(facts, adjusted.reader, adjusted.url.query);
  const page = { ...adjusted, page: { ...adjusted.page, paywall } };
  // AB-10: a Prime reader on a premium story gets the three-column layout, when there is one.
  const premium =
    articleLayoutKind(facts, page.reader, paywall) === 'article-premium' && layouts.get('article-premium');
  if (premium) return premiumArticlePage(article, page, premium, deps, PAGE_MAX_AGE);
  const layout = layouts.get('article');
  const slots = layout ? resolveLayout(layout, page).regions : {};
  const ctx = { content, page, article };
  const gated = paywall !== 'none';
  // AB-08: an adaptive story is open in the page; the reader's browser asks the meter after it.
  const metered =
    !gated && facts.adaptive && facts.hostId === ADAPTIVE_HOST_ID && page.reader.tier !== 'prime';
  const [top, toolbar, aside, inserts, paywallTexts] = await Promise.all([
    loadSlots(slots.top, ctx, widgetDeadlineMs, log, missing),
    loadSlots(slots.toolbar, ctx, widgetDeadlineMs, log, missing),
    // AB-07: under a gate the story takes the whole width; the right column is not shown.
    gated ? [] : loadSlots(slots.aside, ctx, widgetDeadlineMs, log, missing),
    loadSlots(slots.inserts, ctx, widgetDeadlineMs, log, missing),
    gated || metered ? loadPaywallTexts(content, log, missing) : null,
  ]);
  const { origin } = deps;
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    head: articleHead(article, origin),
    body: (
      <ArticlePage
        article={article}
        top={top}
        toolbar={toolbar}
        aside={aside}
        inserts={inserts}
        readerTier={page.reader.tier}
        paywall={paywall}
        paywallTexts={paywallTexts}
        metered={metered}
      />
    ),
  };
}

/** AB-09: the blocker's texts; without them the house's own words, and the page is not kept. */
async function loadPaywallTexts(
  content: ContentClient,
  log: Log,
  missing?: MissingData,
): Promise<PaywallTexts> {
  try {
    return readPaywallTexts(await content.config(PAYWALL_CONFIG_KEY));
  } catch (error) {
    log(`paywall: texts unavailable: ${(error as Error).message}`);
    missing?.('paywall-texts');
    return FALLBACK_PAYWALL_TEXTS;
  }
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
  // With no stories at all the backend is effectively down: say so instead of an empty page.
  if (main.length === 0) {
    await content.latestNews(1);
  }
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    head: {
      title: `${publication.name}: business news, markets, money`,
      description: 'Business news, stock markets, personal finance and the economy, as it happens.',
      canonical: `${deps.origin}/`,
    },
    body: <HomePage top={top} main={main} premium={premium} right={right} />,
  };
}

async function printPage(msid: string, deps: PageDeps): Promise<PageResult> {
  const article = await deps.content.article(msid, { sessionToken: deps.sessionToken ?? null });
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
    deps.content.article(msid),
    deps.content.comments(msid, page).catch((error: unknown) => error as Error),
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

async function categoryPage(path: string, deps: PageDeps): Promise<PageResult> {
  const section = sectionByPath(path);
  if (!section) return notFoundPage();
  const { content, context, layouts, log, widgetDeadlineMs, missing } = deps;
  const page = (deps.adjust ?? same)(context);
  const layout = layouts.get('category');
  const slots = layout ? resolveLayout(layout, page).regions : {};
  const [stories, aside] = await Promise.all([
    content.list({ msid: section.id, top: 30, hierarchy: true }),
    loadSlots(slots.aside, { content, page }, widgetDeadlineMs, log, missing),
  ]);
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    head: {
      title: `${section.name} | ${publication.name}`,
      description: `${section.name}: the latest news and analysis from ${publication.name}.`,
      canonical: `${deps.origin}${section.path}`,
    },
    body: <CategoryPage section={section} stories={stories} aside={aside} />,
  };
}

export function notFoundPage(): PageResult {
  return {
    status: 404,
    maxAge: 60,
    head: { title: `Page not found | ${publication.name}`, robots: 'noindex' },
    body: (
      <StatusPage
        heading="Page not found"
        message="We could not find that page. The story may have moved, or the address may be mistyped."
      />
    ),
  };
}

/** A refusal or failure in words, e.g. 413 for a form too large to read. */
export function statusPage(status: number, heading: string, message: string): PageResult {
  return {
    status,
    maxAge: 0,
    head: { title: `${heading} | ${publication.name}`, robots: 'noindex' },
    body: <StatusPage heading={heading} message={message} />,
  };
}

export function unavailablePage(): PageResult {
  return {
    status: 503,
    maxAge: 0,
    head: { title: `Temporarily unavailable | ${publication.name}`, robots: 'noindex' },
    body: (
      <StatusPage
        heading="We'll be right back"
        message="Our stories can't be loaded just now. Please try again in a minute."
      />
    ),
  };
}

export function failedPage(): PageResult {
  return {
    status: 500,
    maxAge: 0,
    head: { title: `Something went wrong | ${publication.name}`, robots: 'noindex' },
    body: (
      <StatusPage heading="Something went wrong" message="This page could not be shown. Please try again." />
    ),
  };
}
