// `node scripts/bench/islandsOnly.ts` (after the build): the bench's island part alone (issue 27),
// on the bench's ports (BENCH_PORT_BASE), printed as `./dev bench` prints it.
// BENCH_ISLAND_RUNS (3 loads a page), BENCH_ISLAND_SECONDS (360, the most the part takes).

import './production.ts';
import { startStack } from '../stack.ts';
import { islandTimingTable, islandTimingVerdicts } from './islandReport.ts';
import { measureIslands } from './islands.ts';
import { findPages } from './pages.ts';
import { benchPorts } from './ports.ts';
import { printTable, printVerdicts } from './report.ts';

const PORTS = benchPorts();
const stack = await startStack({
  apiPort: PORTS.api,
  sitePort: PORTS.site,
  sqlitePath: ':memory:',
  quiet: true,
});
try {
  const pages = await findPages(stack.apiUrl);
  const timing = await measureIslands(stack.siteUrl, stack.apiUrl, pages, {
    log: (line) => console.log(line),
  });
  printTable(islandTimingTable(timing));
  printVerdicts(islandTimingVerdicts(timing));
} finally {
  await stack.stop();
}
