import type { AdCreativeFace } from './AdCreative.tsx';

/**
 * AB-03 / AB-23 a video creative's face, headless: what the mid-article video slot's frame shows.
 * The video's poster fills the 16:9 frame under a play mark, with the advertiser, the video's
 * title and its length; all one link to the click address (the ad server counts it, then opens
 * the video's page). The publication's own video opens in the page itself; a partner's beside it.
 */
export interface AdVideoFace {
  title: string;
  poster: { url: string; width: number; height: number };
  /** The video's length as a clock reads it (`2:35`), or empty. */
  length: string;
}

export interface AdVideoCreativeProps {
  creative: AdCreativeFace;
  video: AdVideoFace;
  clickHref: string;
  className?: string;
  classNames?: Partial<Record<'poster' | 'play' | 'advertiser' | 'title' | 'length', string>>;
}

export function AdVideoCreative({
  creative,
  video,
  clickHref,
  className,
  classNames = {},
}: AdVideoCreativeProps) {
  return (
    <a
      className={className}
      href={clickHref}
      data-ad-creative={creative.id}
      data-ad-format="video"
      target={creative.external ? '_blank' : '_top'}
      rel={creative.external ? 'sponsored noopener' : 'sponsored'}
    >
      <img
        className={classNames.poster}
        src={video.poster.url}
        width={video.poster.width}
        height={video.poster.height}
        alt=""
      />
      <span className={classNames.play} aria-hidden="true" />
      <span className={classNames.advertiser}>{creative.advertiser}</span>
      <strong className={classNames.title}>
        <span className="visually-hidden">{creative.cta}: </span>
        {video.title}
      </strong>
      {video.length && (
        <span className={classNames.length}>
          <span className="visually-hidden">Length </span>
          {video.length}
        </span>
      )}
      {creative.external && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}
