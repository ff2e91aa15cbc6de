import { describe, expect, it } from 'vitest';
import { chainedLayout } from './chainedLayout.ts';
import type { LayoutContext } from './context.ts';
import { formatFault } from './faults.ts';
import { CONDITION_LIMITS, LAYOUT_LIMITS } from './limits.ts';
import { parseLayout } from './parse.ts';
import { resolveLayout } from './resolve.ts';
import { testContext, testWidgets } from './testing.ts';

// Hardening (issue 26.2): a layout's cost — to check, to resolve per page, to describe in the
// preview — grows no faster than its size. Work is counted, not timed: the context counts how
// often a condition reads the hour.

const FILE = 'layouts/home.json';
const check = (layout: unknown) => parseLayout(FILE, JSON.stringify(layout), testWidgets);
const faultsOf = (layout: unknown) => {
  const parsed = check(layout);
  return parsed.ok ? [] : parsed.faults.map(formatFault);
};

/** A home page context that counts the reads of `page.hour`: one per hour window tested. */
function countingContext(): { context: LayoutContext; reads: () => number } {
  const context = testContext({ page: { kind: 'home', type: 'home' }, article: null });
  let reads = 0;
  Object.defineProperty(context.page, 'hour', {
    get: () => {
      reads++;
      return 10;
    },
  });
  return { context, reads: () => reads };
}

describe('issue 26.2: named conditions that chain', () => {
  it('refuses the layout that stalled every instance (5 levels of 28, 59 slots): refs chain too deep', () => {
    const faults = faultsOf(chainedLayout());
    expect(faults).toHaveLength(59);
    expect(faults[0]).toBe(
      `${FILE}: regions.main[0].when.ref: refs chained 6 deep through "h", more than ${CONDITION_LIMITS.refChain}`,
    );
  });

  it('refuses six levels of 20 with faults, where the check threw RangeError: Invalid string length', () => {
    let parsed: ReturnType<typeof check> | undefined;
    expect(() => {
      parsed = check(chainedLayout({ levels: 6, width: 20 }));
    }).not.toThrow();
    expect(parsed?.ok).toBe(false);
    const faults = faultsOf(chainedLayout({ levels: 6, width: 20 }));
    expect(faults[0]).toBe(
      `${FILE}: conditions.h.ref: refs chained 6 deep through "l5", more than ${CONDITION_LIMITS.refChain}`,
    );
    expect(faults[1]).toBe(
      `${FILE}: regions.main[0].when.ref: condition "h" has faults of its own (named where it is defined)`,
    );
  });

  it('accepts a chain within the limits, and a page tests each named condition once', () => {
    // 28^4 hour windows once refs are expanded; 28 as written.
    const parsed = check(chainedLayout({ levels: 4 }));
    if (!parsed.ok) throw new Error(parsed.faults.map(formatFault).join('\n'));
    const { context, reads } = countingContext();
    const resolved = resolveLayout(parsed.layout, context);
    expect(resolved.regions.main).toHaveLength(59);
    expect(reads()).toBe(28);
  });

  it('describes a ref by its name, and each named condition once, however long the chain', () => {
    const parsed = check(chainedLayout({ levels: 4 }));
    if (!parsed.ok) throw new Error('refused');
    const explained = resolveLayout(parsed.layout, countingContext().context, true);
    const rules = explained.decisions.flatMap((region) => region.slots.map((slot) => slot.rule));
    expect(new Set(rules)).toEqual(new Set(['ref h']));
    expect(explained.conditions?.map(({ name, holds }) => [name, holds])).toEqual([
      ['a', true],
      ['l1', true],
      ['l2', true],
      ['l3', true],
      ['h', true],
    ]);
    const l1 = explained.conditions?.find(({ name }) => name === 'l1')?.rule ?? '';
    expect(l1).toBe(`all of (${Array(28).fill('ref a').join('; ')})`);
  });

  it('counts a ref’s target in the nesting: a chain of nested conditions deeper than the limit is refused', () => {
    const deep = (levels: number): unknown =>
      levels === 1 ? { field: 'reader.tier', eq: 'prime' } : { not: deep(levels - 1) };
    // The deepest a written condition may be: the top and `depth` levels below it.
    const layout = {
      page: 'home',
      conditions: { deep: deep(CONDITION_LIMITS.depth + 1), deeper: { not: { ref: 'deep' } } },
      regions: { main: [{ widget: 'list', when: { ref: 'deep' } }] },
    };
    expect(faultsOf(layout)).toEqual([
      `${FILE}: conditions.deeper.not.ref: condition nested deeper than ${CONDITION_LIMITS.depth} levels, counting the levels of "deep"`,
    ]);
  });

  it('names a ref to a condition below, or to itself, as what could form a cycle', () => {
    const faults = faultsOf({
      page: 'home',
      conditions: { a: { ref: 'b' }, b: { ref: 'a' }, c: { any: [{ ref: 'c' }] } },
      regions: { main: [] },
    });
    const cycle =
      'is not defined above this point: a condition may use only those above it, so refs cannot form a cycle';
    expect(faults).toEqual([
      `${FILE}: conditions.a.ref: condition "b" ${cycle}`,
      `${FILE}: conditions.b.ref: condition "a" has faults of its own (named where it is defined)`,
      `${FILE}: conditions.c.any[0].ref: condition "c" ${cycle}`,
    ]);
  });
});

