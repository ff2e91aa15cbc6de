import { TRENDING_TERMS_PER_SLIDE } from '@newsroom/rules/home';
import { Carousel } from '@newsroom/ui';
import { toSlides } from '../trending-links/TrendingLinksView.tsx';

/** A term of the carousel: its words and its topic page, checked on the server. */
export interface TermLink {
  title: string;
  url: string;
}

export interface TrendingTermsData {
  title: string;
  terms: TermLink[];
}

export const NO_TRENDING_TERMS = 'No trending terms available.';

/**
 * HM-05: the trending-terms carousel. The same markup on the server and in the island (hydrate
 * "visible"), which brings Embla and the carousel machine with its 500 ms move lock. No autoplay:
 * the spec moves it only by the reader's hand. Empty: the spec's sentence, no carousel.
 */
export function TrendingTermsView({
  title,
  terms,
  reducedMotion,
}: TrendingTermsData & { reducedMotion?: boolean }) {
  const slides = toSlides(terms, TRENDING_TERMS_PER_SLIDE);
  if (slides.length === 0) {
    return (
      <section className="widget widget--trending-terms terms" aria-label={title} data-state="empty">
        <h2 className="terms__title">{title}</h2>
        <p className="terms__empty">{NO_TRENDING_TERMS}</p>
      </section>
    );
  }
  return (
    <Carousel.Root
      className="widget widget--trending-terms terms"
      slides={slides.length}
      aria-label={title}
      autoplay={false}
      lockMoves
      {...(reducedMotion !== undefined ? { reducedMotion } : {})}
    >
      <div className="terms__head">
        <h2 className="terms__title">{title}</h2>
        <div className="terms__nav">
          <Carousel.Prev className="terms__arrow" aria-label="Previous terms">
            <span aria-hidden="true">‹</span>
          </Carousel.Prev>
          <Carousel.Next className="terms__arrow" aria-label="Next terms">
            <span aria-hidden="true">›</span>
          </Carousel.Next>
        </div>
      </div>
      <Carousel.Viewport className="terms__viewport">
        {slides.map((slide, i) => (
          <Carousel.Slide key={slide[0]!.url} index={i} className="terms__slide">
            <ul className="terms__list">
              {slide.map((term) => (
                <li key={term.url}>
                  <a className="terms__term" href={term.url}>
                    {term.title}
                  </a>
                </li>
              ))}
            </ul>
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      <Carousel.Dots
        className="terms__dots"
        dotClassName="terms__dot"
        aria-label={`${title}: choose a slide`}
      />
    </Carousel.Root>
  );
}
