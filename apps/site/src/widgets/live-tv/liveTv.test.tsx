import { liveTvContract } from '@newsroom/contracts/widgets/live-tv';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { liveTv, readLiveTv } from './liveTv.tsx';

// HM-09 live TV: the stream from the livetv config, only at safe addresses; the browser's own
// player with its controls, nothing fetched before play; no script.

const config = {
  livetv_home_status: '1',
  livetv_rhs_slot: '1',
  livetv_title: 'Ledger TV: live',
  livetv_streamWebm: 'https://www.ledger.test/media/clips/news.webm',
  livetv_streamMp4: 'https://www.ledger.test/media/clips/news.mp4',
  livetv_poster: 'https://www.ledger.test/photos/100723.png',
};

describe('HM-09 live TV', () => {
  it('plays the config’s stream, webm first, with its poster', () => {
    expect(readLiveTv(config)).toEqual({
      title: 'Ledger TV: live',
      sources: [
        { src: 'https://www.ledger.test/media/clips/news.webm', type: 'video/webm' },
        { src: 'https://www.ledger.test/media/clips/news.mp4', type: 'video/mp4' },
      ],
      poster: 'https://www.ledger.test/photos/100723.png',
    });
  });

  it('drops unsafe addresses; nothing when no stream is left or the title is missing', () => {
    const unsafe = { ...config, livetv_streamWebm: 'javascript:alert(1)', livetv_poster: 'data:text/html,x' };
    expect(readLiveTv(unsafe)?.sources.map((s) => s.type)).toEqual(['video/mp4']);
    expect(readLiveTv(unsafe)?.poster).toBeNull();
    expect(readLiveTv({ ...unsafe, livetv_streamMp4: '//evil.example/x.mp4' })).toBeNull();
    expect(readLiveTv({ ...config, livetv_title: '' })).toBeNull();
  });

  it('renders the browser’s player: controls, preload none, no autoplay, its 16:9 frame; tall when asked', () => {
    const html = renderToStaticMarkup(
      <liveTv.View props={liveTvContract.props.parse({ tall: true })} data={readLiveTv(config)} />,
    );
    expect(html).toContain('<video class="live-tv__video" controls="" preload="none" playsInline=""');
    expect(html).not.toContain('autoplay');
    expect(html).toContain('class="live-tv__frame"');
    expect(html).toContain('data-size="tall"');
    expect(html).toContain('<source src="https://www.ledger.test/media/clips/news.webm" type="video/webm"/>');
    expect(liveTvContract.hydrate).toBe('none');
    expect(liveTvContract.props.parse({})).toEqual({ tall: false });
  });
});
