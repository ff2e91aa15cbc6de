import { slideshowCarouselContract } from '@newsroom/contracts/widgets/slideshow-carousel';
import { newestSlideshow, type SlideshowCards, toSlideshowCards } from '../shared/slideshows.ts';
import { defineWidget } from '../types.ts';
import SlideshowCarouselIsland from './slideshow-carousel.island.tsx';

/** The spec's slideshow call asks for up to 100 slides (`type=widget_slideshow1`, `top=100`). */
export const SLIDESHOW_TOP = 100;

/**
 * AB-18: the slideshow carousel, from the newest slideshow of the story's top section (else of
 * the fallback section), read with `type=widget_slideshow1&top=100`. An island woken on sight.
 */
export const slideshowCarousel = defineWidget(slideshowCarouselContract, {
  async load(ctx, props): Promise<SlideshowCards | null> {
    const own = ctx.page.article?.subsec1;
    const sections = [...(own && /^\d{1,12}$/.test(own) ? [own] : []), props.fallbackSectionId];
    const slideshow = await newestSlideshow(ctx, [...new Set(sections)], SLIDESHOW_TOP);
    return slideshow && toSlideshowCards(slideshow, 'slideshowSlide');
  },
  View: SlideshowCarouselIsland,
});
