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
}

export type WidgetSamples = Readonly<Record<string, WidgetSample>>;
