import type { WidgetSamples } from '../../widgets/shared/stories/samples.ts';

/**
 * DV-02: every widget folder's `sample.ts`, gathered by id (Vite finds them), for the region
 * stories and the test that every registered widget has one.
 */
const modules = import.meta.glob<{ samples: WidgetSamples }>('../../widgets/*/sample.ts', { eager: true });

export const widgetSamples: WidgetSamples = Object.assign(
  {},
  ...Object.values(modules).map((module) => module.samples),
);
