// `node scripts/bench/stackMemoryOnly.ts` (after the build): the bench's AB-06 heap part alone,
// on the bench's ports (BENCH_PORT_BASE), printed as `./dev bench` prints it.

import './production.ts';
import { startStack } from '../stack.ts';
import { findPages } from './pages.ts';
import { benchPorts } from './ports.ts';
import { printTable, printVerdicts } from './report.ts';
import { measureStackMemory, stackMemoryTable, stackMemoryVerdict } from './stackMemory.ts';

const PORTS = benchPorts();
const stack = await startStack({
  apiPort: PORTS.api,
  sitePort: PORTS.site,
  sqlitePath: ':memory:',
  quiet: true,
});
try {
  const pages = await findPages(stack.apiUrl);
  console.log(`article: ${pages.article.path}`);
  const memory = await measureStackMemory(`${stack.siteUrl}${pages.article.path}`);
  printTable(stackMemoryTable(memory));
  printVerdicts([stackMemoryVerdict(memory)]);
} finally {
  await stack.stop();
}
