import {
  type PictureStoriesProps,
  pictureStoriesContract,
} from '@newsroom/contracts/widgets/picture-stories';
import { type PictureSizeName, pictureAt, pictureSizes } from '@newsroom/rules/pictures';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import type { StoryItem } from '../../content/schemas.ts';
import { defineWidget } from '../types.ts';

/** The picture each look shows: 16:9 tiles, or a web story's tall cover. */
const PICTURE: Record<PictureStoriesProps['look'], PictureSizeName> = {
  grid: 'sectionNewsLead',
  strip: 'categoryStory',
  portrait: 'webStory',
};

/** The newest `count` of several lists, each story once (a section may hold another's). */
export function newestAcross(lists: readonly (readonly StoryItem[])[], count: number): StoryItem[] {
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((story) => !seen.has(story.msid) && seen.add(story.msid))
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || Number(b.msid) - Number(a.msid))
    .slice(0, count);
}

/**
 * HM-12 picture stories: Panache's picture stories as a grid, the newest slideshows as a strip,
 * web stories as tall covers. Each tile is a link with its picture in a box of its size; a strip
 * scrolls sideways with scroll snapping, no script.
 */
export const pictureStories = defineWidget(pictureStoriesContract, {
  async load(ctx, { sectionIds, count }) {
    const lists = await Promise.all(
      sectionIds.map((msid) =>
        ctx.content.stories.list({ msid, top: count, hierarchy: true, contentType: 'SLIDESHOW' }),
      ),
    );
    return newestAcross(lists, count);
  },
  View({ props: { title, href, look }, data }: { props: PictureStoriesProps; data: StoryItem[] }) {
    const size = PICTURE[look];
    const box = pictureSizes[size];
    const tiles = data.flatMap((story) => {
      const url = safeHref(story.url);
      const src = safeMediaUrl(story.img);
      return url && src ? [{ story, url, src }] : [];
    });
    if (tiles.length === 0) return null;
    return (
      <section className={`widget widget--pictures pictures pictures--${look}`}>
        <h2 className="widget__title">
          <a href={href}>{title}</a>
        </h2>
        <ul className="pictures__list">
          {tiles.map(({ story, url, src }) => (
            <li key={story.msid} className="pictures__item">
              <a className="pictures__link" href={url}>
                <img
                  className="pictures__img"
                  src={pictureAt(src, size)}
                  alt=""
                  width={box.width}
                  height={box.height}
                  loading="lazy"
                  decoding="async"
                />
                <span className="pictures__title">{story.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
