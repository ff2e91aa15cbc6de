export { Island, type IslandProps, IslandsRendered } from './islands/Island.tsx';
export { type Hydration, hydrationModes, isHydration } from './islands/marker.ts';
export * from './layout/index.ts';
