import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { PrimeMissedStoriesData } from './primeMissedStories.tsx';

// DV-02 AB-17 on a Prime reader's article page: the server sends nothing personal (the list is
// asked for in the browser), so the page holds the widget's loading markup.
export const samples = {
  'prime-missed-stories': {
    props: {},
    data: { prime: true, currentMsid: '126004812' } satisfies PrimeMissedStoriesData,
    region: 'right',
  },
} satisfies WidgetSamples;
