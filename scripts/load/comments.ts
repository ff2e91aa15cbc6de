// `./dev load` (`pnpm load [--limits default|off]`): a bounded load test of the comment backend.
// Starts its own content API on 127.0.0.1:4310 (fresh in-memory SQLite store) for each run,
// posts 2,000 comments from 50 clients (40 each, every tenth retried with its Idempotency-Key),
// reads every comment of the targeted articles back and prints what was accepted, refused,
// lost and duplicated. Run twice by default: with the server's default rate limits, then with
// RATE_LIMIT_POSTS=off. Exits non-zero on a lost or duplicated comment or any other error.
// Only 127.0.0.1 is contacted; the whole run is aborted after 120 s.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { defaultRateSettings } from '../../apps/content-api/src/http/rate-limit.ts';
import { killLoadApis, type LoadApi, startLoadApi } from './api.ts';
import { LOAD_SHAPE, type RunResult, runScenario } from './scenario.ts';

const PORT = 4310;
const TIME_LIMIT_MS = 120_000;

type Limits = 'default' | 'off';

const runs = chooseRuns();

const postLimit = defaultRateSettings.posts;
const burst = postLimit === 'off' ? 0 : postLimit.count;
const defaultLimitText =
  postLimit === 'off' ? 'off' : `${postLimit.count} posts per ${postLimit.perSeconds} s per client`;

// The time limit aborts every request in flight; the runs then stop their servers as on any
// failure. Should that hang too, a last timer kills the servers and leaves.
const deadline = new AbortController();
const timeLimit = setTimeout(
  () => deadline.abort(new Error(`time limit of ${TIME_LIMIT_MS / 1000} s reached`)),
  TIME_LIMIT_MS,
);
const lastResort = setTimeout(() => {
  console.error('load: the servers did not stop after the time limit; killing them');
  killLoadApis();
  process.exit(1);
}, TIME_LIMIT_MS + 15_000);
lastResort.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => deadline.abort(new Error(`interrupted (${signal})`)));
}
process.once('exit', killLoadApis);

const started = performance.now();
const verdicts: { run: Limits; ok: boolean }[] = [];
let failure: unknown;
try {
  for (const [index, limits] of runs.entries()) {
    const setting = limits === 'off' ? 'RATE_LIMIT_POSTS=off' : `default rate limits (${defaultLimitText})`;
    console.log(
      `\nrun ${index + 1}/${runs.length}: ${setting}; ${LOAD_SHAPE.clients} clients × ${LOAD_SHAPE.postsPerClient} posts, ` +
        `every ${LOAD_SHAPE.retryEvery}th retried with its key`,
    );
    let api: LoadApi | undefined;
    let result: RunResult;
    try {
      api = await startLoadApi({
        port: PORT,
        env: limits === 'off' ? { RATE_LIMIT_POSTS: 'off' } : {},
        signal: deadline.signal,
      });
      result = await runScenario(api.url, deadline.signal, burst);
    } finally {
      await api?.stop();
    }
    verdicts.push({ run: limits, ok: report(limits, result) });
  }
} catch (error) {
  failure = error;
} finally {
  clearTimeout(timeLimit);
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failure) {
  console.error(
    `\nload: FAILED after ${seconds} s: ${failure instanceof Error ? failure.message : String(failure)}`,
  );
  process.exitCode = 1;
} else {
  const summary = verdicts.map(
    ({ run, ok }) => `${run === 'off' ? 'limits off' : 'default limits'} ${ok ? 'ok' : 'FAILED'}`,
  );
  const ok = verdicts.every((verdict) => verdict.ok);
  console.log(`\nload: ${summary.join(', ')} (${seconds} s)`);
  process.exitCode = ok ? 0 : 1;
}

/** Prints the run's table and checks; true when every check holds. */
function report(limits: Limits, result: RunResult): boolean {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const rows = [
    ['figure', 'value', 'must be'],
    ['articles (latest news)', result.msids.join(' '), ''],
    ['posts attempted', String(result.attempted), ''],
    ['accepted (200)', String(result.accepted), limits === 'off' ? String(result.attempted) : ''],
    ['refused (429, rate limit)', String(result.refused), limits === 'off' ? '0' : ''],
    ['retried once with the same key', String(result.retried), ''],
    ['  answered from the store (same _id)', String(result.retryReplayed), ''],
    ['  refused again (429)', String(result.retryRefusedAgain), ''],
    ['  stored by the retry (first refused)', String(result.retryStoredAfterRefusal), ''],
    ['lost (accepted, not read back)', String(result.lost), '0'],
    ['duplicated (read back twice or more)', String(result.duplicated), '0'],
    ['refused but stored', String(result.refusedButStored), '0'],
    ['other errors (not 200/429)', String(result.otherErrors), '0'],
    ['POST requests (with retries)', `${result.requests} in ${result.postSeconds.toFixed(2)} s`, ''],
    ['requests per second (posts phase)', result.requestsPerSecond.toFixed(0), ''],
    ['POST latency p50 / p99', `${ms(result.p50Ms)} / ${ms(result.p99Ms)}`, ''],
    [
      'read back (GET /comments, size 25)',
      `${result.readBack.comments} comments, ${result.readBack.pages} pages, ${result.readBack.seconds.toFixed(2)} s`,
      '',
    ],
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  console.log('');
  for (const row of rows)
    console.log(
      row
        .map((cell, col) => cell.padEnd(widths[col]!))
        .join('  ')
        .trimEnd(),
    );

  const checks: [string, boolean][] = [
    ['no accepted comment lost', result.lost === 0],
    ['no comment duplicated (retries answered from the store)', result.duplicated === 0],
    ['nothing refused was stored', result.refusedButStored === 0],
    ['no other errors', result.otherErrors === 0],
  ];
  if (limits === 'off') checks.push(['everything accepted with RATE_LIMIT_POSTS=off', result.refused === 0]);
  else {
    checks.push([
      `each client's first ${burst} posts accepted (own bucket per X-Forwarded-For)`,
      result.clientsWithFullBurst === LOAD_SHAPE.clients,
    ]);
  }
  console.log('');
  for (const [name, ok] of checks) console.log(`${ok ? 'ok    ' : 'FAILED'}  ${name}`);
  if (result.samples.length > 0) {
    console.log('');
    for (const sample of result.samples) console.log(`  ${sample}`);
  }
  return checks.every(([, ok]) => ok);
}

function chooseRuns(): Limits[] {
  const usage = 'usage: pnpm load [--limits default|off]';
  try {
    const { values } = parseArgs({ options: { limits: { type: 'string' } } });
    if (values.limits === undefined) return ['default', 'off'];
    if (values.limits === 'default' || values.limits === 'off') return [values.limits];
  } catch (error) {
    console.error((error as Error).message);
  }
  console.error(usage);
  process.exit(2);
}
