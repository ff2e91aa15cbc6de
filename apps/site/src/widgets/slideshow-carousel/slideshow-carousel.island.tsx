import type { SlideshowCards } from '../widgets/shared/slideshows.ts';
import type { SlideshowCarouselProps } from '../widgets/slideshow-carousel/contract.ts';
import { SlideshowCarouselView } from '../widgets/slideshow-carousel/SlideshowCarouselView.tsx';
import { defineIsland } from './define.ts';

/**
 * AB-18 slideshow carousel (widget `slideshow-carousel`, hydrate "visible"): the server's markup,
 * woken with Embla (loop) and the slideshow machine (PLAY/PAUSE every 5 s while in view).
 */
function SlideshowCarouselIsland({
  props,
  data,
}: {
  props: SlideshowCarouselProps;
  data: SlideshowCards | null;
}) {
  return <SlideshowCarouselView title={props.title} show={data} />;
}

export default defineIsland('slideshow-carousel', SlideshowCarouselIsland);
