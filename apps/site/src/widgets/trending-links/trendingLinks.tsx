import { trendingLinksContract } from '@newsroom/contracts/widgets/trending-links';
import { pictureAt } from '@newsroom/rules/pictures';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import type { StoryItem } from '../../content/schemas.ts';
import { defineWidget } from '../types.ts';
import type { TrendingLink } from './TrendingLinksView.tsx';
import TrendingLinksIsland from './trending-links.island.tsx';

/**
 * AR-17 links: the latest-news list (the backend keeps no trending ranking; docs/decisions.md)
 * without the article being read, first `count`; unsafe addresses dropped, pictures sized.
 */
export function toTrendingLinks(
  latest: readonly StoryItem[],
  count: number,
  currentMsid?: string,
): TrendingLink[] {
  const links: TrendingLink[] = [];
  for (const story of latest) {
    if (links.length >= count) break;
    if (story.msid === currentMsid) continue;
    const url = safeHref(story.url);
    if (!url) continue;
    const src = safeMediaUrl(story.img);
    links.push({
      url,
      title: story.title,
      ...(src ? { img: pictureAt(src, 'trending') } : {}),
    });
  }
  return links;
}

/** AR-17: the trending links carousel in the sidebar; an island woken when it comes into view. */
export const trendingLinks = defineWidget(trendingLinksContract, {
  async load(ctx, props) {
    const latest = await ctx.content.stories.latestNews(props.count + 1);
    return toTrendingLinks(latest, props.count, ctx.article?.msid);
  },
  View: TrendingLinksIsland,
});
