export { Island, type IslandProps, IslandsRendered } from './islands/Island.tsx';
export { type Hydration, hydrationModes, isHydration } from './islands/marker.ts';
export { formatFault, jsonPath, LayoutError, type LayoutFault } from './layout/faults.ts';
export { type ParsedLayout, parseLayout } from './layout/parse.ts';
export {
  type Layout,
  layoutSchema,
  type PageKind,
  pageKinds,
  type RegionName,
  regionNames,
  type Slot,
} from './layout/schema.ts';
export type { WidgetContract } from './layout/widget.ts';
