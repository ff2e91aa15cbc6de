import { AdVideoCreative } from '@newsroom/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { fn } from 'storybook/test';
import type { AdServer } from '../ad-slot/adServerSeam.ts';
import type { HouseAd } from '../ad-slot/houseAdServer.ts';
import { stylesForFrame } from '../shared/stories/frameStyles.ts';

/** What the house ad server would serve the video slot (the Videos desk's newest video). */
export const servedVideoAd: HouseAd = {
  slot: 'video',
  creativeId: 7,
  token: 'a'.repeat(32),
  creativeUrl: '/ads/creative/7?slot=video',
  clickUrl: `/ads/click?c=7&t=${'a'.repeat(32)}`,
};

/**
 * The creative's own page as the house ad server's frame holds it (server/adRoutes.ts): the video
 * face in a same-origin frame of the slot's size, wearing the page's own styles (the stories' copy
 * of the site stylesheet), written in place instead of fetched from `/ads/creative`.
 */
function drawVideoCreative(frame: HTMLElement): Promise<void> {
  const face = renderToStaticMarkup(
    <AdVideoCreative
      creative={{
        id: 7,
        advertiser: 'Ledger Videos',
        headline: 'Markets close',
        body: '',
        cta: 'Watch',
        image: null,
        external: false,
      }}
      video={{
        title: 'Market close: Sensex ends 612 points higher as banks rally',
        poster: { url: '/photos/2.png?w=640&h=360', width: 640, height: 360 },
        length: '3:42',
      }}
      clickHref={servedVideoAd.clickUrl}
      className="ad-creative ad-creative--video"
      classNames={{
        poster: 'ad-creative__poster',
        play: 'ad-creative__play',
        advertiser: 'ad-creative__advertiser',
        title: 'ad-creative__title',
        length: 'ad-creative__length',
      }}
    />,
  );
  const styles = stylesForFrame();
  return new Promise((resolve) => {
    const iframe = document.createElement('iframe');
    iframe.title = 'Advertisement';
    iframe.width = '640';
    iframe.height = '360';
    iframe.className = 'ad-slot__creative';
    iframe.addEventListener('load', () => resolve(), { once: true });
    iframe.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Advertisement: Ledger Videos</title>${styles}</head><body class="ad-creative-page">${face}</body></html>`;
    frame.replaceChildren(iframe);
  });
}

/** An ad server for the stories: each call a spy, answering as the story says (never the network). */
export function storyAdServer(answers: Partial<Pick<AdServer, 'request' | 'render'>> = {}) {
  return {
    request: fn(answers.request ?? (async () => servedVideoAd)),
    render: fn(answers.render ?? drawVideoCreative),
    recordImpression: fn(),
  } satisfies AdServer;
}
