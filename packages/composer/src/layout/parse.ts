import { compileLayout } from './compile.ts';
import { inDocumentOrder } from './documentOrder.ts';
import { readDraft } from './draft.ts';
import { type DocumentFault, jsonPath, type LayoutFault, pathOf } from './faults.ts';
import { DOCUMENT_LIMITS } from './limits.ts';
import type { PageKind } from './pageKinds.ts';
import { type Layout, layoutStructure } from './schema.ts';
import type { WidgetContract } from './widget.ts';
import { checkWidgets } from './widgetCheck.ts';

export type ParsedLayout =
  | { ok: true; layout: Layout }
  /** `page` when the file names a page kind, so a second file for it is a fault even now. */
  | { ok: false; faults: LayoutFault[]; page?: PageKind };

export { DOCUMENT_LIMITS } from './limits.ts';

/**
 * Validates one layout document; never throws for bad content, only returns faults. Once the
 * text is JSON within the limits, every check runs on it (ED-02): structure, widgets and their
 * props, conditions and fragments. All their faults come back, in document order.
 */
export function parseLayout(file: string, text: string, widgets: readonly WidgetContract[]): ParsedLayout {
  const document = readDocument(text);
  if (!document.ok) return { ok: false, faults: [{ file, path: '$', reason: document.reason }] };

  const draft = readDraft(document.json);
  const widgetCheck = checkWidgets(draft, widgets);
  const compiled = compileLayout(draft, file, widgetCheck.props);
  const found = [...structureFaults(document.json), ...widgetCheck.faults, ...compiled.faults];
  if (found.length === 0 && compiled.layout) return { ok: true, layout: compiled.layout };
  return {
    ok: false,
    faults: inDocumentOrder(document.json, found).map((fault) => ({
      file,
      path: jsonPath(fault.path),
      reason: fault.reason,
    })),
    ...(draft.page ? { page: draft.page } : {}),
  };
}

type Document = { ok: true; json: unknown } | { ok: false; reason: string };

/** The text as JSON, refused when too large, not JSON, or nested too deep to walk safely. */
function readDocument(text: string): Document {
  if (text.length > DOCUMENT_LIMITS.bytes)
    return { ok: false, reason: `file larger than ${DOCUMENT_LIMITS.bytes / 1024} KB` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    // Node quotes the text near the error, line breaks included: one line reads better.
    return { ok: false, reason: `not valid JSON: ${(error as Error).message.replace(/\s+/g, ' ')}` };
  }
  if (nestingDepth(json, DOCUMENT_LIMITS.depth) > DOCUMENT_LIMITS.depth)
    return { ok: false, reason: `nested deeper than ${DOCUMENT_LIMITS.depth} levels` };
  return { ok: true, json };
}

function structureFaults(json: unknown): DocumentFault[] {
  const result = layoutStructure.safeParse(json);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: pathOf(issue.path),
    reason: issue.message,
  }));
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
