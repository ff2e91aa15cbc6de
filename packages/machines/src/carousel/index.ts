export {
  type CarouselEvent,
  type CarouselMachine,
  carouselMachine,
} from './carousel.machine.ts';
export type {
  CarouselAutoplay,
  CarouselContext,
  CarouselInput,
  CarouselPauseReason,
} from './carouselInput.ts';
export {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_MOVE_LOCK_MS,
  CAROUSEL_VISIBLE_RATIO,
  carouselPresets,
  MARKET_STRIP_ROTATE_MS,
  MASTERCLASS_AUTO_SLIDE_MS,
  MASTERCLASS_ITEM_WIDTH,
  MASTERCLASS_TRANSITION_MS,
  SLIDE_DECK_INTERVAL_MS,
  SLIDESHOW_INTERVAL_MS,
} from './carouselPresets.ts';
export {
  type CarouselPhase,
  type CarouselTag,
  type CarouselView,
  sameCarouselView,
  selectCarouselView,
} from './carouselView.ts';
