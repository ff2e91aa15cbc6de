import { stockWidgetContract } from '@newsroom/contracts/widgets/stock-widget';
import { STOCK_WIDGET_TABS } from '@newsroom/machines';
import { safeHref } from '@newsroom/rules/safe-url';
import type { Article } from '../../content/schemas.ts';
import { tabLinksOf } from '../../lib/routes/tabHref.ts';
import { chosenTab } from '../../lib/routes/tabQuery.ts';
import { defineWidget } from '../types.ts';
import type { StockWidgetCompanyItem, StockWidgetData } from './StockWidgetView.tsx';
import StockWidgetIsland from './stock-widget.island.tsx';

/** The story's tagged companies as the tabs name them: short names, each company once. */
export function stockWidgetCompanies(article: Article | undefined, count: number): StockWidgetCompanyItem[] {
  return (article?.taggedcomp ?? [])
    .slice(0, count)
    .map((company) => ({ id: company.companyid, name: company.companyshortname.slice(0, 60) }));
}

/** The plans page, coming back to the story (as the paywall's call to action does, AB-09). */
export function subscribeHrefFor(article: Article | undefined): string {
  const back = article ? safeHref(article.url) : null;
  return back?.startsWith('/') ? `/prime?return=${encodeURIComponent(back)}` : '/prime';
}

/**
 * AB-04: the stock widget. The story's tagged companies, and the first one's feed from the market
 * client: for a Prime reader asked with their own session (the backend fills the score and the
 * reco cards only for a live Prime session), for everyone else the shared answer. Pages are kept
 * per reader tier, so the Prime page (and only it) carries the Prime reader's figures, which are
 * the same for every Prime reader. No companies: nothing (the layout's condition already says so).
 *
 * Issue 27: the address may choose another company (by its place, `?company=3`; past the last,
 * the first), BSE (`?exchange=bse`) and More open (`?more=open`): that company's feed is the one
 * asked for, and the widget renders as chosen.
 */
export const stockWidget = defineWidget(stockWidgetContract, {
  async load(ctx, props): Promise<StockWidgetData | null> {
    const companies = stockWidgetCompanies(ctx.article, props.count);
    const { query } = ctx.page.url;
    const chosen = companies[(chosenTab(query, 'company') ?? 1) - 1] ?? companies[0];
    if (!chosen) return null;
    const primeToken = ctx.page.reader.tier === 'prime' ? (ctx.sessionToken ?? null) : null;
    const feed = await ctx.content.markets.companyFeed(chosen.id, { primeToken });
    const id = ctx.article?.msid ?? chosen.id;
    return {
      id,
      companies,
      feed,
      subscribeHref: subscribeHrefFor(ctx.article),
      selected: chosen.id,
      exchange: chosenTab(query, 'exchange') ?? 'nse',
      // Only where there is a More (the companies past the two tabs).
      moreOpen: chosenTab(query, 'more') === 'open' && companies.length > STOCK_WIDGET_TABS,
      links: tabLinksOf(ctx.page, 'stock-widget', id),
    };
  },
  View: StockWidgetIsland,
});
