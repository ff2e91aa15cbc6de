import type { MissedStory } from '@newsroom/machines';
import { pictureSizes } from '@newsroom/rules/pictures';
import { PrimeMissedStories } from '@newsroom/ui';

const thumbnail = pictureSizes.storyListThumbnail;

/** Never settles: the server's render, and a page's render before the island wakes, stay in `loading`. */
const notYet = () => new Promise<never>(() => {});

/**
 * AB-17 "Prime stories you missed" as the site draws it: the sidebar's heading and a ruled list of
 * story cards (picture in a fixed box, headline). The same component renders on the
 * server (hidden, loading) and in the island, so hydration finds the markup it expects.
 */
export function MissedStoriesView({
  title,
  load = notYet,
  onLog,
}: {
  title: string;
  load?: () => Promise<readonly MissedStory[]>;
  onLog?: (error: unknown) => void;
}) {
  return (
    <PrimeMissedStories
      className="widget widget--prime-missed"
      titleClassName="widget__title"
      listClassName="widget__list widget__list--ruled prime-missed__list"
      itemClassName="prime-missed__item"
      title={title}
      load={load}
      {...(onLog ? { onLog } : {})}
      renderStory={(story) => <MissedStoryCard story={story} />}
    />
  );
}

export function MissedStoryCard({ story }: { story: MissedStory }) {
  return (
    <a className="story-link prime-missed__link" href={story.url}>
      {story.img ? (
        <img
          className="story-link__img prime-missed__img"
          src={story.img}
          alt=""
          width={thumbnail.width}
          height={thumbnail.height}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="prime-missed__img prime-missed__img--none" aria-hidden="true" />
      )}
      {/* No Prime badge on each: the heading says every story here is Prime. */}
      <span className="story-link__text">
        <span className="story-link__title">{story.title}</span>
      </span>
    </a>
  );
}
