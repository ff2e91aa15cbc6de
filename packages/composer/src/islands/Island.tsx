import { createContext, type ReactNode, useContext } from 'react';
import { HYDRATE_ATTR, type Hydration, ISLAND_ATTR, PROPS_ATTR } from './marker.ts';

export interface IslandProps {
  /** The island's registered name: the client loads the chunk of that name. */
  name: string;
  hydrate: Hydration;
  /** Serialised into the marker; must be plain JSON (no functions, dates or class instances). */
  props: Record<string, unknown>;
  /** Inline islands (inside a line of text or a toolbar) need a span. */
  as?: 'div' | 'span';
  className?: string;
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
 */
export function Island({ name, hydrate, props, as = 'div', className, children }: IslandProps) {
  useContext(IslandsRendered)?.add(name);
  const Tag = as;
  const attrs = {
    [ISLAND_ATTR]: name,
    [HYDRATE_ATTR]: hydrate,
    [PROPS_ATTR]: JSON.stringify(props),
  };
  return (
    <Tag className={className} {...attrs}>
      {children}
    </Tag>
  );
}
