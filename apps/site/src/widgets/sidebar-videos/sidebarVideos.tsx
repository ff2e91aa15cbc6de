import { type SidebarVideosProps, sidebarVideosContract } from '@newsroom/contracts/widgets/sidebar-videos';
import { useId } from 'react';
import type { StoryItem } from '../../content/schemas.ts';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';

/**
 * AB-12 sidebar videos: a section's newest videos (`type=plist`, `contenttype=VIDEO`, top 10),
 * the story's own video left out, each marked as a video in words and with a play mark.
 */
export const sidebarVideos = defineWidget(sidebarVideosContract, {
  async load(ctx, { sectionId, count }): Promise<StoryItem[]> {
    const videos = await ctx.content.stories.list({
      msid: sectionId,
      top: count + 1,
      hierarchy: true,
      contentType: 'VIDEO',
    });
    return videos.filter((video) => video.msid !== ctx.article?.msid).slice(0, count);
  },
  View({ props: { title, href }, data }: { props: SidebarVideosProps; data: StoryItem[] }) {
    const heading = useId();
    if (data.length === 0) return null;
    return (
      <section className="widget widget--videos" aria-labelledby={heading}>
        <h2 className="widget__title" id={heading}>
          <a href={href}>{title}</a>
        </h2>
        <ul className="widget__list widget__list--ruled">
          {data.map((video) => (
            <li key={video.msid} className="video-item">
              <span className="video-item__mark" aria-hidden="true">
                ▶
              </span>
              <span className="visually-hidden">Video: </span>
              <StoryLink story={video} image={{ size: 'storyListThumbnail' }} />
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
