import { CONDITION_LIMITS, DOCUMENT_LIMITS, LAYOUT_LIMITS } from '@newsroom/composer/layout';

// Hardening (issue 26.2): the most a layout may ask of the check and of each page, built at the
// composer's limits (for the composer's test widgets): every slot the layout may hold, every
// condition part a page may test, a chain of refs as long as allowed, and the text padded to the
// document's size limit. The bench times it against its budget; no committed layout comes near.

const LISTS = ['top', 'main', 'aside', 'toolbar', 'left', 'right'] as const;
/** `premium` holds its slots as variants, the rest of the layout's slots. */
const VARIANTS =
  (LAYOUT_LIMITS.slots - (LISTS.length + 1) * LAYOUT_LIMITS.slotsPerRegion) / LAYOUT_LIMITS.slotsPerRegion;
const MISS = { field: 'reader.tier', eq: 'prime' };

/** `parts` parts that all run on an anonymous reader's page: an "any" of comparisons that fail. */
const anyOf = (parts: number) => ({ any: Array.from({ length: parts - 1 }, () => MISS) });

/** Parts of the chain's first condition and of each level above it. */
const BASE_PARTS = 200;
const LEVEL_PARTS = 100;

export function largestLayout(): { text: string; slots: number; parts: number } {
  const conditions: Record<string, unknown> = { base: anyOf(BASE_PARTS) };
  let parts = BASE_PARTS;
  // A chain of refChain refs from a slot's `when`: base ← l1 ← … ← l(refChain-1), each level
  // "not all of" refs to the one before.
  let previous = 'base';
  for (let level = 1; level < CONDITION_LIMITS.refChain; level++) {
    const refs = Array.from({ length: LEVEL_PARTS - 2 }, () => ({ ref: previous }));
    conditions[`l${level}`] = { not: { all: refs } };
    parts += LEVEL_PARTS;
    previous = `l${level}`;
  }
  const when = { ref: previous };
  const slots = LAYOUT_LIMITS.slots;
  // Every slot's `when` and the variants' (all but the default's), one part each; the parts left
  // go to named conditions that nothing uses (a page still tests each one in the preview).
  parts += slots + VARIANTS - 1;
  for (let index = 0; LAYOUT_LIMITS.conditionParts - parts > 0; index++) {
    const size = Math.min(CONDITION_LIMITS.nodes, LAYOUT_LIMITS.conditionParts - parts);
    conditions[`rest${index}`] = size === 1 ? MISS : anyOf(size);
    parts += size;
  }
  const build = (title: string) => {
    const slot = (at?: number) => ({ widget: 'list', props: { title }, when, ...(at ? { at } : {}) });
    const hundred = (inserts = false) =>
      Array.from({ length: LAYOUT_LIMITS.slotsPerRegion }, (_, i) => slot(inserts ? i + 1 : undefined));
    const regions: Record<string, unknown> = Object.fromEntries(LISTS.map((name) => [name, hundred()]));
    regions.inserts = hundred(true);
    regions.premium = {
      variants: Array.from({ length: VARIANTS }, (_, i) => ({
        name: `v${i}`,
        ...(i < VARIANTS - 1 ? { when } : {}),
        slots: hundred(),
      })),
    };
    return JSON.stringify({ page: 'article', conditions, regions });
  };
  // Titles as long as the document's size allows.
  const room = DOCUMENT_LIMITS.bytes - build('').length;
  const text = build('x'.repeat(Math.floor(room / slots) - 1));
  return { text, slots, parts };
}
