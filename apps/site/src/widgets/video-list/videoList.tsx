import { type VideoListProps, videoListContract } from '@newsroom/contracts/widgets/video-list';
import { pictureAt } from '@newsroom/rules/pictures';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import type { VideoItem } from '../../content/videos.ts';
import { defineWidget } from '../types.ts';
import { formatDuration, formatViews } from './videoFacts.ts';

/**
 * VD-02: a video page's related, most viewed or trending videos, from the backend's `videolist`
 * call. Related needs the page's video; elsewhere the widget shows nothing rather than guess.
 */
export const videoList = defineWidget(videoListContract, {
  async load(ctx, { list, count }) {
    const msid = ctx.video?.msid;
    if (list === 'related' && !msid) return [];
    return ctx.content.media.videoList(list, count, msid);
  },
  View({ props: { title, display, list }, data }: { props: VideoListProps; data: VideoItem[] }) {
    if (data.length === 0) return null;
    const grid = display === 'grid';
    return (
      <section className={`widget widget--videos video-list video-list--${display}`} data-list={list}>
        <h2 className="widget__title">{title}</h2>
        <ul className={grid ? 'video-list__grid' : 'widget__list widget__list--ruled'}>
          {data.map((video) => (
            <li key={video.msid}>
              <VideoLink video={video} size={grid ? 'featuredVideoPoster' : 'storyListThumbnail'} />
            </li>
          ))}
        </ul>
      </section>
    );
  },
});

function VideoLink({
  video,
  size,
}: {
  video: VideoItem;
  size: 'featuredVideoPoster' | 'storyListThumbnail';
}) {
  const href = safeHref(video.url);
  if (!href) return null;
  const src = safeMediaUrl(video.img);
  const box = size === 'featuredVideoPoster' ? { width: 320, height: 180 } : { width: 96, height: 72 };
  return (
    <a className="video-link" href={href}>
      <span className="video-link__picture" style={{ aspectRatio: `${box.width} / ${box.height}` }}>
        {src && (
          <img
            src={pictureAt(src, size)}
            alt=""
            width={box.width}
            height={box.height}
            loading="lazy"
            decoding="async"
          />
        )}
        {video.duration > 0 && (
          <span className="video-link__duration">
            <span className="visually-hidden">Length </span>
            {formatDuration(video.duration)}
          </span>
        )}
      </span>
      <span className="video-link__text">
        <span className="video-link__title">{video.title}</span>
        <span className="video-link__views">{formatViews(video.views)}</span>
      </span>
    </a>
  );
}
