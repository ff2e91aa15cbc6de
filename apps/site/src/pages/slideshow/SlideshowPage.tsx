import { Island } from '@newsroom/composer';
import type { Slideshow } from '../../content/slideshows.ts';
import { formatIst } from '../../lib/istTime.ts';
import { Chrome } from '../Chrome.tsx';
import SlideshowIsland, { type SlideshowData } from './slideshow.island.tsx';

/**
 * AB-18 a slideshow's page: its title, introduction, agency and date, then the slides (picture,
 * title, synopsis, agency) as the slideshow slider. Without JavaScript: the plain list of slides.
 */
export function SlideshowPage({ slideshow, data }: { slideshow: Slideshow; data: SlideshowData }) {
  const date = formatIst(slideshow.insertdate);
  return (
    <Chrome>
      <article className="slideshow-page" data-msid={slideshow.msid}>
        <nav className="breadcrumb" aria-label="Breadcrumb">
          <ol>
            <li>
              <a href="/">Home</a>
            </li>
            <li>Slideshows</li>
          </ol>
        </nav>
        <h1 className="slideshow-page__title">{slideshow.title}</h1>
        <p className="slideshow-page__dateline">
          {slideshow.agency && <span className="slideshow-page__agency">{slideshow.agency}</span>}
          {date && <time dateTime={slideshow.insertdate}>{date}</time>}
          <span>
            {data.slides.length} {data.slides.length === 1 ? 'picture' : 'pictures'}
          </span>
        </p>
        {slideshow.synopsis && <p className="slideshow-page__synopsis">{slideshow.synopsis}</p>}
        {data.slides.length === 0 ? (
          <p>This slideshow has no pictures yet.</p>
        ) : (
          <Island hydrate="load">
            <SlideshowIsland data={data} />
          </Island>
        )}
      </article>
    </Chrome>
  );
}
