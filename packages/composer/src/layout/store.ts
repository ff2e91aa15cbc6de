import { watch as watchDir } from 'node:fs';
import type { LayoutFault } from './faults.ts';
import { loadLayoutDir, queryKeysIn } from './load.ts';
import { parseLayout } from './parse.ts';
import type { Layout, PageKind } from './schema.ts';
import type { WidgetContract } from './widget.ts';

/** What a page needs of the layouts: each page kind's layout (the store, or a preview's draft over it). */
export interface LayoutSource {
  get(page: PageKind): Layout | undefined;
}

/**
 * The layouts a running site uses. `reload` reads the folder again: good files replace their
 * page's layout, a broken file leaves its page on the last good layout and its faults are kept
 * for the page to show. `watch` reloads on every change (development).
 */
export class LayoutStore implements LayoutSource {
  readonly #dir: string;
  readonly #widgets: readonly WidgetContract[];
  #layouts = new Map<PageKind, Layout>();
  #queryKeys = new Map<PageKind, ReadonlySet<string>>();
  #faults: LayoutFault[] = [];
  /** ED-04: page kinds laid out by a saved version instead of their file, kept across reloads. */
  #versions = new Map<PageKind, { version: number; layout: Layout; queryKeys: ReadonlySet<string> }>();

  constructor(dir: string, widgets: readonly WidgetContract[]) {
    this.#dir = dir;
    this.#widgets = widgets;
  }

  get faults(): readonly LayoutFault[] {
    return this.#faults;
  }

  get layouts(): ReadonlyMap<PageKind, Layout> {
    return this.#layouts;
  }

  get(page: PageKind): Layout | undefined {
    return this.#layouts.get(page);
  }

  /**
   * The URL query parameters the page kind's layout reads (`url.query.NAME` conditions): what a
   * page cache must key on. Any other parameter cannot change the page.
   */
  queryKeys(page: PageKind): ReadonlySet<string> {
    return this.#queryKeys.get(page) ?? new Set();
  }

  async reload(): Promise<readonly LayoutFault[]> {
    const { layouts, faults, queryKeys } = await loadLayoutDir(this.#dir, this.#widgets);
    this.#layouts = faults.length === 0 ? layouts : new Map([...this.#layouts, ...layouts]);
    this.#queryKeys = faults.length === 0 ? queryKeys : new Map([...this.#queryKeys, ...queryKeys]);
    for (const [page, saved] of this.#versions) {
      this.#layouts.set(page, saved.layout);
      this.#queryKeys.set(page, saved.queryKeys);
    }
    this.#faults = faults;
    return faults;
  }

  /** The saved version a page kind is laid out by (ED-04); undefined while its file rules. */
  versionOf(page: PageKind): number | undefined {
    return this.#versions.get(page)?.version;
  }

  /**
   * ED-04: lays `page` out by a saved version's document from now on, checked as a file is. A
   * document with faults (or for another page) changes nothing and its faults come back: the
   * page keeps the layout it had.
   */
  applyVersion(page: PageKind, version: number, text: string): readonly LayoutFault[] {
    const file = `layouts/${page}.json (version ${version})`;
    const parsed = parseLayout(file, text, this.#widgets);
    if (!parsed.ok) return parsed.faults;
    if (parsed.layout.page !== page) return [{ file, path: 'page', reason: `must be "${page}"` }];
    const saved = { version, layout: parsed.layout, queryKeys: queryKeysIn(text) };
    this.#versions.set(page, saved);
    this.#layouts.set(page, saved.layout);
    this.#queryKeys.set(page, saved.queryKeys);
    return [];
  }

  /** Reloads shortly after any change in the folder; returns the function that stops watching. */
  watch(onReload: (faults: readonly LayoutFault[]) => void = () => {}): () => void {
    let timer: NodeJS.Timeout | undefined;
    const watcher = watchDir(this.#dir, () => {
      clearTimeout(timer);
      // Editors' tools write a file in several steps; read it once they are done.
      timer = setTimeout(() => {
        void this.reload().then(onReload);
      }, 80);
    });
    return () => {
      clearTimeout(timer);
      watcher.close();
    };
  }
}
