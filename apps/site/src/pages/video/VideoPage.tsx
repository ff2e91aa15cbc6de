import { Island } from '@newsroom/composer';
import { ANALYTICS_PAGE_ATTR, pageViewAttribute } from '@newsroom/rules/analytics';
import { shortenHeadline } from '../../article/jsonLd.ts';
import { Keywords } from '../../article/Keywords.tsx';
import { MoreText } from '../../article/MoreText.tsx';
import type { Video } from '../../content/videos.ts';
import { type LoadedSlot, Region } from '../../layout/regions.tsx';
import { formatIst } from '../../lib/istTime.ts';
import ShareIsland from '../../widgets/byline-tools/share.island.tsx';
import { formatDuration, formatViews } from '../../widgets/video-list/videoFacts.ts';
import { Chrome } from '../Chrome.tsx';
import VideoPlayerIsland, { type VideoPlayerData } from './video-player.island.tsx';

/** VD-01: how much of the synopsis shows before Show More. */
export const SYNOPSIS_SHORT = 180;

/**
 * VD-01, VD-02 the video-show page: the player, title, agency and date line, the synopsis with
 * Show More / Show Less, share and the `Read more on` keywords; below it (`main`) the related
 * videos grid, and the sidebar (`aside`): most viewed, trending, most popular news, ads and the
 * sponsored block as video.json places them (VD-04: not for a pink reader).
 */
export function VideoPage({
  video,
  player,
  top,
  main,
  aside,
}: {
  video: Video;
  player: VideoPlayerData | null;
  top: readonly LoadedSlot[];
  main: readonly LoadedSlot[];
  aside: readonly LoadedSlot[];
}) {
  const dateline = video.dtline || formatIst(video.date);
  const share = { props: {}, data: { path: video.url, title: video.title } };
  const paragraphs = video.synopsis
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  const whole = paragraphs.join(' ');
  return (
    <Chrome>
      <Region name="top" slots={top} />
      <div className="video-layout">
        <article
          className="video-page"
          data-msid={video.msid}
          {...{
            [ANALYTICS_PAGE_ATTR]: pageViewAttribute({
              layout: 'video',
              // The backend names a video's sections by name only.
              section: '',
              msid: video.msid,
            }),
          }}
        >
          <Breadcrumb video={video} />
          {player ? (
            <Island hydrate="play">
              <VideoPlayerIsland data={player} />
            </Island>
          ) : (
            <p className="video-page__unplayable">This video cannot be played at the moment.</p>
          )}
          <h1 className="video-page__title">{video.title}</h1>
          <div className="video-page__meta">
            <p className="video-page__dateline">
              {video.agency && <span className="video-page__agency">{video.agency}</span>}
              {dateline && <time dateTime={video.date}>{dateline}</time>}
              {video.duration > 0 && <span>{formatDuration(video.duration)}</span>}
              {video.views > 0 && <span>{formatViews(video.views)}</span>}
            </p>
            <Island hydrate="interaction" className="video-page__share">
              <ShareIsland {...share} />
            </Island>
          </div>
          {whole &&
            (whole.length > SYNOPSIS_SHORT ? (
              <MoreText
                className="video-page__synopsis"
                short={shortenHeadline(whole, SYNOPSIS_SHORT)}
                full={paragraphs.map((paragraph, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs in their fixed order
                  <span key={index} className="video-page__paragraph">
                    {paragraph}
                  </span>
                ))}
              />
            ) : (
              <p className="video-page__synopsis">{whole}</p>
            ))}
          <Keywords article={{ relatedKeywords: video.relKeywords }} />
          <Region name="main" slots={main} />
        </article>
        {aside.length > 0 && (
          <aside className="video-layout__aside" aria-label="More videos and news">
            <Region name="aside" slots={aside} />
          </aside>
        )}
      </div>
    </Chrome>
  );
}

function Breadcrumb({ video }: { video: Video }) {
  const names = [video.subsecnames?.subsecname1, video.subsecnames?.subsecname2].filter(
    (name): name is string => Boolean(name),
  );
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <a href="/">Home</a>
        </li>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ol>
    </nav>
  );
}
