import type { RegionName } from '@newsroom/composer';

/**
 * DV-02: what a widget looks like in its normal, full state, for its stories and the region
 * stories: the props a layout writes (the contract fills the defaults), the data its loader could
 * answer, and the region the layouts place it in. Each widget folder exports `samples` keyed by
 * the widget ids it defines.
 */
export interface WidgetSample {
  props?: Record<string, unknown>;
  data: unknown;
  region: RegionName;
  /**
   * For a widget a layout places more than once on a page (a trending-terms carousel after each
   * home section): what its loader would answer for that slot's props, so the region stories do
   * not show the same words twice (and axe sees each landmark named as on the page).
   */
  dataFor?: (props: Record<string, unknown>) => unknown;
}

export type WidgetSamples = Readonly<Record<string, WidgetSample>>;
