import { pictureSizes } from '@newsroom/rules/pictures';
import { MasterclassSlider, type VisibilitySource } from '@newsroom/ui';

/** One class of the slider, checked and sized on the server: island props carry only these. */
export interface MasterclassItem {
  msid: string;
  title: string;
  url: string;
  /** A safe picture address at the slider's size, when the class has one. */
  img?: string;
  synopsis?: string;
}

const PICTURE = pictureSizes.masterclass;

/**
 * AB-10 / AB-25: the masterclass slider. The same markup on the server and in the island (hydrate
 * "visible"), which brings the machine: previous/next and the 6 s auto-slide.
 */
export function MasterclassSliderView({
  title,
  items,
  autoSlide,
  visibilitySource,
  reducedMotion,
}: {
  title: string;
  items: readonly MasterclassItem[];
  autoSlide: boolean;
  /** Whether it is in view; an IntersectionObserver unless given (stories). */
  visibilitySource?: VisibilitySource;
  /** Forces reduced motion on or off; the reader's preference unless given. */
  reducedMotion?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <MasterclassSlider
      className="widget widget--masterclass masterclass"
      aria-label={title}
      autoSlide={autoSlide}
      {...(visibilitySource ? { visibilitySource } : {})}
      {...(reducedMotion !== undefined ? { reducedMotion } : {})}
      prevLabel="Previous class"
      nextLabel="Next class"
      header={<h2 className="widget__title masterclass__title">{title}</h2>}
      classNames={{
        viewport: 'masterclass__viewport',
        item: 'masterclass__item',
        controls: 'masterclass__controls',
        button: 'masterclass__arrow',
        status: 'masterclass__status',
      }}
      items={items.map((item) => ({
        key: item.msid,
        content: (
          <a className="masterclass__link" href={item.url}>
            <span className="masterclass__picture">
              {item.img && (
                <img
                  className="masterclass__img"
                  src={item.img}
                  alt=""
                  width={PICTURE.width}
                  height={PICTURE.height}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </span>
            <span className="masterclass__name">{item.title}</span>
            {item.synopsis && <span className="masterclass__synopsis">{item.synopsis}</span>}
          </a>
        ),
      }))}
    />
  );
}
