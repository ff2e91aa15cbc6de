import { describe, expect, it } from 'vitest';
import { widgets } from '../../widgets/registry.ts';
import { widgetSamples } from './widgetSamples.ts';

// DV-02: every widget a layout can place has a sample (what its stories and the region stories
// draw) that its own contract accepts, and a story file that shows it.
const storyFiles = import.meta.glob<string>('../../widgets/**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const storyTexts = Object.values(storyFiles);

describe('DV-02 widget samples and stories', () => {
  it.each(widgets.map((widget) => [widget.id, widget] as const))(
    '%s has a sample its contract accepts',
    (id, widget) => {
      const sample = widgetSamples[id];
      expect(sample, `apps/site/src/widgets/*/sample.ts has no "${id}"`).toBeDefined();
      expect(widget.props.safeParse(sample?.props ?? {}).error).toBeUndefined();
    },
  );

  it.each(widgets.map((widget) => widget.id))('%s has a story', (id) => {
    expect(storyTexts.some((text) => text.includes(`'${id}'`))).toBe(true);
  });

  it('has no sample for a widget the registry does not know', () => {
    const known = new Set(widgets.map((widget) => widget.id));
    expect(Object.keys(widgetSamples).filter((id) => !known.has(id))).toEqual([]);
  });
});
