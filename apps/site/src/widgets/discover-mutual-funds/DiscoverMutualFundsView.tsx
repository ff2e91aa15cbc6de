import { Carousel } from '@newsroom/ui';
import { useId } from 'react';
import { PriceChange } from '../shared/markets/PriceChange.tsx';
import type { FundCard } from './funds.ts';

/**
 * AB-12 discover mutual funds: an Embla carousel (packages/ui Carousel) of 3 slides of up to 4, 4
 * and 3 funds with their one-year return; previous/next disabled at the ends, no autoplay. Every
 * slide is in the server's HTML (Embla's viewport clips the others), so nothing moves when it wakes.
 * `reducedMotion` replaces the reader's motion setting (stories only: a move then jumps).
 */
export function DiscoverMutualFundsView({
  title,
  slides,
  reducedMotion,
}: {
  title: string;
  slides: readonly FundCard[][];
  reducedMotion?: boolean;
}) {
  const headingId = useId();
  if (slides.length === 0) return null;
  return (
    <Carousel.Root
      slides={slides.length}
      autoplay={false}
      {...(reducedMotion !== undefined ? { reducedMotion } : {})}
      className="widget market-widget fund-carousel"
      aria-labelledby={headingId}
    >
      <h2 className="widget__title" id={headingId}>
        {title}
      </h2>
      <p className="market-widget__note">Best one-year returns</p>
      <Carousel.Viewport className="fund-carousel__viewport">
        {slides.map((slide, index) => (
          <Carousel.Slide key={slide[0]?.id ?? index} index={index} className="fund-carousel__slide">
            <ul className="fund-carousel__funds">
              {slide.map((fund) => (
                <li key={fund.id} className="fund-carousel__fund">
                  {fund.url ? (
                    <a className="fund-carousel__name" href={fund.url}>
                      {fund.name}
                    </a>
                  ) : (
                    <span className="fund-carousel__name">{fund.name}</span>
                  )}
                  <span className="fund-carousel__category">{fund.category}</span>
                  <span className="fund-carousel__return">
                    <span className="fund-carousel__label">1Y return</span>{' '}
                    <PriceChange change={fund.r1Year} percent={fund.r1Year} show="percent" />
                  </span>
                </li>
              ))}
            </ul>
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      {slides.length > 1 && (
        <div className="fund-carousel__controls">
          <Carousel.Prev className="fund-carousel__arrow" aria-label="Previous funds">
            <span aria-hidden="true">‹</span>
          </Carousel.Prev>
          <Carousel.Dots
            className="market-dots"
            dotClassName="market-dots__dot"
            dotLabel={(i, n) => `Funds ${i + 1} of ${n}`}
          />
          <Carousel.Next className="fund-carousel__arrow" aria-label="Next funds">
            <span aria-hidden="true">›</span>
          </Carousel.Next>
        </div>
      )}
    </Carousel.Root>
  );
}
