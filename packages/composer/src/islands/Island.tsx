import { createContext, type ReactNode, useContext, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { HYDRATE_ATTR, type Hydration, ID_PREFIX_ATTR, ISLAND_ATTR, PROPS_ATTR } from './marker.ts';

export interface IslandProps {
  /** The island's registered name: the client loads the chunk of that name. */
  name: string;
  hydrate: Hydration;
  /** Serialised into the marker; must be plain JSON (no functions, dates or class instances). */
  props: Record<string, unknown>;
  /** Inline islands (inside a line of text or a toolbar) need a span. */
  as?: 'div' | 'span';
  className?: string;
  /** More `data-` attributes for the marker, e.g. the slot's place that X-02 counts by. */
  data?: Readonly<Record<`data-${string}`, string>>;
  children: ReactNode;
}

/**
 * Collects the names of islands a server render used, so the page loads the island runtime only
 * when it has one: a page without islands ships no JavaScript at all.
 */
export const IslandsRendered = createContext<Set<string> | null>(null);

/**
 * Server half of an island: the component's HTML wrapped in a marker carrying its name,
 * hydration trigger and props. The client runtime finds the marker and hydrates it in place.
 *
 * The HTML is rendered as a React root of its own, as the browser hydrates it: `useId` counts
 * from the root of a render, so inside the page's render an island's ids (Radix's tab and panel
 * ids, a dialog's title id) would differ from the ones hydration makes, and ARIA links would
 * break after the first update. The page's own `useId` for the marker, unique in the page,
 * is the island root's `identifierPrefix` on both sides, so no two islands share an id.
 */
export function Island({ name, hydrate, props, as = 'div', className, data, children }: IslandProps) {
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
    [PROPS_ATTR]: JSON.stringify(props),
    [ID_PREFIX_ATTR]: idPrefix,
  };
  // After the island's own, which they never replace.
  for (const [attribute, value] of Object.entries(data ?? {})) attrs[attribute] ??= value;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island's children (escaped by React), not outside HTML
  return <Tag className={className} {...attrs} dangerouslySetInnerHTML={{ __html: html }} />;
}
