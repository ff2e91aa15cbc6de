import { bothOf, type Condition, compileCondition, UNUSABLE } from './condition.ts';
import { type DraftItem, type DraftSlot, isKnownRegion, isUse, type LayoutDraft } from './draft.ts';
import { type DocumentFault, jsonPath } from './faults.ts';
import { layoutBudget } from './layoutBudget.ts';
import { LAYOUT_LIMITS } from './limits.ts';
import type { RegionName } from './pageKinds.ts';
import { type Layout, NAME_PATTERN, type Region, type Slot, type Variant } from './schema.ts';

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
 * Compiles a layout draft: conditions checked against the page kind and compiled, named fragments
 * filled in where lists use them, plus the rules that span slots (insert positions, the default
 * variant, unique slot ids). Every such fault is returned with its path, whatever else is wrong
 * with the document; `props` are the slots' props as their widgets parsed them (checkWidgets).
 * The layout stands only when the document has no fault of any kind (parseLayout decides).
 */
export function compileLayout(
  draft: LayoutDraft,
  file: string,
  props: ReadonlyMap<DraftSlot, Record<string, unknown>>,
): { layout: Layout | null; faults: DocumentFault[] } {
  const faults: DocumentFault[] = [];
  const ids = new Map<string, string>();
  const regions: Layout['regions'] = {};
  const { page } = draft;
  const budget = layoutBudget(faults);
  // Named conditions, in file order: each may use the ones above it, so no cycle can form.
  const named = new Map<string, Condition>();
  const unusable = new Map<string, string>(draft.conditions.map(([name]) => [name, UNUSABLE.below]));
  const condition = (raw: unknown, path: Path) => compileCondition(raw, page, faults, path, named, unusable);
  for (const [name, rawCondition] of draft.conditions) {
    const path = ['conditions', name];
    const compiled = condition(rawCondition, path);
    if (compiled) unusable.delete(name);
    else unusable.set(name, UNUSABLE.faulty);
    budget.parts(compiled ?? undefined, path);
    if (compiled) named.set(name, compiled);
  }

  /** An insert needs "at" and only an insert may have it; `through` names a fragment's slot. */
  const checkAt = (s: { at?: unknown }, region: RegionName, path: Path, through = '') => {
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

  const slot = (draftSlot: DraftSlot, path: Path, region?: RegionName): Slot | null => {
    const { when, at, widget = '', props: _raw, ...rest } = draftSlot;
    if (region) checkAt(draftSlot, region, [...path, 'at']);
    if (rest.id) {
      const previous = ids.get(rest.id);
      if (previous)
        faults.push({ path: [...path, 'id'], reason: `slot id "${rest.id}" is already used at ${previous}` });
      else ids.set(rest.id, jsonPath(path));
    }
    const built: Slot = {
      widget,
      props: props.get(draftSlot) ?? {},
      ...rest,
      ...(typeof at === 'number' ? { at } : {}),
    };
    if (when === undefined) return built;
    const compiled = condition(when, [...path, 'when']);
    return compiled ? { ...built, when: compiled } : null;
  };

  // Named fragments, in file order like conditions: each may use the ones above it (no cycles),
  // and each is compiled once, whatever the number of lists that use it.
  const fragments = new Map<string, Placed[]>();
  const fill = (items: readonly DraftItem[], base: Path, region?: RegionName): Placed[] => {
    const placed: Placed[] = [];
    for (const [index, item] of items.entries()) {
      const path = [...base, index];
      if (!item) continue;
      if (!isUse(item)) {
        const compiled = slot(item, path, region);
        if (compiled) placed.push({ slot: compiled, origin: path, item: path });
      } else {
        const found = fragments.get(item.use);
        // A name that cannot be a fragment's is the structure check's fault; no second one here.
        if (!found && NAME_PATTERN.test(item.use)) {
          const known = [...fragments.keys()];
          faults.push({
            path: [...path, 'use'],
            reason: `unknown fragment ${JSON.stringify(item.use)}; ${known.length ? `defined before this point: ${known.join(', ')}` : 'none is defined in "fragments"'}`,
          });
        }
        const when = item.when === undefined ? undefined : condition(item.when, [...path, 'when']);
        if (!found || (item.when !== undefined && !when)) continue;
        for (const inner of found) {
          const own = inner.slot.when;
          const both = when ? (own ? bothOf(when, own) : when) : own;
          const { when: _own, ...rest } = inner.slot;
          placed.push({
            slot: { ...rest, ...(both ? { when: both } : {}), fragment: item.use },
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
  for (const [name, items] of draft.fragments) {
    fragments.set(name, fill(items, ['fragments', name]));
  }

  /** A region's list, filled in and checked against the region's rules (none for a misspelt region). */
  const list = (items: readonly DraftItem[], region: RegionName | undefined, base: Path): Slot[] => {
    // Past the layout's slots, nothing more is placed: the check's work stays within the limits.
    if (!budget.open) return [];
    const placed = fill(items, base, region);
    if (!budget.slots(placed.length, base)) return [];
    const keys = new Map<string, string>();
    for (const { slot: s, origin, item } of placed) {
      budget.parts(s.when, s.fragment ? item : [...item, 'when']);
      // A list's own slots were checked as they were compiled; a fragment's, here where it is used.
      if (s.fragment && region)
        checkAt(s, region, item, ` (${jsonPath(origin)}, through fragment "${s.fragment}")`);
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

  for (const [name, draftRegion] of draft.regions) {
    const known = isKnownRegion(name) ? name : undefined;
    const base = ['regions', name];
    if (Array.isArray(draftRegion)) {
      const slots = list(draftRegion, known, base);
      if (known) regions[known] = { kind: 'list', slots };
      continue;
    }
    const variants: Variant[] = [];
    const names = new Set<string>();
    draftRegion.variants.forEach((variant, index) => {
      if (!variant) return;
      const path = [...base, 'variants', index];
      if (variant.name !== undefined && names.has(variant.name))
        faults.push({ path: [...path, 'name'], reason: `variant "${variant.name}" is named twice` });
      if (variant.name !== undefined) names.add(variant.name);
      const last = index === draftRegion.variants.length - 1;
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
      const when = variant.when === undefined ? undefined : condition(variant.when, [...path, 'when']);
      budget.parts(when ?? undefined, [...path, 'when']);
      const slots = list(variant.slots, known, [...path, 'slots']);
      variants.push({ name: variant.name ?? '', slots, ...(when ? { when } : {}) });
    });
    if (known) regions[known] = { kind: 'variants', variants } satisfies Region;
  }
  return faults.length === 0 && page
    ? { layout: { page, file, regions, ...(named.size > 0 ? { conditions: named } : {}) }, faults }
    : { layout: null, faults };
}
