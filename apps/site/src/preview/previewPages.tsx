import { type LayoutContext, resolveLayout } from '@newsroom/composer';
import { type NavSection, navSections } from '../config/sections.ts';
import type { Article } from '../content/schemas.ts';
import { articleFacts } from '../layout/articleFacts.ts';
import type { PageResult } from '../server/app.tsx';
import { pageType } from '../server/pageContext.ts';
import { buildPage, type PageDeps } from '../server/pages.tsx';
import { applyOverrides, type PreviewQuery, readPreviewQuery } from './overrides.ts';
import { PreviewPage } from './PreviewPage.tsx';

/** `/_preview/layout`: the editors' form and every placement decision (ED-03). */
export async function previewLayoutPage(deps: PageDeps): Promise<PageResult> {
  const query = readPreviewQuery(deps.url);
  const head = { title: 'Layout preview', robots: 'noindex' };
  const layout = deps.layouts.get(query.page);
  if (query.page === 'home') {
    const context = applyOverrides(asKind(deps.context, 'home'), query);
    const decisions = layout ? resolveLayout(layout, context, true).decisions : [];
    const body = (
      <PreviewPage
        query={query}
        decisions={decisions}
        target={{ path: '/', title: 'the home page' }}
        {...(layout ? { layout } : {})}
      />
    );
    return { status: 200, maxAge: 0, head, body };
  }
  if (query.page === 'category') {
    const section = previewSection(query);
    const context = applyOverrides(asKind(deps.context, 'category', section.path), query);
    const decisions = layout ? resolveLayout(layout, context, true).decisions : [];
    const body = (
      <PreviewPage
        query={{ ...query, section: section.id }}
        decisions={decisions}
        target={{ path: section.path, title: `the ${section.name} page` }}
        {...(layout ? { layout } : {})}
      />
    );
    return { status: 200, maxAge: 0, head, body };
  }
  const article = await previewArticle(query, deps);
  if (!article) {
    const body = (
      <PreviewPage
        query={query}
        decisions={[]}
        target={{ problem: 'No such article: pick another msid or a section.' }}
      />
    );
    return { status: 200, maxAge: 0, head, body };
  }
  const context = applyOverrides(
    { ...asKind(deps.context, 'article'), article: articleFacts(article) },
    query,
  );
  const decisions = layout ? resolveLayout(layout, context, true).decisions : [];
  const body = (
    <PreviewPage
      query={{ ...query, msid: article.msid }}
      decisions={decisions}
      target={{ path: article.url, title: article.title }}
      {...(layout ? { layout } : {})}
    />
  );
  return { status: 200, maxAge: 0, head, body };
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
      { kind: 'category', path, skipRecommendations: false },
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
      ? await deps.content.list({ msid: query.section, top: 1, hierarchy: true })
      : await deps.content.latestNews(1);
    return stories[0]?.msid;
  };
  const msid = await pick();
  return msid ? deps.content.article(msid) : null;
}

/** The chosen section's page, else the first of the navigation. */
function previewSection(query: PreviewQuery): NavSection {
  return navSections.find((section) => section.id === query.section) ?? (navSections[0] as NavSection);
}

/** The context of the previewed page: its kind and the type the specs name it by (e.g. markethp). */
function asKind(context: LayoutContext, kind: 'home' | 'article' | 'category', path = '/'): LayoutContext {
  return { ...context, page: { ...context.page, kind, type: pageType(kind, path) } };
}
