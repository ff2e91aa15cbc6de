import type { Condition } from './condition.ts';
import type { DocumentFault } from './faults.ts';
import { LAYOUT_LIMITS } from './limits.ts';

type Path = (string | number)[];

/**
 * The layout-wide limits, counted while compileLayout places slots (issue 26.2): the slots of every
 * list and variant once fragments are filled in, and the condition parts a page may test. Each is
 * reported once, where the layout passes it; past the slots, nothing more is placed, so the check's
 * own work stays within the limits too.
 */
export interface LayoutBudget {
  /** Counts a condition a page may test (a named one, a variant's or a placed slot's `when`). */
  parts(condition: Condition | undefined, path: Path): void;
  /** Counts a list's placed slots; false once the layout is past its slots (place no more). */
  slots(count: number, path: Path): boolean;
  /** Whether slots may still be placed. */
  readonly open: boolean;
}

export function layoutBudget(faults: DocumentFault[]): LayoutBudget {
  let parts = 0;
  let slots = 0;
  return {
    parts(condition, path) {
      if (!condition) return;
      const before = parts;
      parts += condition.size.nodes;
      if (before <= LAYOUT_LIMITS.conditionParts && parts > LAYOUT_LIMITS.conditionParts) {
        faults.push({
          path,
          reason: `the layout's conditions pass ${LAYOUT_LIMITS.conditionParts} parts here (named conditions once, every other "when" once per slot it is placed with; a ref is one part)`,
        });
      }
    },
    slots(count, path) {
      const before = slots;
      slots += count;
      if (before <= LAYOUT_LIMITS.slots && slots > LAYOUT_LIMITS.slots) {
        faults.push({
          path,
          reason: `the layout passes ${LAYOUT_LIMITS.slots} slots here, counting every list and variant once its fragments are filled in`,
        });
      }
      return slots <= LAYOUT_LIMITS.slots;
    },
    get open() {
      return slots <= LAYOUT_LIMITS.slots;
    },
  };
}
