import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FeaturedVideo } from './FeaturedVideo.tsx';

const video = {
  msid: '125400316',
  hostid: '53',
  imgcaption: 'Markets today',
  synopsis: 'Stocks in a minute',
};

describe('FeaturedVideo (AR-12)', () => {
  it('shows a poster with a play mark, the title and the synopsis', () => {
    const html = renderToStaticMarkup(<FeaturedVideo video={video} />);
    expect(html).toContain('aria-label="Featured video"');
    expect(html).toContain('data-video-msid="125400316"');
    expect(html).toContain('class="featured-video__play"');
    expect(html).toContain('<span class="featured-video__title">Markets today</span>');
    expect(html).toContain('<span class="featured-video__synopsis">Stocks in a minute</span>');
  });

  it('is not a link when the backend gives no page path', () => {
    const html = renderToStaticMarkup(<FeaturedVideo video={video} />);
    expect(html).not.toContain('<a ');
    expect(html).toContain('<div class="featured-video__card">');
  });

  it('links to a safe page path and refuses unsafe ones', () => {
    const linked = renderToStaticMarkup(
      <FeaturedVideo video={{ ...video, url: '/videos/markets-today/videoshow/125400316.cms' }} />,
    );
    expect(linked).toContain(
      '<a class="featured-video__card" href="/videos/markets-today/videoshow/125400316.cms">',
    );
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
    ]) {
      expect(renderToStaticMarkup(<FeaturedVideo video={{ ...video, url }} />)).not.toContain('<a ');
    }
  });

  it('uses a safe poster picture at a fixed size and ignores an unsafe one', () => {
    const html = renderToStaticMarkup(
      <FeaturedVideo video={{ ...video, img: 'https://img.example/p/1.png' }} />,
    );
    expect(html).toContain('src="https://img.example/p/1.png?w=320&amp;h=180"');
    expect(html).toContain('width="160" height="90"');
    expect(renderToStaticMarkup(<FeaturedVideo video={{ ...video, img: 'javascript:x' }} />)).not.toContain(
      '<img',
    );
  });

  it('keeps markup in the caption as text', () => {
    const html = renderToStaticMarkup(
      <FeaturedVideo video={{ ...video, imgcaption: '<img src=x onerror=alert(1)>' }} />,
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('renders nothing without a video or without any text', () => {
    expect(renderToStaticMarkup(<FeaturedVideo video={null} />)).toBe('');
    expect(renderToStaticMarkup(<FeaturedVideo video={{ msid: '1', imgcaption: '', synopsis: ' ' }} />)).toBe(
      '',
    );
  });
});
