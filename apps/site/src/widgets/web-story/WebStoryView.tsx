import { pictureSizes } from '@newsroom/rules/pictures';
import { WebStory } from '@newsroom/ui';
import type { SlideshowCards } from '../shared/slideshows.ts';

const PICTURE = pictureSizes.webStoryPage;

/**
 * AB-18: the web story. The same markup on the server and in the island (hydrate "visible");
 * a page's picture is drawn once the page has shown, the next one fetched ahead.
 */
export function WebStoryView({ title, story }: { title: string; story: SlideshowCards | null }) {
  if (!story) return null;
  return (
    <WebStory
      className="widget widget--web-story web-story"
      aria-label={`${title}: ${story.title}`}
      header={
        <div className="web-story__head">
          <h2 className="widget__title web-story__title">{title}</h2>
          <p className="web-story__name">{story.title}</p>
        </div>
      }
      footer={
        <a className="web-story__more" href={story.url}>
          See the whole story <span aria-hidden="true">→</span>
        </a>
      }
      classNames={{
        frame: 'web-story__frame',
        viewport: 'web-story__viewport',
        page: 'web-story__page',
        progress: 'web-story__progress',
        step: 'web-story__step',
        caption: 'web-story__caption',
        title: 'web-story__page-title',
        synopsis: 'web-story__synopsis',
        toggle: 'web-story__toggle',
        credit: 'web-story__credit',
        arrow: 'web-story__arrow',
      }}
      pages={story.slides.map((slide) => ({
        key: slide.key,
        title: slide.title || story.title,
        synopsis: slide.synopsis,
        preload: slide.img,
        ...(slide.credit ? { credit: `Photo: ${slide.credit}` } : {}),
        render: (shown) =>
          shown ? (
            <img
              className="web-story__img"
              src={slide.img}
              alt=""
              width={PICTURE.width}
              height={PICTURE.height}
              loading="lazy"
              decoding="async"
            />
          ) : null,
      }))}
    />
  );
}
