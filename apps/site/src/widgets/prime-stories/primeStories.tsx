import { primeStoriesContract } from '@newsroom/contracts/widgets/prime-stories';
import { pictureAt } from '@newsroom/rules/pictures';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import type { StoryItem } from '../../content/schemas.ts';
import { defineWidget } from '../types.ts';
import type { PrimeStoryCard } from './PrimeStoriesView.tsx';
import PrimeStoriesIsland from './prime-stories.island.tsx';

/** A card's longest title: a runaway headline must not make every card tall. */
const MAX_TITLE = 120;

/** The stories as cards: safe links only, the story being read and repeats left out, first `count`. */
export function toPrimeStoryCards(
  stories: readonly StoryItem[],
  count: number,
  currentMsid?: string,
): PrimeStoryCard[] {
  const cards: PrimeStoryCard[] = [];
  const seen = new Set<string>();
  for (const story of stories) {
    if (cards.length >= count) break;
    const url = safeHref(story.url);
    const title = story.title.trim();
    if (!url || !title || story.msid === currentMsid || seen.has(story.msid)) continue;
    seen.add(story.msid);
    const src = safeMediaUrl(story.img);
    cards.push({
      msid: story.msid,
      url,
      title: title.length > MAX_TITLE ? `${title.slice(0, MAX_TITLE - 1).trimEnd()}…` : title,
      ...(src ? { img: pictureAt(src, 'masterclass') } : {}),
    });
  }
  return cards;
}

/**
 * AB-18 Prime stories, in spec §7's two steps: the hierarchy list of the Prime section (which
 * names its sub-sections), then the list of its first sub-section (the section itself when it has
 * none). An island woken on sight; a carousel of fewer than 2 stories is left out.
 */
export const primeStories = defineWidget(primeStoriesContract, {
  async load(ctx, props) {
    const hierarchy = await ctx.content.promos.hierarchy(props.sectionId, 1);
    if (!hierarchy) return [];
    const first = hierarchy.sections[0]?.msid ?? props.sectionId;
    const stories = await ctx.content.stories.list({ msid: first, top: props.count + 1 });
    const cards = toPrimeStoryCards(stories, props.count, ctx.article?.msid);
    return cards.length >= 2 ? cards : [];
  },
  View: PrimeStoriesIsland,
});
