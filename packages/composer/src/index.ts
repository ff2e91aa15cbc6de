export { defineIsland, type IslandComponent, islandNameOf } from './islands/defineIsland.ts';
export { Island, type IslandProps, IslandsRendered } from './islands/Island.tsx';
export { type Hydration, hydrationModes, isHydration, PRESS_PLAY_ATTR } from './islands/marker.ts';
export * from './layout/index.ts';
