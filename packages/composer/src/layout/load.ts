import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { LayoutFault } from './faults.ts';
import { parseLayout } from './parse.ts';
import type { Layout, PageKind } from './schema.ts';
import type { WidgetContract } from './widget.ts';

export interface LayoutSet {
  layouts: Map<PageKind, Layout>;
  faults: LayoutFault[];
}

/** Reads every `*.json` layout in `dir` (not sub-folders such as `schema/`); one file per page kind. */
export async function loadLayoutDir(dir: string, widgets: readonly WidgetContract[]): Promise<LayoutSet> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const layouts = new Map<PageKind, Layout>();
  const owners = new Map<PageKind, string>();
  const faults: LayoutFault[] = [];
  for (const name of names) {
    const file = join(basename(dir), name);
    const parsed = parseLayout(file, await readFile(join(dir, name), 'utf8'), widgets);
    if (!parsed.ok) {
      faults.push(...parsed.faults);
      continue;
    }
    const owner = owners.get(parsed.layout.page);
    if (owner) {
      faults.push({
        file,
        path: 'page',
        reason: `page "${parsed.layout.page}" is already laid out by ${owner}`,
      });
      continue;
    }
    owners.set(parsed.layout.page, file);
    layouts.set(parsed.layout.page, parsed.layout);
  }
  return { layouts, faults };
}
