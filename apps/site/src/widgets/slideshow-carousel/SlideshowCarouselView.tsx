import { pictureSizes } from '@newsroom/rules/pictures';
import { Slideshow, type SlideshowProps } from '@newsroom/ui';
import type { SlideshowCards } from '../shared/slideshows.ts';

const PICTURE = pictureSizes.slideshowSlide;

/**
 * AB-18: the slideshow carousel. The same markup on the server and in the island (hydrate
 * "visible"). A slide's picture is drawn only once it may be seen (the slide shown and its
 * neighbours), in a box of fixed shape.
 *
 * `visibilitySource` and `reducedMotion` are for the stories (DV-02): the page leaves them out, so
 * the slideshow watches its own view and follows the reader's motion setting.
 */
export function SlideshowCarouselView({
  title,
  show,
  ...effects
}: {
  title: string;
  show: SlideshowCards | null;
} & Pick<SlideshowProps, 'visibilitySource' | 'reducedMotion'>) {
  if (!show) return null;
  return (
    <Slideshow
      {...effects}
      className="widget widget--slideshow slideshow"
      aria-label={`${title}: ${show.title}`}
      header={
        <div className="slideshow__head">
          <h2 className="widget__title slideshow__title">{title}</h2>
          <a className="slideshow__show" href={show.url}>
            {show.title}
          </a>
        </div>
      }
      classNames={{
        viewport: 'slideshow__viewport',
        slide: 'slideshow__slide',
        controls: 'slideshow__controls',
        arrow: 'slideshow__arrow',
        play: 'slideshow__play',
        status: 'slideshow__status',
      }}
      slides={show.slides.map((slide) => ({
        key: slide.key,
        render: (near) => (
          <figure className="slideshow__figure">
            <span className="slideshow__picture">
              {near && (
                <img
                  className="slideshow__img"
                  src={slide.img}
                  alt=""
                  width={PICTURE.width}
                  height={PICTURE.height}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </span>
            <figcaption className="slideshow__caption">
              {slide.title && <strong className="slideshow__slide-title">{slide.title}</strong>}
              {slide.synopsis && <span className="slideshow__synopsis">{slide.synopsis}</span>}
              {slide.credit && <span className="slideshow__credit">Photo: {slide.credit}</span>}
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}
