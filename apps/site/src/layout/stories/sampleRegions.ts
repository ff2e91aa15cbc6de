import { type LayoutContext, parseLayout, type RegionName, resolveLayout } from '@newsroom/composer';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { widgetsById } from '../../widgets/registry.ts';
import type { LoadedSlot } from '../regions.tsx';
import { widgetSamples } from './widgetSamples.ts';

/**
 * DV-02: a layout file's regions for a reader, as the page would lay them out, each slot filled
 * with its widget's sample data instead of a loader's answer: the region stories show the real
 * layout (order, variants, conditions) through the real registry.
 */
export function sampleRegions(
  file: string,
  text: string,
  context: LayoutContext,
): Partial<Record<RegionName, LoadedSlot[]>> {
  const parsed = parseLayout(file, text, widgetContracts);
  if (!parsed.ok) throw new Error(`${file}: ${parsed.faults.map((fault) => fault.reason).join('; ')}`);
  const regions: Partial<Record<RegionName, LoadedSlot[]>> = {};
  for (const [region, slots] of Object.entries(resolveLayout(parsed.layout, context).regions)) {
    regions[region as RegionName] = (slots ?? []).map((slot) => {
      const widget = widgetsById.get(slot.widget);
      const sample = widgetSamples[slot.widget];
      if (!widget || !sample) throw new Error(`${file}: no widget or sample for "${slot.widget}"`);
      return {
        key: slot.key,
        widget,
        props: slot.props,
        data: sample.dataFor ? sample.dataFor(slot.props) : sample.data,
        hydrate: slot.hydrate ?? widget.hydrate,
        place: slot.place,
        ...(slot.at !== undefined ? { at: slot.at } : {}),
      };
    });
  }
  return regions;
}
