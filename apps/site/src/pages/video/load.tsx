import { resolveLayout } from '@newsroom/composer';
import { publication } from '@newsroom/rules/publication';
import { safeHref } from '@newsroom/rules/safe-url';
import { loadSlots } from '../../layout/regions.tsx';
import type { PageResult } from '../../lib/pageResult.tsx';
import type { PageDeps } from '../kit/pageDeps.ts';
import { videoObjectLd } from './jsonLd.ts';
import { playerDataOf } from './playerData.ts';
import { VideoPage } from './VideoPage.tsx';

/** As other story pages: short, so an edit shows within a minute. */
const PAGE_MAX_AGE = 30;

/**
 * VD-01..VD-04 a video's page: 404 for a msid that is not a video, 301 to the video's own address
 * from any other slug. Its lists, ads and sponsored block are slots of `layouts/video.json`
 * (the layout hides ads and the sponsored block for a pink reader, and for a video that asks
 * for no ads, by `reader.adFree` and `page.type`).
 */
export async function videoPage(
  msid: string,
  deps: PageDeps,
  notFound: () => PageResult,
): Promise<PageResult> {
  const { content, context, layouts, log, widgetDeadlineMs, url, missing } = deps;
  const video = await content.media.video(msid);
  const path = video ? safeHref(video.url) : null;
  if (!video || !path?.startsWith('/')) return notFound();
  if (!deps.preview && path !== url.pathname) {
    return { status: 301, redirect: path + url.search, head: { title: '' }, body: <></>, maxAge: 3600 };
  }
  const page = (deps.adjust ?? ((same) => same))({
    ...context,
    // A video that asks for no ads (`hideAds`) is laid out as for an ad-free reader.
    reader: { ...context.reader, adFree: context.reader.adFree === true || video.hideAds },
  });
  const layout = layouts.get('video');
  const slots = layout ? resolveLayout(layout, page).regions : {};
  const ctx = { content, page, video, sessionToken: deps.sessionToken ?? null };
  const [top, main, aside] = await Promise.all([
    loadSlots(slots.top, ctx, widgetDeadlineMs, log, missing),
    loadSlots(slots.main, ctx, widgetDeadlineMs, log, missing),
    loadSlots(slots.aside, ctx, widgetDeadlineMs, log, missing),
  ]);
  const description = video.synopsis.trim().replace(/\s+/g, ' ').slice(0, 300) || video.title;
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    head: {
      title: `${video.title} | Video | ${publication.name}`,
      description,
      canonical: `${deps.origin}${path}`,
      jsonLd: [videoObjectLd(video, deps.origin)],
    },
    body: <VideoPage video={video} player={playerDataOf(video)} top={top} main={main} aside={aside} />,
  };
}
