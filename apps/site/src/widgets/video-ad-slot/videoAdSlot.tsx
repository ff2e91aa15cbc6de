import { pictureAt, pictureSizes } from '@newsroom/rules/pictures';
import { safeHref, safeMediaUrl } from '../../article/safeUrl.ts';
import { defineWidget } from '../types.ts';
import { type VideoAdSlotProps, videoAdSlotContract } from './contract.ts';

/** The house creative: our newest video, checked and sized on the server. */
export interface HouseVideo {
  url: string;
  title: string;
  poster?: string;
}

const POSTER = pictureSizes.topNewsLead;

/**
 * AB-03 / AB-23: the video slot of the mid-article recommendations. The box is 16:9 of the column
 * from the first byte. Not yet wired to the ad loader (which fills the `ad-slot` boxes only): it
 * always shows the house's newest video (`data-ad-house`), or an empty labelled box. Static.
 */
export const videoAdSlot = defineWidget(videoAdSlotContract, {
  async load(ctx, props): Promise<HouseVideo | null> {
    const [video] = await ctx.content.promos.storiesOfKind(props.sectionId, 'VIDEO', 1);
    const url = video && safeHref(video.url);
    if (!video || !url) return null;
    const poster = safeMediaUrl(video.img);
    return { url, title: video.title, ...(poster ? { poster: pictureAt(poster, 'topNewsLead') } : {}) };
  },
  View({ props, data }: { props: VideoAdSlotProps; data: HouseVideo | null }) {
    return (
      <div
        className="video-slot"
        data-ad-slot={props.slot}
        data-ad-format="video"
        data-ad-house={data ? 'true' : undefined}
      >
        <span className="video-slot__label">{data ? 'From Ledger Videos' : 'Advertisement'}</span>
        <div className="video-slot__box">
          {data && (
            <a className="video-slot__creative" href={data.url}>
              {data.poster && (
                <img
                  className="video-slot__poster"
                  src={data.poster}
                  alt=""
                  width={POSTER.width}
                  height={POSTER.height}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <span className="video-slot__play" aria-hidden="true" />
              <span className="video-slot__title">
                <span className="visually-hidden">Watch: </span>
                {data.title}
              </span>
            </a>
          )}
        </div>
      </div>
    );
  },
});
