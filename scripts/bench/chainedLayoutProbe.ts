// `node scripts/bench/chainedLayoutProbe.ts [levels] [width]`: issue 26.2's hostile layout (named
// conditions that chain, scripts/…/chainedLayout.ts) through the layout check and one resolve, with
// the time and heap each takes. A figure for before and after a change, not a bench with a budget:
// on the unfixed check this layout takes seconds and a gigabyte (run with --expose-gc for clean
// heap figures).

import { parseLayout, resolveLayout } from '@newsroom/composer/layout';
import { chainedLayout, testContext, testWidgets } from '@newsroom/composer/layout/testing';

const levels = Number(process.argv[2] ?? 5);
const width = Number(process.argv[3] ?? 28);
const text = JSON.stringify(chainedLayout({ levels, width }));
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const heapMb = () => process.memoryUsage().heapUsed / 1024 / 1024;
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

console.log(`chained layout: ${levels} levels of ${width}, ${(text.length / 1024).toFixed(1)} KB`);
gc();
const heapBefore = heapMb();
let start = performance.now();
let parsed: ReturnType<typeof parseLayout>;
try {
  parsed = parseLayout('layouts/home.json', text, testWidgets);
} catch (error) {
  console.log(`check threw after ${(performance.now() - start).toFixed(0)} ms: ${String(error)}`);
  process.exit(0);
}
const checkMs = performance.now() - start;
const heapAfter = heapMb();
console.log(
  `check: ${checkMs.toFixed(1)} ms, heap used +${(heapAfter - heapBefore).toFixed(1)} MB, rss ${rssMb().toFixed(0)} MB`,
);
if (!parsed.ok) {
  console.log(`refused with ${parsed.faults.length} fault(s):`);
  for (const fault of parsed.faults.slice(0, 5)) console.log(`  ${fault.path}: ${fault.reason}`);
} else {
  const context = testContext({ page: { kind: 'home', type: 'home' }, article: null });
  start = performance.now();
  const resolved = resolveLayout(parsed.layout, context);
  const resolveMs = performance.now() - start;
  console.log(
    `accepted; one resolve: ${resolveMs.toFixed(2)} ms, ${resolved.regions.main?.length ?? 0} slots shown`,
  );
  start = performance.now();
  const explained = resolveLayout(parsed.layout, context, true);
  const rules = explained.decisions.flatMap((region) => region.slots.map((slot) => slot.rule.length));
  console.log(
    `one resolve with the preview's rules: ${(performance.now() - start).toFixed(2)} ms, longest rule ${Math.max(...rules)} chars`,
  );
}
