import type { RelatedStory } from '../../article/related.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

// DV-02 / AB-16: the first related story boxed between the article's paragraphs.

export const samples = {
  'related-news-box': {
    props: { part: 1 },
    data: {
      title: 'RBI’s rate pause: what it means for your home loan EMI',
      url: '/wealth/borrow/rbi-pause-home-loans/articleshow/125460001.cms',
      img: '/photos/3.png?w=240&h=180',
    } satisfies RelatedStory,
    region: 'inserts',
  },
} satisfies WidgetSamples;
