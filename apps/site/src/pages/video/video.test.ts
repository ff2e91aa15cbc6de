import { describe, expect, it } from 'vitest';
import { type Video, videoSchema } from '../../content/videos.ts';
import { sampleVideo } from '../../server/testing/sampleVideo.ts';
import { videoObjectLd } from './jsonLd.ts';
import { playerDataOf } from './playerData.ts';

const video: Video = videoSchema.parse(sampleVideo);

describe('VD-01 the player’s media', () => {
  it('gives the player safe sources and captions, and the poster at the page’s size', () => {
    expect(playerDataOf(video)).toEqual({
      title: video.title,
      poster: 'https://www.ledger.test/photos/42.png?w=640&h=360',
      sources: [{ src: 'https://www.ledger.test/media/clips/news.webm', type: 'video/webm; codecs="vp9"' }],
      captions: [
        { src: 'https://www.ledger.test/media/captions/125400316.vtt', srclang: 'en', label: 'English' },
      ],
      platformId: 'sl125400316',
      playerType: 'html5',
    });
  });

  it('drops a source at an unsafe address; with none left there is nothing to play', () => {
    const unsafe = {
      ...video,
      media: { ...video.media, sources: [{ src: 'javascript:alert(1)', type: 'video/mp4' }] },
    };
    expect(playerDataOf(unsafe)).toBeNull();
  });
});

describe('VD-01 VideoObject structured data', () => {
  it('names the video, its page, upload date, length, thumbnail, file and views', () => {
    const ld = videoObjectLd(video, 'https://www.ledger.test');
    expect(ld).toMatchObject({
      '@type': 'VideoObject',
      name: 'Budget explained in three minutes',
      url: `https://www.ledger.test${video.url}`,
      uploadDate: '2026-11-20T09:15:00+05:30',
      duration: 'PT1M35S',
      thumbnailUrl: ['https://www.ledger.test/photos/42.png?w=1200&h=900'],
      contentUrl: 'https://www.ledger.test/media/clips/news.webm',
      interactionStatistic: { userInteractionCount: 12345 },
    });
    expect(String(ld.description)).toContain('What the budget means');
  });

  it('describes a video without a synopsis by its title', () => {
    expect(videoObjectLd({ ...video, synopsis: '' }, 'https://www.ledger.test').description).toBe(
      video.title,
    );
  });
});
