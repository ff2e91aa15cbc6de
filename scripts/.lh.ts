import './bench/production.ts';
import { runLighthouse } from './bench/lighthouse.ts';
import { findPages } from './bench/pages.ts';
import { startStack } from './stack.ts';

const stack = await startStack({ apiPort: 4731, sitePort: 4730, sqlitePath: ':memory:', quiet: true });
try {
  const pages = await findPages(stack.apiUrl);
  const out = await runLighthouse(
    stack.siteUrl,
    [pages.home, pages.longRead, pages.premium, pages.category, pages.opinions],
    { devtoolsPort: 4739, runs: Number(process.env.RUNS ?? 3) },
  );
  for (const o of out)
    console.log(
      'notMeasured' in o
        ? o
        : `${o.page.name}: perf ${o.performance} LCP ${Math.round(o.lcpMs)} TBT ${Math.round(o.tbtMs)} CLS ${o.cls} idx ${o.benchmarkIndex}`,
    );
} finally {
  await stack.stop();
}
