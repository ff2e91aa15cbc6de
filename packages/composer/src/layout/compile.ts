import { type Condition, type ConditionFault, compileCondition } from './condition.ts';
import type { RegionName } from './pageKinds.ts';
import type { Layout, RawLayout, RawSlot, Region, Slot, Variant } from './schema.ts';

/**
 * Turns a structurally valid layout into a compiled one: conditions checked against the page
 * kind and compiled, plus the rules that span slots (insert positions, the default variant,
 * unique slot ids). Returns faults with their paths when anything is wrong.
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

  const slot = (rawSlot: RawSlot, region: RegionName, path: (string | number)[]): Slot | null => {
    const { when, ...rest } = rawSlot;
    if (region === 'inserts' && rest.at === undefined) {
      faults.push({
        path: [...path, 'at'],
        reason: 'an insert needs "at": the paragraph break index it goes after',
      });
    }
    if (region !== 'inserts' && rest.at !== undefined) {
      faults.push({
        path: [...path, 'at'],
        reason: '"at" places inserts between paragraphs; use it only in the "inserts" region',
      });
    }
    if (rest.id) {
      const previous = ids.get(rest.id);
      if (previous)
        faults.push({ path: [...path, 'id'], reason: `slot id "${rest.id}" is already used at ${previous}` });
      else ids.set(rest.id, path.join('.'));
    }
    if (when === undefined) return rest;
    const condition = compileCondition(when, raw.page, faults, [...path, 'when'], named);
    return condition ? { ...rest, when: condition } : null;
  };

  for (const [name, rawRegion] of Object.entries(raw.regions) as [
    RegionName,
    RawLayout['regions'][RegionName],
  ][]) {
    if (!rawRegion) continue;
    const base = ['regions', name];
    if (Array.isArray(rawRegion)) {
      const slots = rawRegion.map((s, index) => slot(s, name, [...base, index]));
      regions[name] = { kind: 'list', slots: slots.filter((s): s is Slot => s !== null) };
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
      const slots = variant.slots
        .map((s, i) => slot(s, name, [...path, 'slots', i]))
        .filter((s): s is Slot => s !== null);
      variants.push({ name: variant.name, slots, ...(when ? { when } : {}) });
    });
    regions[name] = { kind: 'variants', variants } satisfies Region;
  }
  return faults.length === 0
    ? { layout: { page: raw.page, file, regions }, faults }
    : { layout: null, faults };
}
