/** VD-01: a video as the backend's `type=videoshow` answers it (docs/content-api.md), for tests. */
export const sampleVideo = {
  msid: '125400316',
  slikeid: 'sl125400316',
  playertype: 'html5',
  url: '/news/economy/budget-explained/videoshow/125400316.cms',
  img: 'https://www.ledger.test/photos/42.png',
  imgsize: { width: 1200, height: 900 },
  title: 'Budget explained in three minutes',
  agency: 'ET Now',
  date: '2026-11-20T03:45:00.000Z',
  updated: '2026-11-20T03:45:00.000Z',
  dtline: 'Nov 20, 2026, 09:15 AM IST',
  synopsis: 'What the budget means for you.\n\nThe fiscal deficit target, and the market’s answer.',
  hostid: '153',
  hideAds: 0,
  subsecnames: { subsec1: '1', subsec2: null, subsecname1: 'News', subsecname2: null },
  relKeywords: [{ title: 'Budget', url: '/topic/budget' }, { title: '' }],
  duration: 95,
  views: 12345,
  media: {
    poster: 'https://www.ledger.test/photos/42.png',
    sources: [
      { src: 'https://www.ledger.test/media/clips/news.webm', type: 'video/webm; codecs="vp9"' },
      { src: 'https://www.ledger.test/media/clips/news.mp4', type: 'text/html' },
    ],
    captions: [
      { src: 'https://www.ledger.test/media/captions/125400316.vtt', srclang: 'en', label: 'English' },
    ],
  },
};
