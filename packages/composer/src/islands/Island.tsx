import { createContext, isValidElement, type ReactElement, useContext, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { islandNameOf, islandPropsOf } from './defineIsland.ts';
import { HYDRATE_ATTR, type Hydration, ID_PREFIX_ATTR, ISLAND_ATTR, PROPS_ATTR } from './marker.ts';

export interface IslandProps {
  hydrate: Hydration;
  /** Inline islands (inside a line of text or a toolbar) need a span. */
  as?: 'div' | 'span';
  className?: string;
  /** More `data-` attributes for the marker, e.g. the slot's place that X-02 counts by. */
  data?: Readonly<Record<`data-${string}`, string>>;
  /**
   * The island itself: one element of a component made with `defineIsland`. Its name is the
   * marker's, its props (plain JSON: no functions, dates or class instances; `children` left
   * out, they are server-only HTML) are serialised into the marker for the browser's render.
   */
  children: ReactElement;
}

/**
 * Collects the names of islands a server render used, so the page loads the island runtime only
 * when it has one: a page without islands ships no JavaScript at all.
 */
export const IslandsRendered = createContext<Set<string> | null>(null);

/**
 * Server half of an island: `<Island hydrate="visible"><PollIsland … /></Island>`. The child's
 * HTML wrapped in a marker carrying the child's island name, the hydration trigger and the
 * child's props. The client runtime finds the marker and hydrates it in place with the same
 * component and props, so what is named, what is rendered and what is hydrated cannot disagree.
 *
 * The HTML is rendered as a React root of its own, as the browser hydrates it: `useId` counts
 * from the root of a render, so inside the page's render an island's ids (Radix's tab and panel
 * ids, a dialog's title id) would differ from the ones hydration makes, and ARIA links would
 * break after the first update. The page's own `useId` for the marker, unique in the page,
 * is the island root's `identifierPrefix` on both sides, so no two islands share an id.
 */
export function Island({ hydrate, as = 'div', className, data, children }: IslandProps) {
  const name = isValidElement(children) ? islandNameOf(children.type) : undefined;
  // JSX elements all have one type in TypeScript, so this one rule is checked here, at render.
  if (name === undefined) throw new Error('<Island> takes one element of a component made with defineIsland');
  const rendered = useContext(IslandsRendered);
  rendered?.add(name);
  const idPrefix = useId();
  // Islands inside an island still register with the page.
  const html = renderToString(<IslandsRendered value={rendered}>{children}</IslandsRendered>, {
    identifierPrefix: idPrefix,
  });
  const Tag = as;
  const attrs: Record<string, string> = {
    [ISLAND_ATTR]: name,
    [HYDRATE_ATTR]: hydrate,
    [PROPS_ATTR]: JSON.stringify(islandPropsOf(children)),
    [ID_PREFIX_ATTR]: idPrefix,
  };
  // After the island's own, which they never replace.
  for (const [attribute, value] of Object.entries(data ?? {})) attrs[attribute] ??= value;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island's children (escaped by React), not outside HTML
  return <Tag className={className} {...attrs} dangerouslySetInnerHTML={{ __html: html }} />;
}
