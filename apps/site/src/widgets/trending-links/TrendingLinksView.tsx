import { pictureSizes } from '@newsroom/rules/pictures';
import { Carousel, type VisibilitySource } from '@newsroom/ui';
import { inGroupsOf } from '../shared/groups.ts';

/** One link of the carousel, checked and sized on the server (island props carry only these). */
export interface TrendingLink {
  url: string;
  title: string;
  /** A safe picture address at the thumbnail size, when the story has one. */
  img?: string;
}

export const TRENDING_PER_SLIDE = 4;
export const TRENDING_IMG = pictureSizes.trending;

/** 4 links a slide (the spec); the last slide may hold fewer. */
export function toSlides<T>(items: readonly T[], perSlide = TRENDING_PER_SLIDE): T[][] {
  return inGroupsOf(items, perSlide);
}

/**
 * AR-17: the trending links carousel. The same markup on the server and in the island; the island
 * (hydrate "visible") brings Embla and the autoplay machine.
 */
export function TrendingLinksView({
  title,
  links,
  reducedMotion,
  visibilitySource,
}: {
  title: string;
  links: readonly TrendingLink[];
  reducedMotion?: boolean;
  /** Whether it is at least half in view (stories report it); an IntersectionObserver on the page. */
  visibilitySource?: VisibilitySource;
}) {
  const slides = toSlides(links);
  if (slides.length === 0) return null;
  return (
    <Carousel.Root
      className="widget widget--trending-links trending"
      slides={slides.length}
      aria-label={title}
      {...(reducedMotion !== undefined ? { reducedMotion } : {})}
      {...(visibilitySource ? { visibilitySource } : {})}
    >
      <div className="trending__head">
        <h2 className="widget__title trending__title">{title}</h2>
        <div className="trending__nav">
          <Carousel.Prev className="trending__arrow" aria-label="Previous slide">
            <span aria-hidden="true">‹</span>
          </Carousel.Prev>
          <Carousel.Next className="trending__arrow" aria-label="Next slide">
            <span aria-hidden="true">›</span>
          </Carousel.Next>
        </div>
      </div>
      <Carousel.Viewport className="trending__viewport">
        {slides.map((slide, i) => (
          <Carousel.Slide key={slide[0]!.url} index={i} className="trending__slide">
            <ul className="trending__list">
              {slide.map((link) => (
                <li key={link.url} className="trending__item">
                  <a className="trending__link" href={link.url}>
                    {link.img && (
                      <img
                        className="trending__img"
                        src={link.img}
                        alt=""
                        width={TRENDING_IMG.width}
                        height={TRENDING_IMG.height}
                        loading="lazy"
                        decoding="async"
                      />
                    )}
                    <span className="trending__text">{link.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      <Carousel.Dots className="trending__dots" dotClassName="trending__dot" aria-label="Choose a slide" />
    </Carousel.Root>
  );
}
