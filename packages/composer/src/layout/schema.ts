import { z } from 'zod';
import { hydrationModes } from '../islands/marker.ts';
import type { Condition } from './condition.ts';
import { type PageKind, pageKinds, type RegionName, regionNames } from './pageKinds.ts';
import type { WidgetContract } from './widget.ts';

export { type PageKind, pageKinds, type RegionName, regionNames } from './pageKinds.ts';

export const LAYOUT_LIMITS = {
  slotsPerRegion: 100,
  variantsPerRegion: 50,
  insertIndex: 100,
  /** Named fragments in a file (each holds at most `slotsPerRegion` slots once filled in). */
  fragments: 50,
} as const;

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
}

/** The shape before conditions are compiled: what zod checks. */
export interface RawSlot extends Omit<Slot, 'when' | 'fragment'> {
  when?: unknown;
}
/** `{"use": "name"}` in a list: the named fragment's slots go there, in order. */
export interface RawUse {
  use: string;
  /** Shown only when it holds, on top of each slot's own `when`. */
  when?: unknown;
}
export type RawItem = RawSlot | RawUse;
export type RawRegion = RawItem[] | { variants: { name: string; when?: unknown; slots: RawItem[] }[] };
export interface RawLayout {
  page: PageKind;
  conditions?: Record<string, unknown>;
  fragments?: Record<string, RawItem[]>;
  regions: Partial<Record<RegionName, RawRegion>>;
}

export const isUse = (item: RawItem): item is RawUse => 'use' in item;

/** Checks the names of a record (conditions, fragments), each fault at the name's own path. */
const namesOf =
  (what: 'condition' | 'fragment') => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const name of Object.keys(value)) {
      if (!NAME_PATTERN.test(name))
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `a ${what} name is letters, digits and hyphens`,
        });
    }
  };

/**
 * The layout schema for a widget registry: a slot's `widget` must be registered and its `props`
 * must pass that widget's own schema, reported at the exact path of the bad prop. Conditions are
 * checked afterwards (compileLayout), because what they may name depends on the page kind.
 */
export function layoutSchema(widgets: readonly WidgetContract[]): z.ZodType<RawLayout> {
  const byId = new Map(widgets.map((widget) => [widget.id, widget]));
  const ids = [...byId.keys()];

  const slot = z
    .strictObject({
      widget: z.string().min(1),
      props: z.record(z.string(), z.unknown()).default({}),
      when: z.unknown().optional(),
      hydrate: z.enum([...hydrationModes, 'none']).optional(),
      id: z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9-]{0,59}$/,
          'a slot id is lower-case letters, digits and hyphens (at most 60)',
        )
        .optional(),
      at: z.number().int().min(1).max(LAYOUT_LIMITS.insertIndex).optional(),
    })
    .transform((value, ctx): RawSlot => {
      const widget = byId.get(value.widget);
      if (!widget) {
        ctx.addIssue({
          code: 'custom',
          path: ['widget'],
          message: `unknown widget "${value.widget}"; expected one of: ${ids.join(', ')}`,
        });
        return z.NEVER;
      }
      const props = widget.props.safeParse(value.props);
      if (!props.success) {
        for (const issue of props.error.issues) {
          ctx.addIssue({ code: 'custom', path: ['props', ...issue.path], message: issue.message });
        }
        return z.NEVER;
      }
      const { props: _raw, ...rest } = value;
      return { ...rest, props: props.data };
    });

  const use = z.strictObject({
    use: z.string().regex(NAME_PATTERN, 'a fragment name is letters, digits and hyphens'),
    when: z.unknown().optional(),
  });
  // A slot or a use of a fragment, told apart by the `use` key, so each reports its own faults.
  const item = z.unknown().transform((value, ctx): RawItem => {
    const isUseItem = typeof value === 'object' && value !== null && 'use' in value;
    const result = (isUseItem ? use : slot).safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
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
  const region = z.unknown().transform((value, ctx): RawRegion => {
    const result = (Array.isArray(value) ? slots : variants).safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

  return z.strictObject({
    $schema: z.string().optional(),
    description: z.string().max(2000).optional(),
    page: z.enum(pageKinds),
    conditions: z.record(z.string(), z.unknown()).superRefine(namesOf('condition')).optional(),
    fragments: z
      .record(z.string(), slots)
      .superRefine(namesOf('fragment'))
      .refine((value) => Object.keys(value).length <= LAYOUT_LIMITS.fragments, {
        message: `at most ${LAYOUT_LIMITS.fragments} fragments in a file`,
      })
      .optional(),
    regions: z.partialRecord(z.enum(regionNames), region),
  }) as unknown as z.ZodType<RawLayout>;
}
