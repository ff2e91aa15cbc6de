import { defineIsland as defineNamedIsland, type IslandComponent } from '@newsroom/composer';
import type { FunctionComponent } from 'react';
import type { ReactIslandName, ScriptIslandName } from '../islands/registry.ts';

/**
 * The site's islands: `export default defineIsland('poll-of-the-day', PollOfTheDayIsland)` in
 * `widgets/poll-of-the-day/poll-of-the-day.island.tsx`. Only a name the island registry lists is
 * accepted, so an island without its file (or a file without its entry) is a type error.
 */
export function defineIsland<const Name extends ReactIslandName, P>(
  name: Name,
  component: FunctionComponent<P>,
): IslandComponent<Name, P> {
  return defineNamedIsland(name, component);
}

/**
 * A script island's server half: the view the server renders for `{name}.script.ts` to
 * take over in the browser (no React there). Only a listed script island's name is accepted.
 */
export function defineScriptIsland<const Name extends ScriptIslandName, P>(
  name: Name,
  view: FunctionComponent<P>,
): IslandComponent<Name, P> {
  return defineNamedIsland(name, view);
}
