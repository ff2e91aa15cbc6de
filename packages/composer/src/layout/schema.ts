import { z } from 'zod';
import { hydrationModes } from '../islands/marker.ts';
import type { Condition } from './condition.ts';
import { LAYOUT_LIMITS } from './limits.ts';
import { type PageKind, pageKinds, type RegionName, regionNames } from './pageKinds.ts';

export { LAYOUT_LIMITS } from './limits.ts';
export { type PageKind, pageKinds, type RegionName, regionNames } from './pageKinds.ts';

/** Names of conditions and fragments: a letter, then letters, digits and hyphens. */
export const NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9-]{0,39}$/;

export type SlotHydration = (typeof hydrationModes)[number] | 'none';

export interface Slot {
  widget: string;
  props: Record<string, unknown>;
  hydrate?: SlotHydration;
  /** A stable id editors give a slot; the preview and logs name the slot by it. */
  id?: string;
  /** Inserts only: the paragraph break index the widget goes after (see layouts/README.md). */
  at?: number;
  when?: Condition;
  /** The named fragment the slot came from, when a list used one (`{"use": name}`). */
  fragment?: string;
}

export interface Variant {
  name: string;
  when?: Condition;
  slots: Slot[];
}

/** A region is an ordered list of slots, or variants of which the first whose `when` holds is used. */
export type Region = { kind: 'list'; slots: Slot[] } | { kind: 'variants'; variants: Variant[] };

export interface Layout {
  page: PageKind;
  file: string;
  regions: Partial<Record<RegionName, Region>>;
  /** The named conditions, in file order: the preview describes each once (rules say `ref name`). */
  conditions?: ReadonlyMap<string, Condition>;
}

/**
 * The layout document's structure (ED-02): its keys, types, names and limits. What a slot's widget
 * and props must be is checked apart (checkWidgets), and conditions and fragments afterwards
 * (compileLayout), each on the draft, so no kind of fault hides another.
 */
export const layoutStructure: z.ZodType<unknown> = (() => {
  const slot = z.strictObject({
    widget: z.string(),
    props: z.record(z.string(), z.unknown()).optional(),
    when: z.unknown().optional(),
    hydrate: z.enum([...hydrationModes, 'none']).optional(),
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'a slot id is lower-case letters, digits and hyphens (at most 60)')
      .optional(),
    at: z.number().int().min(1).max(LAYOUT_LIMITS.insertIndex).optional(),
  });
  const use = z.strictObject({
    use: z.string().regex(NAME_PATTERN, 'a fragment name is letters, digits and hyphens'),
    when: z.unknown().optional(),
  });
  // A slot or a use of a fragment, told apart by the `use` key, so each reports its own faults.
  const item = z.unknown().superRefine((value, ctx) => {
    const isUseItem = typeof value === 'object' && value !== null && 'use' in value;
    report((isUseItem ? use : slot).safeParse(value), ctx);
  });
  const slots = z.array(item).max(LAYOUT_LIMITS.slotsPerRegion);
  const variants = z.strictObject({
    variants: z
      .array(
        z.strictObject({
          name: z
            .string()
            .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'a variant name is lower-case letters, digits and hyphens'),
          when: z.unknown().optional(),
          slots,
        }),
      )
      .min(1)
      .max(LAYOUT_LIMITS.variantsPerRegion),
  });
  // A list or variants, told apart by shape, so each reports its own precise faults (a union
  // would only say "invalid input").
  const region = z.unknown().superRefine((value, ctx) => {
    report((Array.isArray(value) ? slots : variants).safeParse(value), ctx);
  });
  // Names are checked on the keys alone, each fault at the name's own path, so a fault inside a
  // fragment never hides its name's.
  const names = (what: 'condition' | 'fragment', limit?: number) =>
    z.unknown().superRefine((value, ctx) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
      for (const name of Object.keys(value)) {
        if (!NAME_PATTERN.test(name))
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `a ${what} name is letters, digits and hyphens`,
          });
      }
      if (limit !== undefined && Object.keys(value).length > limit)
        ctx.addIssue({ code: 'custom', message: `at most ${limit} ${what}s in a file` });
    });

  return z.strictObject({
    $schema: z.string().optional(),
    description: z.string().max(2000).optional(),
    page: z.enum(pageKinds),
    conditions: z.record(z.string(), z.unknown()).and(names('condition')).optional(),
    fragments: z.record(z.string(), slots).and(names('fragment', LAYOUT_LIMITS.fragments)).optional(),
    regions: z.partialRecord(z.enum(regionNames), region),
  });
})();

/** Passes a part's own faults on at the part's place. */
function report(result: z.ZodSafeParseResult<unknown>, ctx: z.RefinementCtx): void {
  if (result.success) return;
  for (const issue of result.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}
