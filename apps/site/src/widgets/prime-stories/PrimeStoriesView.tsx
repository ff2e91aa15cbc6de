import { pictureSizes } from '@newsroom/rules/pictures';
import { Carousel } from '@newsroom/ui';
import { inGroupsOf } from '../shared/groups.ts';

/** One Prime story card, checked and sized on the server (island props carry only these). */
export interface PrimeStoryCard {
  msid: string;
  url: string;
  title: string;
  /** A safe picture address at the card's size, when the story has one. */
  img?: string;
}

/** AB-18: the carousel steps 2 stories at a time. */
export const PRIME_STORIES_STEP = 2;
const PICTURE = pictureSizes.masterclass;

/**
 * AB-18 Prime stories: pages of 2 cards on the shared carousel (Embla, the carousel machine with
 * autoplay off), previous and next disabled at the ends. The same markup on the server and in
 * the island (hydrate "visible").
 */
export function PrimeStoriesView({
  title,
  href,
  stories,
  reducedMotion,
}: {
  title: string;
  href: string;
  stories: readonly PrimeStoryCard[];
  reducedMotion?: boolean;
}) {
  const pages = inGroupsOf(stories, PRIME_STORIES_STEP);
  if (pages.length === 0) return null;
  return (
    <Carousel.Root
      className="widget widget--prime-stories prime-stories"
      slides={pages.length}
      autoplay={false}
      aria-label={title}
      {...(reducedMotion !== undefined ? { reducedMotion } : {})}
    >
      <div className="carousel-head">
        <h2 className="widget__title carousel-head__title">
          <a href={href}>
            <span className="prime-badge">Prime</span> {title}
          </a>
        </h2>
        <div className="carousel-head__nav">
          <Carousel.Prev className="carousel-arrow" aria-label="Previous Prime stories">
            <span aria-hidden="true">‹</span>
          </Carousel.Prev>
          <Carousel.Next className="carousel-arrow" aria-label="Next Prime stories">
            <span aria-hidden="true">›</span>
          </Carousel.Next>
        </div>
      </div>
      <Carousel.Viewport className="prime-stories__viewport">
        {pages.map((page, index) => (
          <Carousel.Slide key={page[0]!.msid} index={index} className="prime-stories__page">
            {page.map((story) => (
              <a key={story.msid} className="prime-stories__card" href={story.url}>
                <span className="prime-stories__picture">
                  {story.img && (
                    <img
                      className="prime-stories__img"
                      src={story.img}
                      alt=""
                      width={PICTURE.width}
                      height={PICTURE.height}
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                </span>
                <span className="prime-stories__title">{story.title}</span>
              </a>
            ))}
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
    </Carousel.Root>
  );
}
