import type { FunctionComponent, ReactElement, ReactNode } from 'react';

/**
 * A component the browser wakes as an island, carrying the name its chunk is found by. The server
 * renders it inside `<Island>`, which reads the name from it and the marker's props from the
 * element, so the island named and the component rendered cannot differ.
 */
export type IslandComponent<Name extends string = string, P = never> = FunctionComponent<P> & {
  readonly islandName: Name;
};

/**
 * Names a component as an island. The site narrows `Name` to the islands it registers
 * (apps/site/src/islands/index.ts), so a name without its island file is a type error.
 */
export function defineIsland<const Name extends string, P>(
  name: Name,
  component: FunctionComponent<P>,
): IslandComponent<Name, P> {
  const named = islandNameOf(component);
  // The name is kept on the component itself (no wrapper, so the rendered tree is the same).
  if (named !== undefined && named !== name)
    throw new Error(`a component is one island: already "${named}", not also "${name}"`);
  return Object.assign(component, { islandName: name });
}

/** The name of the island a component was defined as, or undefined for any other value. */
export function islandNameOf(type: unknown): string | undefined {
  const name = typeof type === 'function' ? (type as { islandName?: unknown }).islandName : undefined;
  return typeof name === 'string' ? name : undefined;
}

/**
 * What the marker carries of an island element: its props without `children`. An island's
 * children are server-only HTML (a panel of stories the island keeps as served, KeptHtml): they
 * are rendered into the page, never serialised into the props.
 */
export function islandPropsOf(element: ReactElement): Record<string, unknown> {
  const { children: _serverOnly, ...props } = element.props as { children?: ReactNode };
  return props;
}
