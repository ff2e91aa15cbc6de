import { pictureAt, pictureSizes } from '@newsroom/rules/pictures';
import { SlideDeck } from '@newsroom/ui';
import { defineIsland } from '../../lib/defineIsland.ts';

/** One slide as the page gives it: the picture already checked (a safe address, or none). */
export interface SlideData {
  img: string | null;
  title: string;
  synopsis: string;
  agency: string;
}

export interface SlideshowData {
  title: string;
  slides: SlideData[];
}

const BOX = pictureSizes.articleTemplate1;

/**
 * AB-18 the slideshow page's slides (hydrate "load"): the server renders every slide in one
 * ordered list, which a page without JavaScript reads from top to bottom; with script the CSS
 * shows the active slide only (all slides share one box, so nothing below moves), and the island
 * adds the arrows that wrap and PLAY/PAUSE, one slide every 5 s (the carousel machine with `carouselPresets.slideDeck`).
 * It never starts by itself (docs/decisions.md), so a reader who prefers reduced motion is never
 * moved on without asking.
 */
function SlideshowIsland({ data }: { data: SlideshowData }) {
  const count = data.slides.length;
  return (
    <SlideDeck
      className="slideshow"
      aria-label={data.title}
      prevLabel="Previous slide"
      nextLabel="Next slide"
      classNames={{
        controls: 'slideshow__controls',
        prev: 'slideshow__arrow slideshow__prev',
        next: 'slideshow__arrow slideshow__next',
        toggle: 'slideshow__toggle',
        status: 'slideshow__status',
        list: 'slideshow__list',
        slide: 'slideshow__slide',
      }}
      slides={data.slides.map((slide, index) => ({
        key: String(index),
        content: (
          <figure className="slideshow__figure" id={`slide-${index + 1}`}>
            <div className="slideshow__picture" style={{ aspectRatio: `${BOX.width} / ${BOX.height}` }}>
              {slide.img && (
                <img
                  src={pictureAt(slide.img, 'articleTemplate1')}
                  alt={slide.title}
                  width={BOX.width}
                  height={BOX.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              )}
            </div>
            <figcaption className="slideshow__caption">
              <span className="slideshow__count">
                {index + 1} / {count}
              </span>
              {slide.title && <span className="slideshow__title">{slide.title}</span>}
              {slide.synopsis && <span className="slideshow__synopsis">{slide.synopsis}</span>}
              {slide.agency && <span className="slideshow__agency">{slide.agency}</span>}
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}

export default defineIsland('slideshow', SlideshowIsland);
