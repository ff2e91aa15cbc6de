import { hydrationModes } from '../islands/marker.ts';
import { type PageKind, pageKinds, type RegionName, regionNames } from './pageKinds.ts';
import type { SlotHydration } from './schema.ts';

/**
 * A layout document as far as it can be read, whatever else is wrong with it (ED-02). Each check
 * (structure, widgets, conditions and fragments) works on this draft, so a fault of one kind never
 * hides a fault of another. What cannot be read is a hole (`null`) or an absent value: the
 * structure check reports it, the others pass over it. Holes keep their place, so every fault's
 * path is the document's own.
 */
export interface LayoutDraft {
  /** Absent when `page` is not a page kind: conditions are then checked without the page's fields. */
  page?: PageKind;
  conditions: [name: string, raw: unknown][];
  fragments: [name: string, items: DraftItem[]][];
  /** Every region the document names, known or not: a misspelt region's slots are still checked. */
  regions: [name: string, region: DraftRegion][];
}

export interface DraftSlot {
  widget?: string;
  /** Absent when `props` is not an object; `{}` when the slot has none. */
  props?: Record<string, unknown>;
  when?: unknown;
  hydrate?: SlotHydration;
  id?: string;
  /** Kept as written: the insert rule asks only whether a slot has one. */
  at?: unknown;
}

/** `{"use": "name"}` in a list: the named fragment's slots go there, in order. */
export interface DraftUse {
  use: string;
  /** Shown only when it holds, on top of each slot's own `when`. */
  when?: unknown;
}

export type DraftItem = DraftSlot | DraftUse | null;

export interface DraftVariant {
  name?: string;
  when?: unknown;
  slots: DraftItem[];
}

/** A list of slots, or variants of which the first whose `when` holds is used. */
export type DraftRegion = DraftItem[] | { variants: (DraftVariant | null)[] };

export const isUse = (item: DraftSlot | DraftUse): item is DraftUse => 'use' in item;

export const isKnownRegion = (name: string): name is RegionName =>
  (regionNames as readonly string[]).includes(name);

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOr = (value: unknown) => (typeof value === 'string' ? value : undefined);
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

/** Reads a parsed JSON document into a draft; never throws. */
export function readDraft(json: unknown): LayoutDraft {
  const doc = isObject(json) ? json : {};
  const page = (pageKinds as readonly unknown[]).includes(doc.page) ? (doc.page as PageKind) : undefined;
  const fragments = isObject(doc.fragments) ? Object.entries(doc.fragments) : [];
  return {
    ...optional('page', page),
    conditions: isObject(doc.conditions) ? Object.entries(doc.conditions) : [],
    fragments: fragments.flatMap(([name, items]) =>
      Array.isArray(items) ? [[name, items.map(readItem)] as [string, DraftItem[]]] : [],
    ),
    regions: Object.entries(isObject(doc.regions) ? doc.regions : {}).flatMap(([name, region]) => {
      const read = readRegion(region);
      return read ? [[name, read] as [string, DraftRegion]] : [];
    }),
  };
}

function readRegion(value: unknown): DraftRegion | null {
  if (Array.isArray(value)) return value.map(readItem);
  if (!isObject(value) || !Array.isArray(value.variants)) return null;
  return {
    variants: value.variants.map((variant) =>
      isObject(variant)
        ? {
            ...optional('name', textOr(variant.name)),
            ...('when' in variant ? { when: variant.when } : {}),
            slots: Array.isArray(variant.slots) ? variant.slots.map(readItem) : [],
          }
        : null,
    ),
  };
}

function readItem(value: unknown): DraftItem {
  if (!isObject(value)) return null;
  if ('use' in value) {
    if (typeof value.use !== 'string') return null;
    return { use: value.use, ...('when' in value ? { when: value.when } : {}) };
  }
  const props = value.props === undefined ? {} : isObject(value.props) ? value.props : undefined;
  const hydrate = (hydrationModes as readonly unknown[]).concat('none').includes(value.hydrate)
    ? (value.hydrate as SlotHydration)
    : undefined;
  return {
    ...optional('widget', textOr(value.widget)),
    ...optional('props', props),
    ...('when' in value ? { when: value.when } : {}),
    ...optional('hydrate', hydrate),
    ...optional('id', textOr(value.id)),
    ...('at' in value ? { at: value.at } : {}),
  };
}

/** Every slot of the draft with its path: in fragments, lists and variants, in document order. */
export function* draftSlots(draft: LayoutDraft): Generator<[DraftSlot, (string | number)[]]> {
  const inList = function* (items: readonly DraftItem[], base: (string | number)[]) {
    for (const [index, item] of items.entries()) {
      if (item && !isUse(item)) yield [item, [...base, index]] as [DraftSlot, (string | number)[]];
    }
  };
  for (const [name, items] of draft.fragments) yield* inList(items, ['fragments', name]);
  for (const [name, region] of draft.regions) {
    if (Array.isArray(region)) yield* inList(region, ['regions', name]);
    else {
      for (const [index, variant] of region.variants.entries()) {
        if (variant) yield* inList(variant.slots, ['regions', name, 'variants', index, 'slots']);
      }
    }
  }
}
