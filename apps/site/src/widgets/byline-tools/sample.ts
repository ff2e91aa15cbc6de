import { printPathOf } from '../../article/printPath.ts';
import type { CommentsData } from '../../comments/comments.island.tsx';
import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { BookmarkData } from './bookmark.island.tsx';
import type { MailData } from './mail/mail.island.tsx';
import type { PrintData } from './PrintLink.tsx';
import type { ShareData } from './share.island.tsx';
import type { StickyBarData } from './sticky-bar.island.tsx';

// DV-02 the byline tools (AR-10, AR-08, AR-02) and the sticky bar (AR-11) as an article page gives
// them: every one acts on the story being read, this one.
const story = {
  msid: '126004812',
  title: 'RBI holds repo rate at 6.25%, cuts FY27 inflation forecast to 4.1% as food prices ease',
  url: '/news/economy/policy/rbi-holds-repo-rate-at-6-25-cuts-fy27-inflation-forecast/articleshow/126004812.cms',
};

export const samples = {
  share: { data: { path: story.url, title: story.title } satisfies ShareData, region: 'toolbar' },
  'font-size': { data: {}, region: 'toolbar' },
  mail: { data: { msid: story.msid } satisfies MailData, region: 'toolbar' },
  bookmark: {
    data: {
      msid: story.msid,
      loginPath: `/login?return=${encodeURIComponent(story.url)}`,
    } satisfies BookmarkData,
    region: 'toolbar',
  },
  print: {
    data: { printPath: printPathOf(story.url) } satisfies PrintData,
    region: 'toolbar',
  },
  comments: { data: { msid: story.msid, count: 148 } satisfies CommentsData, region: 'toolbar' },
  'sticky-bar': { data: { title: story.title } satisfies StickyBarData, region: 'top' },
} satisfies WidgetSamples;
