import type { VideoItem } from '../../content/videos.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

// DV-02 / VD-02: a video page's trending videos in the sidebar, each with its picture, length
// and views, as the backend's videolist call answers them.

export const samples = {
  'video-list': {
    props: { list: 'trending', title: 'Trending videos', count: 5 },
    data: [
      {
        msid: '125480001',
        title: 'Sensex at a record: three sectors to watch this week',
        url: '/markets/videos/sensex-sectors/videoshow/125480001.cms',
        img: '/photos/1.png',
        date: '2025-11-14T16:05:00+05:30',
        duration: 312,
        views: 184200,
      },
      {
        msid: '125480002',
        title: 'RBI policy explained in two minutes',
        url: '/news/economy/videos/rbi-policy-explained/videoshow/125480002.cms',
        img: '/photos/2.png',
        date: '2025-11-14T12:40:00+05:30',
        duration: 128,
        views: 96500,
      },
      {
        msid: '125480003',
        title: 'Inside Tata’s new semiconductor plant in Assam',
        url: '/industry/videos/tata-semiconductor-plant/videoshow/125480003.cms',
        img: '/photos/3.png',
        date: '2025-11-13T19:15:00+05:30',
        duration: 845,
        views: 51230,
      },
      {
        msid: '125480004',
        title: 'How to read a company’s cash flow statement',
        url: '/wealth/videos/cash-flow-statement/videoshow/125480004.cms',
        img: '/photos/4.png',
        date: '2025-11-13T10:00:00+05:30',
        duration: 3725,
        views: 12800,
      },
      {
        msid: '125480005',
        title: 'Gold or equity for the next five years? Two fund managers debate',
        url: '/markets/videos/gold-or-equity/videoshow/125480005.cms',
        img: '/photos/5.png',
        date: '2025-11-12T18:30:00+05:30',
        duration: 1460,
        views: 950,
      },
    ] satisfies VideoItem[],
    region: 'aside',
  },
} satisfies WidgetSamples;
