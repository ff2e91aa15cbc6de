import { CourseCarouselView } from '../widgets/course-carousel/CourseCarouselView.tsx';
import type { CourseCarouselProps } from '../widgets/course-carousel/contract.ts';
import type { CourseCategoryData } from '../widgets/course-carousel/courses.ts';
import { defineIsland } from './define.ts';

/**
 * AB-05 course carousel (widget `course-carousel`, hydrate "visible"): the server's markup, woken
 * with the tabs, Embla and the course machine (the hover/focus panel).
 */
function CourseCarouselIsland({ props, data }: { props: CourseCarouselProps; data: CourseCategoryData[] }) {
  return <CourseCarouselView title={props.title} categories={data} />;
}

export default defineIsland('course-carousel', CourseCarouselIsland);
