import { type PictureSizeName, pictureAt } from '@newsroom/rules/pictures';
import { isHouseAgency } from '@newsroom/rules/publication';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import type { SlideshowData } from '../../content/promos/schemas.ts';
import type { WidgetContext } from '../types.ts';

// AB-18: what the slideshow carousel and the web story share: finding a slideshow to show and
// turning its `widget_slideshow1` slides into checked, sized cards.

/** A slide as the carousels show it (island props carry only these). */
export interface SlideCard {
  key: string;
  img: string;
  title: string;
  synopsis: string;
  /** The picture's credit; empty for the house's own agencies (AB-02). */
  credit: string;
}

export interface SlideshowCards {
  msid: string;
  title: string;
  /** The slideshow page (`/{seopath}/slideshow/{id}.cms`). */
  url: string;
  slides: SlideCard[];
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/**
 * The newest slideshow of the first of `sectionIds` that has one (sub-sections included), other
 * than the story being read, with its first `top` slides; null when none has one.
 */
export async function newestSlideshow(
  ctx: WidgetContext,
  sectionIds: readonly string[],
  top: number,
): Promise<SlideshowData | null> {
  for (const sectionId of sectionIds) {
    const stories = await ctx.content.promos.storiesOfKind(sectionId, 'SLIDESHOW', 2);
    const pick = stories.find((story) => story.msid !== ctx.article?.msid);
    if (!pick) continue;
    const slideshow = await ctx.content.promos.slideshow(pick.msid, top);
    if (slideshow && slideshow.data.length > 0) return slideshow;
  }
  return null;
}

/** The slideshow's slides with a safe picture, each sized to `size`; null without any. */
export function toSlideshowCards(slideshow: SlideshowData, size: PictureSizeName): SlideshowCards | null {
  const url = safeHref(slideshow.url);
  if (!url) return null;
  const slides = slideshow.data.flatMap((slide, index) => {
    const src = safeMediaUrl(slide.img);
    if (!src) return [];
    return [
      {
        key: `${slideshow.msid}-${index}`,
        img: pictureAt(src, size),
        title: cut(slide.title, 140),
        synopsis: cut(slide.synopsis, 600),
        credit: isHouseAgency(slide.agencyName) ? '' : cut(slide.agencyName, 40),
      },
    ];
  });
  if (slides.length === 0) return null;
  return { msid: slideshow.msid, title: cut(slideshow.title, 160), url, slides };
}
