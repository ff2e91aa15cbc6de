// `./dev test`: every check the project has, in order, then one closing line with the totals
// ("N passed, M failed") that CI reads. Stops at the first step that fails.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type E2eReport, flakyTests } from './e2e-report.ts';
import { repoRoot } from './stack.ts';

const reports = join(repoRoot, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n━━ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(join(reports, file), 'utf8')) as T;
  } catch {
    return null;
  }
}

function finish(ok: boolean): never {
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const pnpm = 'pnpm';
if (!run('types', pnpm, ['exec', 'tsc', '-p', 'tsconfig.json'])) finish(false);
if (!run('lint and format', pnpm, ['exec', 'biome', 'check', '.'])) finish(false);
if (!run('layouts', pnpm, ['run', '--silent', 'layout', 'check'])) finish(false);

const unitOk = run('unit, machine and story tests', pnpm, [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, 'vitest.json')}`,
]);
const vitest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}>('vitest.json');
if (vitest) {
  total.passed += vitest.numPassedTests;
  total.failed += vitest.numFailedTests;
  total.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (!unitOk) finish(false);

if (!run('build', pnpm, ['run', 'build'])) finish(false);
const e2eOk = run('end-to-end tests (Chromium)', pnpm, ['exec', 'playwright', 'test'], { CI: '1' });
const e2e = readJson<E2eReport>('e2e.json');
if (e2e) {
  const flaky = flakyTests(e2e.suites);
  if (flaky.length > 0) console.log(`\nflaky (failed once, passed on retry):\n  ${flaky.join('\n  ')}`);
  total.passed += e2e.stats.expected + e2e.stats.flaky;
  total.failed += e2e.stats.unexpected;
  total.skipped += e2e.stats.skipped;
}
finish(e2eOk && total.failed === 0);
