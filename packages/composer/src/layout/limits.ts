/**
 * Every bound the layout check puts on a document, in one place (issue 26.2): the editor in the
 * browser, the site (files and the backend's versions), the backend's save and `./dev layout
 * check` all run the one parseLayout, so these numbers are the same everywhere. Each is there so
 * that no document's cost (to check, to resolve per request, to describe in the preview) grows
 * faster than its size; a document past one is refused with a fault naming it.
 * docs/architecture/0002-layout-language.md explains them.
 */

/** Read before anything else looks at the text. */
export const DOCUMENT_LIMITS = {
  /** The text's length (UTF-16 code units, about bytes for a layout's ASCII). */
  bytes: 512 * 1024,
  /** JSON nesting, measured without recursion before any check walks the document. */
  depth: 64,
} as const;

export const LAYOUT_LIMITS = {
  slotsPerRegion: 100,
  variantsPerRegion: 50,
  insertIndex: 100,
  /** Named fragments in a file (each holds at most `slotsPerRegion` slots once filled in). */
  fragments: 50,
  /** Slots of the whole layout once fragments are filled in: every list and every variant's. */
  slots: 1000,
  /**
   * Condition parts a page may test, the most one resolve evaluates: each named condition's
   * parts once, and every `when` of a variant, a slot or a fragment's use, a fragment's once per
   * use (its slots are placed, and tested, once per use). A `ref` is one part: its target is
   * tested at most once per page, however many parts refer to it.
   */
  conditionParts: 2000,
} as const;

export const CONDITION_LIMITS = {
  /** Levels of all/any/not below a condition's top, a `ref` standing for its target's levels. */
  depth: 12,
  /** Parts of one written condition, a `ref` counting one. */
  nodes: 400,
  /** Refs followed from a `when` to the last condition that uses none (a ref to a ref is 2). */
  refChain: 5,
  listItems: 200,
  patternLength: 200,
  /** An operand is quoted up to this many characters in a rule's words (the preview's). */
  describedOperand: 60,
} as const;
