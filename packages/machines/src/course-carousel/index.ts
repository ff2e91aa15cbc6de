export {
  type CourseCarouselContext,
  type CourseCarouselEvent,
  type CourseCarouselInput,
  type CourseCarouselMachine,
  type CourseCarouselView,
  type CoursePanelBy,
  courseCarouselMachine,
  selectCourseCarouselView,
} from './courseCarousel.machine.ts';
