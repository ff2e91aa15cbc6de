// `node scripts/bench/layoutCostOnly.ts`: the bench's layout figures alone (issue 26.2), no build
// and no servers: each committed layout's resolve time, and the largest layout the check accepts
// (its resolve time, and the check's time and heap), printed as `./dev bench` prints them.

import { layoutCostTable, layoutCostVerdicts, measureLayoutCost } from './layoutCost.ts';
import { printTable, printVerdicts } from './report.ts';

const cost = measureLayoutCost();
printTable(layoutCostTable(cost));
printVerdicts(layoutCostVerdicts(cost));
