import type { CourseCarouselProps } from '@newsroom/contracts/widgets/course-carousel';
import { defineIsland } from '../../lib/defineIsland.ts';
import { CourseCarouselView } from './CourseCarouselView.tsx';
import type { CourseCategoryData } from './courses.ts';

/**
 * AB-05 course carousel (widget `course-carousel`, hydrate "visible"): the server's markup, woken
 * with the tabs, Embla and the course machine (the hover/focus panel).
 */
function CourseCarouselIsland({ props, data }: { props: CourseCarouselProps; data: CourseCategoryData[] }) {
  return <CourseCarouselView title={props.title} categories={data} />;
}

export default defineIsland('course-carousel', CourseCarouselIsland);
