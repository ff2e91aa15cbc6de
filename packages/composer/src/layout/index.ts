// The layout language without React: safe to import from plain Node scripts (layout check).
export {
  type Condition,
  type ConditionMemo,
  type ConditionSize,
  compileCondition,
  OPERATORS,
  WEEKDAYS,
} from './condition.ts';
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
export { CONDITION_LIMITS, DOCUMENT_LIMITS, LAYOUT_LIMITS } from './limits.ts';
export { type ParsedLayout, parseLayout } from './parse.ts';
export {
  type ConditionDecision,
  type RegionDecision,
  type Resolution,
  type ResolvedSlot,
  resolveLayout,
  type SlotDecision,
} from './resolve.ts';
export {
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