describe('issue 26.2: the layout-wide limits', () => {
  it('refuses more condition parts than a page may test, where the layout passes the limit', () => {
    // Each named condition is 100 parts (an "any" of 99 comparisons).
    const hundred = { any: Array.from({ length: 99 }, () => ({ field: 'reader.tier', eq: 'prime' })) };
    const count = LAYOUT_LIMITS.conditionParts / 100 + 1;
    const conditions = Object.fromEntries(Array.from({ length: count }, (_, i) => [`c${i}`, hundred]));
    expect(faultsOf({ page: 'home', conditions, regions: { main: [] } })).toEqual([
      `${FILE}: conditions.c${count - 1}: the layout's conditions pass ${LAYOUT_LIMITS.conditionParts} parts here (named conditions once, every other "when" once per slot it is placed with; a ref is one part)`,
    ]);
  });

  it('counts a fragment’s conditions once per slot it places', () => {
    // 10 slots of 100 parts in the fragment, used twice plus once more: 3000 parts a page may test.
    const hundred = { any: Array.from({ length: 99 }, () => ({ field: 'reader.tier', eq: 'prime' })) };
    const fragment = Array.from({ length: 10 }, () => ({ widget: 'list', when: hundred }));
    const faults = faultsOf({
      page: 'home',
      fragments: { many: fragment },
      regions: { main: [{ use: 'many' }, { use: 'many' }], right: [{ use: 'many' }] },
    });
    expect(faults).toEqual([
      `${FILE}: regions.right[0]: the layout's conditions pass ${LAYOUT_LIMITS.conditionParts} parts here (named conditions once, every other "when" once per slot it is placed with; a ref is one part)`,
    ]);
  });

  it('refuses more slots than the limit once fragments are filled in, and places no more', () => {
    const fragment = Array.from({ length: LAYOUT_LIMITS.slotsPerRegion }, () => ({ widget: 'list' }));
    const lists = LAYOUT_LIMITS.slots / LAYOUT_LIMITS.slotsPerRegion + 1;
    const variants = Array.from({ length: lists }, (_, i) => ({
      name: `v${i}`,
      ...(i < lists - 1 ? { when: { field: 'reader.tier', eq: 'prime' } } : {}),
      slots: [{ use: 'hundred' }],
    }));
    expect(
      faultsOf({ page: 'home', fragments: { hundred: fragment }, regions: { main: { variants } } }),
    ).toEqual([
      `${FILE}: regions.main.variants[${lists - 1}].slots: the layout passes ${LAYOUT_LIMITS.slots} slots here, counting every list and variant once its fragments are filled in`,
    ]);
  });

  it('quotes a long operand in a rule only up to the limit', () => {
    const long = Array.from({ length: 200 }, (_, i) => `${'x'.repeat(400)}${i}`);
    const parsed = check({
      page: 'home',
      regions: { main: [{ widget: 'list', when: { field: 'url.query.q', in: long } }] },
    });
    if (!parsed.ok) throw new Error(parsed.faults.map(formatFault).join('\n'));
    const [main] = resolveLayout(parsed.layout, countingContext().context, true).decisions;
    expect(main?.slots[0]?.rule.length).toBeLessThanOrEqual(
      'url.query.q in '.length + CONDITION_LIMITS.describedOperand + 1,
    );
  });
});
