import type { RelatedStory } from '../../article/related.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

// DV-02 / AB-16: a short article's related stories in the sidebar, each complete (title,
// picture at the related thumbnail's size, address), as completeRelated makes them.

export const samples = {
  'related-articles': {
    props: { count: 5 },
    data: [
      {
        title: 'RBI’s rate pause: what it means for your home loan EMI',
        url: '/wealth/borrow/rbi-pause-home-loans/articleshow/125460001.cms',
        img: '/photos/3.png?w=240&h=180',
      },
      {
        title: 'Bank FD rates after the policy: who pays the most now',
        url: '/wealth/invest/fd-rates-after-policy/articleshow/125460002.cms',
        img: '/photos/4.png?w=240&h=180',
      },
      {
        title: 'Bond yields ease to 6.78% as the RBI turns neutral',
        url: '/markets/bonds/bond-yields-ease/articleshow/125460003.cms',
        img: '/photos/5.png?w=240&h=180',
      },
      {
        title: 'Economists now expect the first rate cut in February',
        url: '/news/economy/policy/rate-cut-february/articleshow/125460004.cms',
        img: '/photos/6.png?w=240&h=180',
      },
    ] satisfies RelatedStory[],
    region: 'aside',
  },
} satisfies WidgetSamples;
