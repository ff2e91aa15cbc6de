import { trendingTermsContract } from '@newsroom/contracts/widgets/trending-terms';
import { safeHref } from '@newsroom/rules/safe-url';
import type { TrendingTerms } from '../../content/schemas.ts';
import { defineWidget } from '../types.ts';
import type { TermLink, TrendingTermsData } from './TrendingTermsView.tsx';
import TrendingTermsIsland from './trending-terms.island.tsx';

/** The heading: the layout's, else "Trending in {section}", else (the whole site) "Trending terms". */
export function trendingTitle(
  given: string | undefined,
  answer: TrendingTerms,
  sectionId: string | null,
): string {
  if (given) return given;
  return sectionId && answer.name ? `Trending in ${answer.name}` : 'Trending terms';
}

/** The terms a page may link: topic pages only, each once, at most `count`. */
export function toTermLinks(answer: TrendingTerms, count: number): TermLink[] {
  const links: TermLink[] = [];
  for (const term of answer.terms) {
    const url = safeHref(term.url);
    if (!url?.startsWith('/topic/') || links.some((link) => link.url === url)) continue;
    links.push({ title: term.title, url });
    if (links.length === count) break;
  }
  return links;
}

/**
 * HM-05: a section's trending terms (the backend's `type=trending_terms`: its most used keywords
 * among its newest stories), as a carousel; on a section page without `sectionId`, that page's
 * section; elsewhere without one, the whole site's.
 */
export const trendingTerms = defineWidget(trendingTermsContract, {
  async load(ctx, { sectionId, title, count }): Promise<TrendingTermsData> {
    const section = sectionId ?? ctx.page.section?.id ?? null;
    const answer = await ctx.content.editorial.trendingTerms(section, count);
    return { title: trendingTitle(title, answer, section), terms: toTermLinks(answer, count) };
  },
  View: TrendingTermsIsland,
});
