import type { ConditionMemo } from './condition.ts';
import type { LayoutContext } from './context.ts';
import type { PageKind, RegionName } from './pageKinds.ts';
import type { Layout, Slot, SlotHydration, Variant } from './schema.ts';

export interface ResolvedSlot {
  /** Stable across requests: the slot's id, else region, variant and position. */
  key: string;
  widget: string;
  props: Record<string, unknown>;
  hydrate?: SlotHydration;
  at?: number;
  /** Where the slot was placed, as X-02 counts it. */
  place: SlotPlace;
}

/**
 * The layout (its page kind), region and region variant ('' when the region has none) a slot
 * came from, and the page's section ('' outside one): the article's top section, or the section
 * page's own.
 */
export interface SlotPlace {
  layout: PageKind;
  region: RegionName;
  variant: string;
  section: string;
}

/** Why a slot is or is not on the page: what the editors' preview shows. */
export interface SlotDecision {
  key: string;
  widget: string;
  at?: number;
  shown: boolean;
  rule: string;
  /** The named fragment the slot came from, if any. */
  fragment?: string;
}

export interface RegionDecision {
  region: RegionName;
  variant?: { name: string; rule: string };
  slots: SlotDecision[];
}

/** A named condition and whether it holds: the rule that `ref name` in a slot's rule stands for. */
export interface ConditionDecision {
  name: string;
  holds: boolean;
  rule: string;
}

export interface Resolution {
  regions: Partial<Record<RegionName, ResolvedSlot[]>>;
  decisions: RegionDecision[];
  /** With `explain`: every named condition, described once for all the rules that use it. */
  conditions?: ConditionDecision[];
}

/**
 * (layout, page context) → the slots of each region, in order. Pure and deterministic: the same
 * inputs always give the same slots. Inserts come sorted by paragraph break index (stable).
 * `explain` also records every decision, for the preview; without it nothing is allocated for it.
 */
export function resolveLayout(layout: Layout, context: LayoutContext, explain = false): Resolution {
  // One page, one memo: a named condition is tested at most once however many rules use it.
  const memo: ConditionMemo = new Map();
  const regions: Resolution['regions'] = {};
  const decisions: RegionDecision[] = [];
  const section = context.article?.subsec1 ?? context.section?.id ?? '';
  for (const [region, definition] of Object.entries(layout.regions) as [
    RegionName,
    Layout['regions'][RegionName],
  ][]) {
    if (!definition) continue;
    let slots: readonly Slot[];
    let prefix = region as string;
    let variant: RegionDecision['variant'];
    let variantName: string | undefined;
    if (definition.kind === 'list') {
      slots = definition.slots;
    } else {
      const chosen = chooseVariant(definition.variants, context, memo);
      if (!chosen) {
        regions[region] = [];
        if (explain) decisions.push({ region, slots: [] });
        continue;
      }
      slots = chosen.slots;
      prefix = `${region}:${chosen.name}`;
      variantName = chosen.name;
      if (explain) {
        variant = {
          name: chosen.name,
          rule: chosen.when ? chosen.when.text : 'default: no earlier variant matched',
        };
      }
    }
    const shown: ResolvedSlot[] = [];
    const considered: SlotDecision[] = [];
    slots.forEach((slot, index) => {
      const key = slot.id ?? `${prefix}:${index}`;
      const visible = !slot.when || slot.when.test(context, memo);
      if (visible) {
        const resolved: ResolvedSlot = {
          key,
          widget: slot.widget,
          props: slot.props,
          place: { layout: layout.page, region, variant: variantName ?? '', section },
        };
        if (slot.hydrate) resolved.hydrate = slot.hydrate;
        if (slot.at !== undefined) resolved.at = slot.at;
        shown.push(resolved);
      }
      if (explain) {
        considered.push({
          key,
          widget: slot.widget,
          ...(slot.at !== undefined ? { at: slot.at } : {}),
          shown: visible,
          rule: slot.when ? slot.when.text : 'always',
          ...(slot.fragment ? { fragment: slot.fragment } : {}),
        });
      }
    });
    if (region === 'inserts') shown.sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
    regions[region] = shown;
    if (explain) decisions.push({ region, ...(variant ? { variant } : {}), slots: considered });
  }
  if (!explain) return { regions, decisions };
  const conditions = [...(layout.conditions ?? [])].map(([name, condition]) => ({
    name,
    holds: condition.test(context, memo),
    rule: condition.text,
  }));
  return { regions, decisions, conditions };
}

function chooseVariant(
  variants: readonly Variant[],
  context: LayoutContext,
  memo: ConditionMemo,
): Variant | undefined {
  return variants.find((variant) => !variant.when || variant.when.test(context, memo));
}
