import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { HighlightData } from './highlight.tsx';

/** HM-11: Special Content switched on (`Enable Widget`), four stories, the lead with its picture. */
export const samples = {
  highlight: {
    props: { sectionId: '46930002', count: 4 },
    data: {
      title: 'Special Content',
      href: '/special-content',
      stories: [
        {
          msid: '104600301',
          title: 'How family offices are rethinking private credit in 2026',
          url: '/special-content/family-offices-private-credit/articleshow/104600301.cms',
          img: '/photos/7.png',
          synopsis:
            'With yields on AAA bonds at 7.4%, India’s richest families are writing bigger cheques to private lenders.',
        },
        {
          msid: '104600302',
          title: 'Green hydrogen: the ₹19,744 crore mission, two years in',
          url: '/special-content/green-hydrogen-mission/articleshow/104600302.cms',
        },
        {
          msid: '104600303',
          title: 'Why mid-sized IT firms are winning the AI services race',
          url: '/special-content/mid-sized-it-ai/articleshow/104600303.cms',
        },
        {
          msid: '104600304',
          title: 'Logistics parks: the quiet real-estate boom along the freight corridor',
          url: '/special-content/logistics-parks/articleshow/104600304.cms',
        },
      ],
    } satisfies HighlightData,
    region: 'right',
  },
} satisfies WidgetSamples;
