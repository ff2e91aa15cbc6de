import type { PageKind, RegionName } from './pageKinds.ts';

/** The shape of a layout whose named conditions chain, each level using the one before many times. */
export interface ChainedLayoutShape {
  page: PageKind;
  region: RegionName;
  /** The widget every slot places; it must take no required props. */
  widget: string;
  /** Named conditions in the chain: `a`, then `l1` … `l{levels-1}`. */
  levels: number;
  /** Parts of each level: hour windows in `a`, refs to the level before in the others. */
  width: number;
  /** Slots in `region`, each shown `when: {"ref": "h"}`, `h` being the chain's last level. */
  slots: number;
}

/**
 * Issue 26.2's hostile layout, built rather than committed: every part is within the per-condition
 * limits, but a ref stands for its whole target, so a chain of `levels` levels of `width` parts
 * stands for width^levels hour windows. The default shape is the one that stalled every instance
 * (5 levels of 28, 59 slots, about 20 KB); `{ levels: 6, width: 20 }` is the one whose description
 * overflowed V8's longest string.
 */
export function chainedLayout(shape: Partial<ChainedLayoutShape> = {}): Record<string, unknown> {
  const { page, region, widget, levels, width, slots } = {
    page: 'home',
    region: 'main',
    widget: 'list',
    levels: 5,
    width: 28,
    slots: 59,
    ...shape,
  } satisfies ChainedLayoutShape;
  const conditions: Record<string, unknown> = {
    // Every window holds at every hour: nothing short-circuits, each part is tested.
    a: { all: Array.from({ length: width }, () => ({ hours: [{ from: 0, to: 23 }] })) },
  };
  let previous = 'a';
  for (let level = 1; level < levels; level++) {
    const name = `l${level}`;
    conditions[name] = { all: Array.from({ length: width }, () => ({ ref: previous })) };
    previous = name;
  }
  conditions.h = { ref: previous };
  return {
    page,
    conditions,
    regions: { [region]: Array.from({ length: slots }, () => ({ widget, when: { ref: 'h' } })) },
  };
}
