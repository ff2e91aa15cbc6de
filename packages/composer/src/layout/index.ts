// The layout language without React: safe to import from plain Node scripts (layout check).
export { CONDITION_LIMITS, type Condition, compileCondition, OPERATORS, WEEKDAYS } from './condition.ts';
export type {
  ArticleFacts,
  Device,
  Geo,
  LayoutContext,
  PaywallGate,
  ReaderTier,
  SectionFacts,
} from './context.ts';
export { formatFault, jsonPath, LayoutError, type LayoutFault } from './faults.ts';
export { describeType, type FieldSpec, type FieldType, fieldSpec, fields } from './fields.ts';
export { layoutJsonSchema } from './jsonSchema.ts';
export { DOCUMENT_LIMITS, type ParsedLayout, parseLayout } from './parse.ts';
export {
  type RegionDecision,
  type Resolution,
  type ResolvedSlot,
  resolveLayout,
  type SlotDecision,
} from './resolve.ts';
export {
  LAYOUT_LIMITS,
  type Layout,
  layoutStructure,
  type PageKind,
  pageKinds,
  type Region,
  type RegionName,
  regionNames,
  type Slot,
  type SlotHydration,
  type Variant,
} from './schema.ts';
export type { WidgetContract } from './widget.ts';
