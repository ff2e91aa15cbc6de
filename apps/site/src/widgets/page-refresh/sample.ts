import type { WidgetSamples } from '../shared/stories/samples.ts';

/** HM-13: nothing to show; the empty mark the island runtime looks for. */
export const samples = {
  'page-refresh': { props: {}, data: null, region: 'main' },
} satisfies WidgetSamples;
