export {
  Carousel,
  CarouselDots,
  type CarouselDotsProps,
  CarouselNext,
  CarouselPrev,
  CarouselRoot,
  type CarouselRootProps,
  CarouselSlide,
  type CarouselSlideProps,
  CarouselViewport,
  intersectionVisibility,
  type UseCarousel,
  useCarousel,
  type VisibilitySource,
} from './Carousel.tsx';
export {
  type EmblaApi,
  type EmblaFollowing,
  useEmblaFollow,
  useReducedMotionEvents,
} from './useEmblaFollow.ts';
