import type { LayoutFault } from '../layout/faults.ts';
import type { PageKind } from '../layout/pageKinds.ts';
import { parseLayout } from '../layout/parse.ts';
import type { Layout } from '../layout/schema.ts';
import type { WidgetContract } from '../layout/widget.ts';

/**
 * ED-04: a layout document meant for `kind` checked as `./dev layout check` checks a file (and a
 * document for another page kind is a fault at `page`): the layout it makes, or every fault. The
 * editor in the browser, the site's development save, the draft preview and the backend all call
 * this one check.
 */
export function checkLayout(
  kind: PageKind,
  text: string,
  widgets: readonly WidgetContract[],
): { ok: true; layout: Layout } | { ok: false; faults: LayoutFault[] } {
  const file = `layouts/${kind}.json`;
  const parsed = parseLayout(file, text, widgets);
  if (!parsed.ok) return { ok: false, faults: parsed.faults };
  if (parsed.layout.page !== kind)
    return {
      ok: false,
      faults: [{ file, path: 'page', reason: `must be "${kind}": this is the ${kind} layout` }],
    };
  return parsed;
}

/** The faults of a layout document meant for `kind`; none: it may be saved. */
export function layoutFaults(
  kind: PageKind,
  text: string,
  widgets: readonly WidgetContract[],
): LayoutFault[] {
  const checked = checkLayout(kind, text, widgets);
  return checked.ok ? [] : checked.faults;
}
