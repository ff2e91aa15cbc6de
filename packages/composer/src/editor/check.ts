import type { LayoutFault } from '../layout/faults.ts';
import type { PageKind } from '../layout/pageKinds.ts';
import { parseLayout } from '../layout/parse.ts';
import type { WidgetContract } from '../layout/widget.ts';

/**
 * ED-04: the faults of a layout document meant for `kind`, as `./dev layout check` reports them
 * (and a document for another page kind is a fault at `page`); none: it may be saved. The editor
 * in the browser, the site's development save and the backend all call this one function.
 */
export function layoutFaults(
  kind: PageKind,
  text: string,
  widgets: readonly WidgetContract[],
): LayoutFault[] {
  const file = `layouts/${kind}.json`;
  const parsed = parseLayout(file, text, widgets);
  if (!parsed.ok) return parsed.faults;
  if (parsed.layout.page !== kind)
    return [{ file, path: 'page', reason: `must be "${kind}": this is the ${kind} layout` }];
  return [];
}
