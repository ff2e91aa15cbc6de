import { type DraftSlot, draftSlots, type LayoutDraft } from './draft.ts';
import { type DocumentFault, pathOf } from './faults.ts';
import type { WidgetContract } from './widget.ts';

export interface WidgetCheck {
  faults: DocumentFault[];
  /** Each slot's props as its widget parsed them (defaults filled in), for the compiled layout. */
  props: Map<DraftSlot, Record<string, unknown>>;
}

/**
 * Every slot's widget is registered and its props pass that widget's own schema, each fault at
 * the exact path of the bad prop (ED-02); only an interactive widget's slot may set a trigger. A slot whose `widget` or `props` is not even of the
 * right type is left to the structure check.
 */
export function checkWidgets(draft: LayoutDraft, widgets: readonly WidgetContract[]): WidgetCheck {
  const byId = new Map(widgets.map((widget) => [widget.id, widget]));
  const faults: DocumentFault[] = [];
  const props = new Map<DraftSlot, Record<string, unknown>>();
  for (const [slot, path] of draftSlots(draft)) {
    if (slot.widget === undefined || slot.props === undefined) continue;
    const widget = byId.get(slot.widget);
    if (!widget) {
      faults.push({
        path: [...path, 'widget'],
        reason: `unknown widget ${JSON.stringify(slot.widget)}; expected one of: ${[...byId.keys()].join(', ')}`,
      });
      continue;
    }
    // A static widget has no island to wake: a trigger for it would name an island that is not there.
    if (slot.hydrate !== undefined && slot.hydrate !== 'none' && widget.hydrate === 'none')
      faults.push({
        path: [...path, 'hydrate'],
        reason: `widget ${JSON.stringify(widget.id)} is static (it has no island): its hydrate can only be "none"`,
      });
    const parsed = widget.props.safeParse(slot.props);
    if (parsed.success) props.set(slot, parsed.data);
    else {
      for (const issue of parsed.error.issues)
        faults.push({ path: [...path, 'props', ...pathOf(issue.path)], reason: issue.message });
    }
  }
  return { faults, props };
}
