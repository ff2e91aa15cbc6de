import { bothOf, type Condition, type ConditionFault, compileCondition } from './condition.ts';
import { jsonPath } from './faults.ts';
import type { RegionName } from './pageKinds.ts';
import {
  isUse,
  LAYOUT_LIMITS,
  type Layout,
  type RawItem,
  type RawLayout,
  type RawSlot,
  type Region,
  type Slot,
  type Variant,
} from './schema.ts';

type Path = (string | number)[];

/** A slot of a list once its fragments are filled in, with where it was written. */
interface Placed {
  slot: Slot;
  /** Where the slot itself is written (in a fragment, or in the list). */
  origin: Path;
  /** In a list: the item that brought it there (the `use`, or the slot itself). */
  item: Path;
}

/**
 * Turns a structurally valid layout into a compiled one: conditions checked against the page
 * kind and compiled, named fragments filled in where lists use them, plus the rules that span
 * slots (insert positions, the default variant, unique slot ids). Returns faults with their
 * paths when anything is wrong.
 */
export function compileLayout(
  raw: RawLayout,
  file: string,
): { layout: Layout | null; faults: ConditionFault[] } {
  const faults: ConditionFault[] = [];
  const ids = new Map<string, string>();
  const regions: Layout['regions'] = {};
  // Named conditions, in file order: each may use the ones above it, so no cycle can form.
  const named = new Map<string, Condition>();
  for (const [name, rawCondition] of Object.entries(raw.conditions ?? {})) {
    const compiled = compileCondition(rawCondition, raw.page, faults, ['conditions', name], named);
    if (compiled) named.set(name, { test: compiled.test, text: `${name} [${compiled.text}]` });
  }

  /** An insert needs "at" and only an insert may have it; `through` names a fragment's slot. */
  const checkAt = (s: { at?: number | undefined }, region: RegionName, path: Path, through = '') => {
    if (region === 'inserts' && s.at === undefined) {
      faults.push({
        path,
        reason: `an insert needs "at": the paragraph break index it goes after${through}`,
      });
    }
    if (region !== 'inserts' && s.at !== undefined) {
      faults.push({
        path,
        reason: `"at" places inserts between paragraphs; use it only in the "inserts" region${through}`,
      });
    }
  };

  const slot = (rawSlot: RawSlot, path: Path, region?: RegionName): Slot | null => {
    const { when, ...rest } = rawSlot;
    if (region) checkAt(rest, region, [...path, 'at']);
    if (rest.id) {
      const previous = ids.get(rest.id);
      if (previous)
        faults.push({ path: [...path, 'id'], reason: `slot id "${rest.id}" is already used at ${previous}` });
      else ids.set(rest.id, jsonPath(path));
    }
    if (when === undefined) return rest;
    const condition = compileCondition(when, raw.page, faults, [...path, 'when'], named);
    return condition ? { ...rest, when: condition } : null;
  };

  // Named fragments, in file order like conditions: each may use the ones above it (no cycles),
  // and each is compiled once, whatever the number of lists that use it.
  const fragments = new Map<string, Placed[]>();
  const fill = (items: readonly RawItem[], base: Path, region?: RegionName): Placed[] => {
    const placed: Placed[] = [];
    for (const [index, item] of items.entries()) {
      const path = [...base, index];
      if (!isUse(item)) {
        const compiled = slot(item, path, region);
        if (compiled) placed.push({ slot: compiled, origin: path, item: path });
      } else {
        const found = fragments.get(item.use);
        if (!found) {
          const known = [...fragments.keys()];
          faults.push({
            path: [...path, 'use'],
            reason: `unknown fragment ${JSON.stringify(item.use)}; ${known.length ? `defined before this point: ${known.join(', ')}` : 'none is defined in "fragments"'}`,
          });
          continue;
        }
        const when =
          item.when === undefined
            ? undefined
            : compileCondition(item.when, raw.page, faults, [...path, 'when'], named);
        if (item.when !== undefined && !when) continue;
        for (const inner of found) {
          const own = inner.slot.when;
          const condition = when ? (own ? bothOf(when, own) : when) : own;
          const { when: _own, ...rest } = inner.slot;
          placed.push({
            slot: { ...rest, ...(condition ? { when: condition } : {}), fragment: item.use },
            origin: inner.origin,
            item: path,
          });
        }
      }
      if (placed.length > LAYOUT_LIMITS.slotsPerRegion) {
        faults.push({
          path: base,
          reason: `holds more than ${LAYOUT_LIMITS.slotsPerRegion} slots once its fragments are filled in`,
        });
        return [];
      }
    }
    return placed;
  };
  for (const [name, items] of Object.entries(raw.fragments ?? {})) {
    fragments.set(name, fill(items, ['fragments', name]));
  }

  /** A region's list, filled in and checked against the region's rules. */
  const list = (items: readonly RawItem[], region: RegionName, base: Path): Slot[] => {
    const placed = fill(items, base, region);
    const keys = new Map<string, string>();
    for (const { slot: s, origin, item } of placed) {
      // A list's own slots were checked as they were compiled; a fragment's, here where it is used.
      if (s.fragment) checkAt(s, region, item, ` (${jsonPath(origin)}, through fragment "${s.fragment}")`);
      if (s.id) {
        const previous = keys.get(s.id);
        if (previous !== undefined && s.fragment) {
          faults.push({
            path: item,
            reason: `slot id "${s.id}" would be in this list twice (already through ${previous})`,
          });
        }
        keys.set(s.id, jsonPath(item));
      }
    }
    return placed.map((p) => p.slot);
  };

  for (const [name, rawRegion] of Object.entries(raw.regions) as [
    RegionName,
    RawLayout['regions'][RegionName],
  ][]) {
    if (!rawRegion) continue;
    const base = ['regions', name];
    if (Array.isArray(rawRegion)) {
      regions[name] = { kind: 'list', slots: list(rawRegion, name, base) };
      continue;
    }
    const variants: Variant[] = [];
    const names = new Set<string>();
    rawRegion.variants.forEach((variant, index) => {
      const path = [...base, 'variants', index];
      if (names.has(variant.name))
        faults.push({ path: [...path, 'name'], reason: `variant "${variant.name}" is named twice` });
      names.add(variant.name);
      const last = index === rawRegion.variants.length - 1;
      if (last && variant.when !== undefined) {
        faults.push({
          path: [...path, 'when'],
          reason: 'the last variant is the default: it takes no "when"',
        });
      }
      if (!last && variant.when === undefined) {
        faults.push({
          path,
          reason: `variant "${variant.name}" has no "when", so the variants after it could never be chosen; only the last variant may be the default`,
        });
      }
      const when =
        variant.when === undefined
          ? undefined
          : compileCondition(variant.when, raw.page, faults, [...path, 'when'], named);
      const slots = list(variant.slots, name, [...path, 'slots']);
      variants.push({ name: variant.name, slots, ...(when ? { when } : {}) });
    });
    regions[name] = { kind: 'variants', variants } satisfies Region;
  }
  return faults.length === 0
    ? { layout: { page: raw.page, file, regions }, faults }
    : { layout: null, faults };
}
