import { type LayoutContext, type PageKind, resolveLayout } from '@newsroom/composer';
import { articleLayoutKind } from '../../article/articleLayoutKind.ts';
import { articleModel } from '../../article/articleModel.ts';
import type { Article } from '../../content/schemas.ts';
import { pageType } from '../../lib/pageContext.ts';
import type { PageResult } from '../../lib/pageResult.tsx';
import { type NavSection, navSections } from '../../lib/sections.ts';
import { buildPage } from '../../pages/buildPage.tsx';
import type { PageDeps } from '../../pages/kit/pageDeps.ts';
import { articleGate } from '../../paywall/gate.ts';
import { applyOverrides, type PreviewQuery, readPreviewQuery } from './overrides.ts';
import { PreviewPage } from './PreviewPage.tsx';

/** `/_preview/layout`: the editors' form and every placement decision (ED-03). */
export async function previewLayoutPage(deps: PageDeps): Promise<PageResult> {
  const query = readPreviewQuery(deps.url);
  const chosen = await previewChoice(query, deps);
  // Without a premium layout the page falls back to the regular one, and so does the preview.
  const layout =
    deps.layouts.get(previewLayoutKind(query.page, chosen.context)) ?? deps.layouts.get(query.page);
  const shown = layout && chosen.context ? { layout, context: chosen.context } : null;
  const resolved = shown ? resolveLayout(shown.layout, shown.context, true) : null;
  const body = (
    <PreviewPage
      query={chosen.query}
      decisions={resolved?.decisions ?? []}
      conditions={resolved?.conditions ?? []}
      target={chosen.target}
      {...(shown ? { layout: shown.layout } : {})}
    />
  );
  return { status: 200, maxAge: 0, head: { title: 'Layout preview', robots: 'noindex' }, body };
}

interface PreviewChoice {
  /** The form's values as shown back, with the page's msid or section filled in. */
  query: PreviewQuery;
  target: { path: string; title: string } | { problem: string };
  /** The previewed page's layout context; none when there is no such page. */
  context?: LayoutContext;
}

/**
 * AB-10: which file lays the previewed page out: an article previewed as a Prime reader on a
 * premium story shows the premium layout's decisions, as the page itself uses it.
 */
function previewLayoutKind(page: PreviewQuery['page'], context: LayoutContext | undefined): PageKind {
  if (page !== 'article' || !context?.article) return page;
  const kind = articleLayoutKind(
    context.article,
    context.reader,
    articleGate(context.article, context.reader, context.url.query),
  );
  return kind;
}

/** The page the editor's choices point at, and its context with those choices laid over it. */
async function previewChoice(query: PreviewQuery, deps: PageDeps): Promise<PreviewChoice> {
  switch (query.page) {
    case 'home':
      return {
        query,
        target: { path: '/', title: 'the home page' },
        context: applyOverrides(asKind(deps.context, 'home'), query),
      };
    case 'category': {
      const section = previewSection(query);
      return {
        query: { ...query, section: section.id },
        target: { path: section.path, title: `the ${section.name} page` },
        context: applyOverrides(asKind(deps.context, 'category', section.path), query),
      };
    }
    case 'article': {
      const article = await previewArticle(query, deps);
      if (!article) return { query, target: { problem: 'No such article: pick another msid or a section.' } };
      return {
        query: { ...query, msid: article.msid },
        target: { path: article.url, title: article.title },
        context: applyOverrides(
          { ...asKind(deps.context, 'article'), article: articleModel(article).facts },
          query,
        ),
      };
    }
    default: {
      const unreachable: never = query.page;
      throw new Error(`unhandled preview page ${String(unreachable)}`);
    }
  }
}

/** `/_preview/render`: the page itself as the chosen reader would get it, for the frame. */
export async function previewRenderPage(deps: PageDeps): Promise<PageResult> {
  const query = readPreviewQuery(deps.url);
  const adjusted = { ...deps, adjust: (context: LayoutContext) => applyOverrides(context, query) };
  if (query.page === 'home')
    return buildPage({ kind: 'home' }, { ...adjusted, context: asKind(deps.context, 'home') });
  if (query.page === 'category') {
    const { path } = previewSection(query);
    return buildPage(
      { kind: 'category', path, page: 1, skipRecommendations: false },
      { ...adjusted, context: asKind(deps.context, 'category', path) },
    );
  }
  const article = await previewArticle(query, deps);
  if (!article) return buildPage({ kind: 'notFound' }, adjusted);
  return buildPage(
    { kind: 'article', msid: article.msid },
    { ...adjusted, context: asKind(deps.context, 'article'), preview: true },
  );
}

/** The chosen msid, else the newest story of the chosen section, else the newest story. */
async function previewArticle(query: PreviewQuery, deps: PageDeps): Promise<Article | null> {
  const pick = async () => {
    if (query.msid) return query.msid;
    const stories = query.section
      ? await deps.content.stories.list({ msid: query.section, top: 1, hierarchy: true })
      : await deps.content.stories.latestNews(1);
    return stories[0]?.msid;
  };
  const msid = await pick();
  return msid ? deps.content.stories.article(msid) : null;
}

/** The chosen section's page, else the first of the navigation. */
function previewSection(query: PreviewQuery): NavSection {
  return navSections.find((section) => section.id === query.section) ?? (navSections[0] as NavSection);
}

/** The context of the previewed page: its kind and the type the specs name it by (e.g. markethp). */
function asKind(context: LayoutContext, kind: 'home' | 'article' | 'category', path = '/'): LayoutContext {
  return { ...context, page: { ...context.page, kind, type: pageType(kind, path) } };
}
