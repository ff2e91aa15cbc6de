import { z } from 'zod';
import { hydrationModes } from '../islands/marker.ts';
import type { WidgetContract } from './widget.ts';

export const pageKinds = ['article', 'home', 'category', 'video'] as const;
export type PageKind = (typeof pageKinds)[number];

export const regionNames = ['top', 'main', 'aside', 'inserts', 'left', 'right'] as const;
export type RegionName = (typeof regionNames)[number];

export interface Slot {
  widget: string;
  props: Record<string, unknown>;
  hydrate?: (typeof hydrationModes)[number] | 'none';
  id?: string;
}

export interface Layout {
  page: PageKind;
  regions: Partial<Record<RegionName, Slot[]>>;
}

/**
 * The layout schema for a given widget registry: a slot's `widget` must be registered and its
 * `props` must pass that widget's own schema, reported at the exact path of the bad prop.
 */
export function layoutSchema(widgets: readonly WidgetContract[]) {
  const byId = new Map(widgets.map((widget) => [widget.id, widget]));
  const ids = [...byId.keys()];

  const slot = z
    .strictObject({
      widget: z.string().min(1),
      props: z.record(z.string(), z.unknown()).default({}),
      hydrate: z.enum([...hydrationModes, 'none']).optional(),
      id: z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]*$/, 'a slot id is lower-case letters, digits and hyphens')
        .optional(),
    })
    .transform((value, ctx) => {
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
      const resolved: Slot = { widget: value.widget, props: props.data };
      if (value.hydrate) resolved.hydrate = value.hydrate;
      if (value.id) resolved.id = value.id;
      return resolved;
    });

  return z.strictObject({
    $schema: z.string().optional(),
    page: z.enum(pageKinds),
    regions: z.partialRecord(z.enum(regionNames), z.array(slot)),
  });
}
