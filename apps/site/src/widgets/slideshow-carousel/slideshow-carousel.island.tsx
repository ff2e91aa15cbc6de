import type { SlideshowCarouselProps } from '@newsroom/contracts/widgets/slideshow-carousel';
import { defineIsland } from '../../lib/defineIsland.ts';
import type { SlideshowCards } from '../shared/slideshows.ts';
import { SlideshowCarouselView } from './SlideshowCarouselView.tsx';

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
