import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { LayoutFault } from './faults.ts';
import { parseLayout } from './parse.ts';
import type { Layout, PageKind } from './schema.ts';
import type { WidgetContract } from './widget.ts';

export interface LayoutSet {
  layouts: Map<PageKind, Layout>;
  faults: LayoutFault[];
  /** Every `url.query.NAME` the layouts test, per page kind: the query a page's output depends on. */
  queryKeys: Map<PageKind, Set<string>>;
}

const QUERY_FIELD = /"url\.query\.([A-Za-z0-9_-]{1,40})"/g;

/** The query parameters a layout file's conditions read (`"field": "url.query.NAME"`). */
export function queryKeysIn(text: string): Set<string> {
  return new Set([...text.matchAll(QUERY_FIELD)].map((match) => match[1]!));
}

/** Reads every `*.json` layout in `dir` (not sub-folders such as `schema/`); one file per page kind. */
export async function loadLayoutDir(dir: string, widgets: readonly WidgetContract[]): Promise<LayoutSet> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const layouts = new Map<PageKind, Layout>();
  const owners = new Map<PageKind, string>();
  const faults: LayoutFault[] = [];
  const queryKeys = new Map<PageKind, Set<string>>();
  for (const name of names) {
    const file = join(basename(dir), name);
    const text = await readFile(join(dir, name), 'utf8');
    const parsed = parseLayout(file, text, widgets);
    // A page kind belongs to the first file that names it, broken or not: a second file for it is
    // a fault of its own, reported with that file's other faults (ED-02).
    const page = parsed.ok ? parsed.layout.page : parsed.page;
    const owner = page && owners.get(page);
    if (owner) faults.push({ file, path: 'page', reason: `page "${page}" is already laid out by ${owner}` });
    else if (page) owners.set(page, file);
    if (!parsed.ok) faults.push(...parsed.faults);
    if (!parsed.ok || owner) continue;
    layouts.set(parsed.layout.page, parsed.layout);
    queryKeys.set(parsed.layout.page, queryKeysIn(text));
  }
  return { layouts, faults, queryKeys };
}
