import { courseCarouselContract } from '@newsroom/contracts/widgets/course-carousel';
import { defineWidget } from '../types.ts';
import CourseCarouselIsland from './course-carousel.island.tsx';
import { toCourseCategories } from './courses.ts';

/**
 * AB-05: the course carousel, from the learning partner's course details (the backend's
 * `/etonboard/emeritus/fetch/details.json`, kept like the lists). Its display rule is the layout's
 * (condition `courseCarouselStory`); an island woken on sight.
 */
export const courseCarousel = defineWidget(courseCarouselContract, {
  async load(ctx, props) {
    return toCourseCategories(await ctx.content.promos.courses(), props.categories, props.count);
  },
  View: CourseCarouselIsland,
});
