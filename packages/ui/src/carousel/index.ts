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
  type UseCarousel,
  useCarousel,
} from './Carousel.tsx';
export {
  type EmblaApi,
  type EmblaFollowing,
  useEmblaFollow,
} from './useEmblaFollow.ts';
export { useReducedMotionEvents } from './useReducedMotionEvents.ts';
export { intersectionVisibility, type VisibilitySource } from './visibility.ts';
