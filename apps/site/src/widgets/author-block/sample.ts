import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { AuthorBlockData } from './authorBlock.tsx';

// DV-02 / AB-10: a Prime story's single staff writer in the premium layout's right column: the
// portrait, designation and the summary cut at 100 characters with Show more to the author page.

export const samples = {
  'author-block': {
    props: {},
    data: {
      column: false,
      writers: [
        {
          name: 'Revathi Pillai',
          designation: 'Senior Editor, Banking',
          img: '/photos/6.png?w=144&h=144',
          href: '/etreporter/author-revathi-pillai-4001001.cms',
          summary:
            'Revathi Pillai is a chartered accountant who has covered India’s banks and the RBI for fifteen…',
          cut: true,
        },
      ],
    } satisfies AuthorBlockData,
    region: 'right',
  },
} satisfies WidgetSamples;
