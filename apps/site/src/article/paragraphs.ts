/**
 * The paragraph break index, defined once (layouts/README.md quotes this): break N is the point
 * right after the N-th paragraph of the story body, where a paragraph is a `p` element directly
 * under the body's root. Headings, pictures, lists, tables, embeds and quotes are not
 * paragraphs and are never split; an insert at N follows whatever comes right after paragraph
 * N's closing tag, before the next node. A body with fewer than N paragraphs has no break N, so
 * an insert placed there is not shown.
 */
export function isParagraph(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  const { node: kind, tag } = node as { node?: unknown; tag?: unknown };
  return kind === 'element' && typeof tag === 'string' && tag.toLowerCase() === 'p';
}

/** The top-level nodes of a story tree (an empty list for anything malformed). */
export function topLevelNodes(tree: unknown): readonly unknown[] {
  if (typeof tree !== 'object' || tree === null) return [];
  const child = (tree as { child?: unknown }).child;
  return Array.isArray(child) ? child : [];
}

/** How many paragraph breaks the body has: the highest index an insert can use. */
export function paragraphBreaks(tree: unknown): number {
  return topLevelNodes(tree).filter(isParagraph).length;
}
