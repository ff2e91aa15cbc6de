import { pictureAt, pictureSizes } from '@newsroom/rules/pictures';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import type { Article } from '../content/schemas.ts';

/** AR-12: the poster is 16:9, laid out at half the picture's size (160×90) for sharp screens. */
export const POSTER = {
  width: pictureSizes.featuredVideoPoster.width / 2,
  height: pictureSizes.featuredVideoPoster.height / 2,
} as const;

type Video = NonNullable<Article['featuredvideo']>;

/**
 * AR-12: the featured video as a card: a poster with a play mark, the video's title
 * (`imgcaption`) and synopsis. It links to the video's page only when the backend gives a
 * safe path for it (the reference backend sends `url` and `img`); without one it is a plain card.
 */
export function FeaturedVideo({ video }: { video: Video | null | undefined }) {
  if (!video) return null;
  const title = video.imgcaption?.trim() ?? '';
  const synopsis = video.synopsis?.trim() ?? '';
  if (!title && !synopsis) return null;
  const href = safeHref(video.url);
  const img = safeMediaUrl(video.img);
  const poster = (
    <span className="featured-video__poster" aria-hidden="true">
      {img && (
        <img
          src={pictureAt(img, 'featuredVideoPoster')}
          alt=""
          width={POSTER.width}
          height={POSTER.height}
          loading="lazy"
          decoding="async"
        />
      )}
      <span className="featured-video__play" />
    </span>
  );
  const text = (
    <span className="featured-video__text">
      <span className="featured-video__kicker">Video</span>
      {title && <span className="featured-video__title">{title}</span>}
      {synopsis && <span className="featured-video__synopsis">{synopsis}</span>}
    </span>
  );
  return (
    <aside className="featured-video" aria-label="Featured video" data-video-msid={video.msid}>
      {href ? (
        <a className="featured-video__card" href={href}>
          {poster}
          {text}
        </a>
      ) : (
        <div className="featured-video__card">
          {poster}
          {text}
        </div>
      )}
    </aside>
  );
}
