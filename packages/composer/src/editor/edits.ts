import { jsonPath } from '../layout/faults.ts';

/**
 * ED-04: the layout editor's changes to a layout document, as pure functions of the JSON: each
 * returns a new document and leaves the one given alone. The editor works on the document, not
 * the compiled layout, so what it saves is what an editor would have typed (conditions by name,
 * fragments used by name, props as written).
 */

export type LayoutDocument = Record<string, unknown>;
export type Path = readonly (string | number)[];

/** One list of slots the editor shows: a region's, a variant's or a fragment's. */
export interface SlotList {
  path: Path;
  /** `aside`, `aside · variant tech`, `fragment sidebarFoot`. */
  label: string;
  items: readonly unknown[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every list of slots in the document, in its order: regions (their variants), then fragments. */
export function slotLists(document: LayoutDocument): SlotList[] {
  const lists: SlotList[] = [];
  const regions = isObject(document.regions) ? document.regions : {};
  for (const [name, region] of Object.entries(regions)) {
    if (Array.isArray(region)) lists.push({ path: ['regions', name], label: name, items: region });
    else if (isObject(region) && Array.isArray(region.variants)) {
      region.variants.forEach((variant, index) => {
        if (isObject(variant) && Array.isArray(variant.slots)) {
          const variantName = typeof variant.name === 'string' ? variant.name : String(index);
          lists.push({
            path: ['regions', name, 'variants', index, 'slots'],
            label: `${name} · variant ${variantName}`,
            items: variant.slots,
          });
        }
      });
    }
  }
  const fragments = isObject(document.fragments) ? document.fragments : {};
  for (const [name, items] of Object.entries(fragments)) {
    if (Array.isArray(items)) lists.push({ path: ['fragments', name], label: `fragment ${name}`, items });
  }
  return lists;
}

/** The list at `path`, or an empty one when the document has none there. */
function listAt(document: LayoutDocument, path: Path): unknown[] {
  let value: unknown = document;
  for (const key of path) value = isObject(value) || Array.isArray(value) ? (value as never)[key] : undefined;
  return Array.isArray(value) ? value : [];
}

/** The document with the list at `path` replaced (copying only the objects on the way). */
function withList(document: LayoutDocument, path: Path, items: unknown[]): LayoutDocument {
  const replace = (value: unknown, depth: number): unknown => {
    if (depth === path.length) return items;
    const key = path[depth] as string | number;
    if (Array.isArray(value))
      return value.map((each, index) => (index === key ? replace(each, depth + 1) : each));
    const object = isObject(value) ? value : {};
    return { ...object, [key]: replace(object[key], depth + 1) };
  };
  return replace(document, 0) as LayoutDocument;
}

/** Moves the item at `from` to `to` in the list at `path` (both clamped to the list). */
export function moveItem(document: LayoutDocument, path: Path, from: number, to: number): LayoutDocument {
  const items = [...listAt(document, path)];
  if (from < 0 || from >= items.length) return document;
  const target = Math.max(0, Math.min(items.length - 1, to));
  const [moved] = items.splice(from, 1);
  items.splice(target, 0, moved);
  return withList(document, path, items);
}

export function removeItem(document: LayoutDocument, path: Path, index: number): LayoutDocument {
  return withList(
    document,
    path,
    listAt(document, path).filter((_, each) => each !== index),
  );
}

export function addItem(document: LayoutDocument, path: Path, item: unknown): LayoutDocument {
  return withList(document, path, [...listAt(document, path), item]);
}

/** Sets an item's `when` (undefined: shows always). */
export function setWhen(document: LayoutDocument, path: Path, index: number, when: unknown): LayoutDocument {
  const items = listAt(document, path).map((item, each) => {
    if (each !== index || !isObject(item)) return item;
    const { when: _old, ...rest } = item;
    return when === undefined ? rest : { ...rest, when };
  });
  return withList(document, path, items);
}

/** Sets a slot's `props` (`{}` removes the key: every setting at its default). */
export function setProps(
  document: LayoutDocument,
  path: Path,
  index: number,
  props: Record<string, unknown>,
): LayoutDocument {
  const items = listAt(document, path).map((item, each) => {
    if (each !== index || !isObject(item) || typeof item.use === 'string') return item;
    const { props: _old, ...rest } = item;
    return Object.keys(props).length === 0 ? rest : { ...rest, props };
  });
  return withList(document, path, items);
}

/** A slot's widget and its props as written; null for a fragment's use or an unreadable item. */
export function slotSettings(item: unknown): { widget: string; props: Record<string, unknown> } | null {
  if (!isObject(item) || typeof item.use === 'string' || typeof item.widget !== 'string') return null;
  return { widget: item.widget, props: isObject(item.props) ? item.props : {} };
}

/** What a list item is, in a few words: `most-popular #sidebar-popular`, `uses sidebarFoot`. */
export function itemLabel(item: unknown): string {
  if (!isObject(item)) return 'unreadable item';
  if (typeof item.use === 'string') return `uses ${item.use}`;
  const widget = typeof item.widget === 'string' ? item.widget : 'no widget';
  return typeof item.id === 'string' ? `${widget} #${item.id}` : widget;
}

/**
 * The faults that belong to item `index` of the list at `path` (`regions.aside[3].props.count`
 * belongs to item 3 of `regions.aside`), for the editor to show next to it.
 */
export function faultsOfItem<F extends { path: string }>(
  faults: readonly F[],
  path: Path,
  index: number,
): F[] {
  const prefix = jsonPath([...path, index]);
  return faults.filter(
    (fault) =>
      fault.path === prefix || fault.path.startsWith(`${prefix}.`) || fault.path.startsWith(`${prefix}[`),
  );
}
