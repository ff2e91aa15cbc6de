import { courseCarouselMachine, selectCourseCarouselView } from '@newsroom/machines';
import * as Tabs from '@radix-ui/react-tabs';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Carousel } from '../carousel/Carousel.tsx';

/**
 * AB-05 course carousel, headless: the categories as tabs (Radix Tabs; the first chosen), each
 * category's courses as cards in a carousel on Embla (a card a step, previous and next disabled at
 * the ends), and on a card a panel with the course's skills and duration, shown while the
 * pointer rests on the card or the keyboard's focus is in it (`courseCarouselMachine`).
 *
 * The panel is always in the page (`data-state="open"|"closed"`, the site shows the open one over
 * the card's lower half, so nothing moves) and describes the card's link, so a screen reader
 * hears the skills with the course.
 */

export const COURSE_CARD_STEP_PX = 236;

export interface CourseCard {
  key: string;
  /** The course's page at the partner (https). */
  href: string;
  /** The card's face: logo, course, college, start. */
  content: ReactNode;
  /** Skills and duration. */
  panel: ReactNode;
}

export interface CourseCategory {
  code: string;
  label: string;
  courses: readonly CourseCard[];
}

export interface CourseCarouselProps extends Omit<ComponentProps<'section'>, 'children'> {
  categories: readonly CourseCategory[];
  header?: ReactNode;
  /** Forces reduced motion on or off (steps jump); by default the reader's preference. */
  reducedMotion?: boolean;
  classNames?: Partial<
    Record<'tabs' | 'tab' | 'panel' | 'viewport' | 'card' | 'link' | 'details' | 'controls' | 'arrow', string>
  >;
}

export function CourseCarousel({
  categories,
  header,
  reducedMotion,
  classNames = {},
  ...props
}: CourseCarouselProps) {
  const actor = useActorRef(courseCarouselMachine, {
    input: { categories: categories.map((category) => category.code) },
  });
  const view = useSelector(
    actor,
    selectCourseCarouselView,
    (a, b) => a.selected === b.selected && a.openCard === b.openCard,
  );
  const idBase = useId();
  if (categories.length === 0 || view.selected === null) return null;
  return (
    <section {...props} data-state={view.openCard ? 'open' : 'closed'}>
      {header}
      <Tabs.Root
        value={view.selected}
        onValueChange={(category) => actor.send({ type: 'SELECT', category })}
        activationMode="automatic"
      >
        <Tabs.List className={classNames.tabs} aria-label="Course categories">
          {categories.map((category) => (
            <Tabs.Trigger key={category.code} value={category.code} className={classNames.tab}>
              {category.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {categories.map((category) => (
          <Tabs.Content key={category.code} value={category.code} className={classNames.panel}>
            <Carousel.Root
              slides={category.courses.length}
              autoplay={false}
              {...(reducedMotion !== undefined ? { reducedMotion } : {})}
              aria-label={`${category.label} courses`}
            >
              <Carousel.Viewport className={classNames.viewport}>
                {category.courses.map((course, index) => {
                  const detailsId = `${idBase}-${category.code}-${index}`;
                  const open = view.openCard === course.key;
                  return (
                    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not form fields
                    <div
                      key={course.key}
                      role="group"
                      aria-roledescription="slide"
                      aria-label={`${index + 1} of ${category.courses.length}`}
                      className={classNames.card}
                      data-state={open ? 'open' : 'closed'}
                      style={{ flex: `0 0 ${COURSE_CARD_STEP_PX}px`, minWidth: 0, position: 'relative' }}
                      onPointerEnter={(event) => {
                        if (event.pointerType === 'mouse')
                          actor.send({ type: 'SHOW', card: course.key, by: 'hover' });
                      }}
                      onPointerLeave={() => actor.send({ type: 'HIDE', card: course.key, by: 'hover' })}
                      onFocus={() => actor.send({ type: 'SHOW', card: course.key, by: 'focus' })}
                      onBlur={(event) => {
                        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
                          actor.send({ type: 'HIDE', card: course.key, by: 'focus' });
                      }}
                    >
                      <a
                        className={classNames.link}
                        href={course.href}
                        target="_blank"
                        rel="noopener sponsored"
                        aria-describedby={detailsId}
                      >
                        {course.content}
                      </a>
                      <div
                        id={detailsId}
                        className={classNames.details}
                        data-state={open ? 'open' : 'closed'}
                      >
                        {course.panel}
                      </div>
                    </div>
                  );
                })}
              </Carousel.Viewport>
              <div className={classNames.controls}>
                <Carousel.Prev className={classNames.arrow} aria-label={`Previous ${category.label} course`}>
                  <span aria-hidden="true">‹</span>
                </Carousel.Prev>
                <Carousel.Next className={classNames.arrow} aria-label={`Next ${category.label} course`}>
                  <span aria-hidden="true">›</span>
                </Carousel.Next>
              </div>
            </Carousel.Root>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
