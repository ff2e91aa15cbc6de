import { jsonPath, type LayoutFault } from './faults.ts';
import { type Layout, layoutSchema } from './schema.ts';
import type { WidgetContract } from './widget.ts';
export type ParsedLayout = { ok: true; layout: Layout } | { ok: false; faults: LayoutFault[] };

/** Validates one layout document; never throws for bad content, only returns faults. */
export function parseLayout(file: string, text: string, widgets: readonly WidgetContract[]): ParsedLayout {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      faults: [{ file, path: '$', reason: `not valid JSON: ${(error as Error).message}` }],
    };
  }
  const result = layoutSchema(widgets).safeParse(json);
  if (result.success) {
    const { page, regions } = result.data;
    return { ok: true, layout: { page, regions } };
  }
  return {
    ok: false,
    faults: result.error.issues.map((issue) => ({ file, path: jsonPath(issue.path), reason: issue.message })),
  };
}
