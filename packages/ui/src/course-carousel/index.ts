export {
  COURSE_CARD_STEP_PX,
  type CourseCard,
  CourseCarousel,
  type CourseCarouselProps,
  type CourseCategory,
} from './CourseCarousel.tsx';
