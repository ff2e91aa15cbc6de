/**
 * Issue 27: the address of a page with one of its widgets' tabs chosen: the page's own path, the
 * widget's parameters (a first tab's is left out: the page's address is that tab's), and the
 * widget's anchor, so a reader without script lands on the widget. Runs in the browser too (the
 * hydrated tabs keep the same links), so it is plain string work.
 */
export function tabHref(
  path: string,
  params: Readonly<Record<string, string | null | undefined>>,
  anchor: string,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}#${anchor}`;
}

/** Where a widget's tab links lead: the page's path and the widget's anchor (an element id). */
export interface TabLinks {
  path: string;
  anchor: string;
}

/**
 * A widget's anchor, unique on the page: a story stacked below another (AB-06) brings widgets of
 * its own, so the story's id is part of it.
 */
export function tabLinksOf(page: { page: { path?: string } }, name: string, msid?: string): TabLinks {
  return { path: page.page.path ?? '/', anchor: msid ? `${name}-${msid}` : name };
}
