import type { RegionName } from '@newsroom/composer';
import type { CSSProperties } from 'react';
import { widgetsById } from '../../widgets/registry.ts';
import { Region } from '../regions.tsx';

/**
 * DV-02: a widget as a page shows it, for its stories: the registry's own entry rendered by the
 * page's own `Region` (island markers, region classes, the site's CSS from the preview), from the
 * props a layout would give it (parsed by its contract, defaults filled) and data the loader
 * could have answered. Only the column's width is set here: the page grid's token for the region.
 */
export interface WidgetStoryProps {
  /** The widget's registry id (`widget` in layout JSON). */
  id: string;
  /** The slot's props as layout JSON writes them; the contract fills the defaults. */
  props?: Record<string, unknown>;
  /** What the widget's loader answers for these props (from its sample). */
  data: unknown;
  /** The region it is placed in, which sets its column width (top and main are page wide). */
  region?: RegionName;
}

const columnWidth: Partial<Record<RegionName, string>> = {
  aside: 'var(--width-aside)',
  right: 'var(--width-aside)',
  premium: 'var(--width-aside)',
  left: 'var(--width-aside)',
  main: 'var(--width-article)',
  inserts: 'var(--width-article)',
};

export function WidgetStory({ id, props = {}, data, region = 'main' }: WidgetStoryProps) {
  const widget = widgetsById.get(id);
  if (!widget) throw new Error(`no widget "${id}" in the registry`);
  const width = columnWidth[region];
  const column: CSSProperties = width ? { width, maxWidth: '100%' } : {};
  return (
    <div style={column}>
      <Region
        name={region}
        slots={[
          {
            key: `${id}-story`,
            widget,
            props: widget.props.parse(props) as Record<string, unknown>,
            data,
            hydrate: widget.hydrate,
            place: { layout: 'article', region, variant: 'story', section: '' },
          },
        ]}
      />
    </div>
  );
}
