import { masterclassSliderContract } from '@newsroom/contracts/widgets/masterclass-slider';
import { pictureAt } from '@newsroom/rules/pictures';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import type { StoryItem } from '../../content/schemas.ts';
import { defineWidget } from '../types.ts';
import type { MasterclassItem } from './MasterclassSliderView.tsx';
import MasterclassSliderIsland from './masterclass-slider.island.tsx';

/** Longest title and synopsis an item keeps: a runaway text must not make every item tall. */
const MAX_TITLE = 140;
const MAX_SYNOPSIS = 160;

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/**
 * The section's stories as slider items: the article being read and unsafe addresses left out,
 * no story twice, pictures at the slider's size, texts of bounded length; first `count`.
 */
export function toMasterclassItems(
  stories: readonly StoryItem[],
  count: number,
  currentMsid?: string,
): MasterclassItem[] {
  const items: MasterclassItem[] = [];
  const seen = new Set<string>();
  for (const story of stories) {
    if (items.length >= count) break;
    if (story.msid === currentMsid || seen.has(story.msid)) continue;
    const url = safeHref(story.url);
    const title = story.title.trim();
    if (!url || !title) continue;
    seen.add(story.msid);
    const src = safeMediaUrl(story.img);
    const synopsis = story.synopsis?.trim();
    items.push({
      msid: story.msid,
      title: cut(title, MAX_TITLE),
      url,
      ...(src ? { img: pictureAt(src, 'masterclass') } : {}),
      ...(synopsis ? { synopsis: cut(synopsis, MAX_SYNOPSIS) } : {}),
    });
  }
  return items;
}

/**
 * AB-10 / AB-25: the masterclass slider, from the backend's masterclass section and its
 * sub-sections (the content client's cached `plist`, as every section list). An island woken
 * when it comes into view.
 */
export const masterclassSlider = defineWidget(masterclassSliderContract, {
  async load(ctx, props) {
    const stories = await ctx.content.stories.list({
      msid: props.sectionId,
      top: props.count + 1,
      hierarchy: true,
    });
    return toMasterclassItems(stories, props.count, ctx.article?.msid);
  },
  View: MasterclassSliderIsland,
});
