import { compileLayout } from './compile.ts';
import { jsonPath, type LayoutFault } from './faults.ts';
import { type Layout, layoutSchema } from './schema.ts';
import type { WidgetContract } from './widget.ts';

export type ParsedLayout = { ok: true; layout: Layout } | { ok: false; faults: LayoutFault[] };

/** Limits checked before anything else reads the document. */
export const DOCUMENT_LIMITS = { bytes: 512 * 1024, depth: 64 } as const;

/** Validates one layout document; never throws for bad content, only returns faults. */
export function parseLayout(file: string, text: string, widgets: readonly WidgetContract[]): ParsedLayout {
  const fail = (path: string, reason: string): ParsedLayout => ({
    ok: false,
    faults: [{ file, path, reason }],
  });
  if (text.length > DOCUMENT_LIMITS.bytes)
    return fail('$', `file larger than ${DOCUMENT_LIMITS.bytes / 1024} KB`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail('$', `not valid JSON: ${(error as Error).message}`);
  }
  const depth = nestingDepth(json, DOCUMENT_LIMITS.depth);
  if (depth > DOCUMENT_LIMITS.depth) return fail('$', `nested deeper than ${DOCUMENT_LIMITS.depth} levels`);

  const result = layoutSchema(widgets).safeParse(json);
  if (!result.success) {
    return {
      ok: false,
      faults: result.error.issues.map((issue) => ({
        file,
        path: jsonPath(issue.path),
        reason: issue.message,
      })),
    };
  }
  const compiled = compileLayout(result.data, file);
  if (!compiled.layout) {
    return {
      ok: false,
      faults: compiled.faults.map((f) => ({ file, path: jsonPath(f.path), reason: f.reason })),
    };
  }
  return { ok: true, layout: compiled.layout };
}

/** Depth of a JSON value, measured without recursion and giving up past `limit`. */
function nestingDepth(root: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return deepest;
}
