import { pictureSizes } from '@newsroom/rules/pictures';
import { CourseCarousel } from '@newsroom/ui';
import type { CourseCategoryData } from './courses.ts';

const LOGO = pictureSizes.courseLogo;

/**
 * AB-05: the course carousel. The same markup on the server and in the island (hydrate
 * "visible"), which brings the tabs, the steps and the skills panel.
 */
export function CourseCarouselView({
  title,
  categories,
  reducedMotion,
}: {
  title: string;
  categories: readonly CourseCategoryData[];
  reducedMotion?: boolean;
}) {
  if (categories.length === 0) return null;
  return (
    <CourseCarousel
      className="widget widget--courses courses"
      aria-label={title}
      {...(reducedMotion !== undefined ? { reducedMotion } : {})}
      header={
        <div className="courses__head">
          <h2 className="widget__title courses__title">{title}</h2>
          <p className="courses__sponsor">With our learning partner</p>
        </div>
      }
      classNames={{
        tabs: 'courses__tabs',
        tab: 'courses__tab',
        panel: 'courses__panel',
        viewport: 'courses__viewport',
        card: 'courses__card',
        link: 'courses__link',
        details: 'courses__details',
        controls: 'courses__controls',
        arrow: 'carousel-arrow',
      }}
      categories={categories.map((category) => ({
        code: category.code,
        label: category.label,
        courses: category.courses.map((course) => ({
          key: course.key,
          href: course.href,
          content: (
            <>
              <img
                className="courses__logo"
                src={course.logo}
                alt={course.college}
                width={LOGO.width / 2}
                height={LOGO.height / 2}
                loading="lazy"
                decoding="async"
              />
              <span className="courses__name">{course.name}</span>
              <span className="courses__college">{course.college}</span>
              {course.starts && <span className="courses__starts">{course.starts}</span>}
              <span className="courses__cta">
                View course <span aria-hidden="true">↗</span>
              </span>
            </>
          ),
          panel: (
            <>
              {course.duration && (
                <p className="courses__duration">
                  <span className="courses__label">Duration</span> {course.duration}
                </p>
              )}
              {course.skills.length > 0 && (
                <>
                  <p className="courses__label">Skills you gain</p>
                  <ul className="courses__skills">
                    {course.skills.map((skill) => (
                      <li key={skill}>{skill}</li>
                    ))}
                  </ul>
                </>
              )}
            </>
          ),
        })),
      }))}
    />
  );
}
