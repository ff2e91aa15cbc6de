import { pictureAt } from '@newsroom/rules/pictures';
import { publication } from '@newsroom/rules/publication';
import { safeMediaUrl } from '@newsroom/rules/safe-url';
import { LD_IMAGE, shortenHeadline } from '../../article/jsonLd.ts';
import type { Video } from '../../content/videos.ts';
import { toIstIso } from '../../lib/istTime.ts';
import { isoDuration } from '../../widgets/video-list/videoFacts.ts';

/** VD-01: the VideoObject for a video page (schema.org, as search engines read it). */
export function videoObjectLd(video: Video, origin: string): Record<string, unknown> {
  const url = `${origin}${video.url}`;
  const image = safeMediaUrl(video.img);
  const firstSource = video.media.sources.map((source) => safeMediaUrl(source.src)).find(Boolean);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: shortenHeadline(video.title),
    // Required by search engines; a video without a synopsis is described by its title.
    description: video.synopsis.trim() || video.title,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    publisher: {
      '@type': 'NewsMediaOrganization',
      name: publication.name,
      logo: {
        '@type': 'ImageObject',
        url: `${origin}${publication.logo.path}`,
        width: publication.logo.width,
        height: publication.logo.height,
      },
    },
  };
  const uploaded = toIstIso(video.date);
  if (uploaded) ld.uploadDate = uploaded;
  if (image) ld.thumbnailUrl = [absolute(pictureAt(image, 'structuredData'), origin)];
  if (image)
    ld.image = {
      '@type': 'ImageObject',
      url: absolute(pictureAt(image, 'structuredData'), origin),
      ...LD_IMAGE,
    };
  if (firstSource) ld.contentUrl = absolute(firstSource, origin);
  if (video.duration > 0) ld.duration = isoDuration(video.duration);
  if (video.views > 0)
    ld.interactionStatistic = {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'WatchAction' },
      userInteractionCount: video.views,
    };
  return ld;
}

function absolute(src: string, origin: string): string {
  return src.startsWith('/') ? `${origin}${src}` : src;
}
