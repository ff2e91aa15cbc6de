export {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_MOVE_LOCK_MS,
  CAROUSEL_VISIBLE_RATIO,
  type CarouselContext,
  type CarouselEvent,
  type CarouselInput,
  type CarouselMachine,
  type CarouselPauseReason,
  type CarouselView,
  carouselMachine,
  selectCarouselView,
} from './carousel.machine.ts';
