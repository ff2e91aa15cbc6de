import { type PictureSizeName, pictureAt, pictureSizes } from '@newsroom/rules/pictures';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import type { StoryItem } from '../../content/schemas.ts';

/** A story in a list: headline link, with a picture of a fixed box so nothing shifts as it loads. */
export function StoryLink({
  story,
  image,
  showSynopsis = false,
}: {
  story: StoryItem;
  /** The picture's size, by its name in the catalogue (its box is that size). */
  image?: { size: PictureSizeName; eager?: boolean };
  showSynopsis?: boolean;
}) {
  const href = safeHref(story.url);
  if (!href) return null;
  const src = image && safeMediaUrl(story.img);
  const box = image && pictureSizes[image.size];
  return (
    <a className="story-link" href={href}>
      {image && box && src && (
        <img
          className="story-link__img"
          src={pictureAt(src, image.size)}
          alt=""
          width={box.width}
          height={box.height}
          loading={image.eager ? 'eager' : 'lazy'}
          // An eager picture is the top of the page (the home page's headline): it comes first.
          {...(image.eager ? { fetchPriority: 'high' as const } : {})}
          decoding="async"
        />
      )}
      <span className="story-link__text">
        {story.prime && <span className="prime-badge">Prime</span>}
        <span className="story-link__title">{story.title}</span>
        {showSynopsis && story.synopsis && <span className="story-link__synopsis">{story.synopsis}</span>}
      </span>
    </a>
  );
}
