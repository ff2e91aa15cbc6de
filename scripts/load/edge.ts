// `./dev load edge` (after `./dev run build`): a bounded load test of the production-like stack
// (issue 18) on 127.0.0.1 — nginx as the edge, two site instances, two backends on PostgreSQL
// (a scratch schema of DATABASE_URL, or TEST_DATABASE_URL). It measures requests per second and
// p99 through the edge for an anonymous mix and for signed-in readers; kills a site instance
// mid-load (no request may fail at the edge); posts 2,000 comments spread over both backends
// (none lost or duplicated, retries sent to the other backend); counts one rate limit across
// both backends; and last kills both backends mid-load (readers get the pages they had, stale,
// not errors). Ports from LOAD_EDGE_PORT_BASE (4320–4325). The whole run stops after 240 s.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { NGINX, nginxAvailable } from '../edge/nginx.ts';
import { type EdgeStack, startEdgeStack } from '../edge/stack.ts';
import { signInAtSite } from '../siteSignIn.ts';
import { LOAD_SHAPE, type LoadShape, runScenario } from './scenario.ts';

const TIME_LIMIT_MS = 240_000;
const SECONDS = Number(process.env.LOAD_EDGE_SECONDS ?? 10);
const CONNECTIONS = 20;
const portBase = Number(process.env.LOAD_EDGE_PORT_BASE ?? 4320);
const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    'load edge: DATABASE_URL (or TEST_DATABASE_URL) must name a PostgreSQL database to make a scratch schema in',
  );
  process.exit(2);
}
if (!nginxAvailable()) {
  console.error(`load edge: no nginx at ${NGINX} (apt-get install nginx-light, or set NGINX_BIN)`);
  process.exit(2);
}

const deadline = new AbortController();
const timeLimit = setTimeout(
  () => deadline.abort(new Error(`time limit of ${TIME_LIMIT_MS / 1000} s reached`)),
  TIME_LIMIT_MS,
);

interface PhaseFigures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}
const rows: [string, PhaseFigures][] = [];
const checks: [string, boolean][] = [];

/** A bounded autocannon run through the edge; `during` runs after `atMs` (a kill). */
async function load(
  url: string,
  paths: string[],
  options: { cookies?: string[]; bust?: boolean; during?: { atMs: number; run: () => void }[] } = {},
): Promise<PhaseFigures> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`load goes to 127.0.0.1 only, not ${url}`);
  let n = 0;
  const timers = (options.during ?? []).map(({ atMs, run }) => setTimeout(run, atMs));
  let stop = () => {};
  const running = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        pipelining: 1,
        timeout: 15,
        requests: [
          {
            setupRequest: (request) => {
              n++;
              const path = paths[n % paths.length]!;
              // A query the edge has not seen passes it, so the site instances take this load.
              const target = options.bust ? `${path}${path.includes('?') ? '&' : '?'}lt=${n}` : path;
              const cookie = options.cookies?.[n % options.cookies.length];
              return {
                ...request,
                path: target,
                headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    stop = () => instance.stop();
  });
  const onAbort = () => stop();
  deadline.signal.addEventListener('abort', onAbort, { once: true });
  const result = await running;
  deadline.signal.removeEventListener('abort', onAbort);
  timers.forEach(clearTimeout);
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function storyPaths(edgeUrl: string): Promise<string[]> {
  const html = await (await fetch(`${edgeUrl}/`)).text();
  const paths = [...html.matchAll(/href="(\/[^"]*\/articleshow\/\d+\.cms)"/g)].map((match) => match[1]!);
  const unique = [...new Set(paths)].slice(0, 6);
  if (unique.length < 3) throw new Error('the home page links to fewer than 3 stories');
  return unique;
}

let stack: EdgeStack | undefined;
let failure: unknown;
const started = Date.now();
try {
  stack = await startEdgeStack({
    databaseUrl,
    scratchSchemaPrefix: 'edge_load',
    portBase,
    quiet: true,
    nginxWorkers: 2,
  });
  const edge = stack.edgeUrl;
  const stories = await storyPaths(edge);
  const mix: string[] = [];
  // Warm the edge and the sites: readers come to pages someone read before.
  for (const path of ['/', ...stories, '/markets', '/opinions.cms']) {
    if ((await fetch(`${edge}${path}`)).ok) mix.push(path);
  }
  console.log(
    `\nedge load: ${CONNECTIONS} connections, ${SECONDS} s a phase, through ${edge}; pages ${mix.join(' ')}`,
  );

  const anonymous = await load(edge, mix);
  rows.push(['anonymous mix (edge cache)', anonymous]);
  checks.push(['anonymous mix: no failed request', anonymous.non2xx === 0 && anonymous.errors === 0]);

  // Hardening (issue 26.7): made-up session cookies. Any value but the signed shape is an
  // anonymous reader answered from the edge's cache, as fast as the plain mix; the signed shape
  // with a made-up signature passes the edge (which holds no key) and costs a page from the
  // site's own cache, never a backend session lookup.
  const junk = await load(edge, mix, {
    cookies: Array.from({ length: 100 }, () => `ledger_session=${randomBytes(18).toString('base64url')}`),
  });
  rows.push(['junk session cookies (edge cache)', junk]);
  checks.push(['junk session cookies: no failed request', junk.non2xx === 0 && junk.errors === 0]);
  const forged = await load(edge, mix, {
    cookies: Array.from(
      { length: 100 },
      () =>
        `ledger_session=${randomBytes(32).toString('base64url')}.${randomBytes(24).toString('base64url')}`,
    ),
  });
  rows.push(['forged signed-shape cookies (site page cache)', forged]);
  checks.push(['forged signed-shape cookies: no failed request', forged.non2xx === 0 && forged.errors === 0]);

  const anonymousMiss = await load(edge, mix, { bust: true });
  rows.push(['anonymous, past the edge (site caches)', anonymousMiss]);

  // Signed in through the edge's /login, as readers are: the site signs the cookie (issue 26.7).
  // One after another: each password check is slow on purpose (scrypt).
  const sessions = [];
  for (const email of ['reader@demo.ledger', 'prime@demo.ledger', 'trial@demo.ledger', 'expired@demo.ledger'])
    sessions.push(await signInAtSite(edge, email, 'ledger-demo-2026'));
  const signedIn = await load(edge, ['/', ...stories], {
    cookies: sessions.map((session) => session.cookie),
  });
  rows.push(['signed-in readers (4, never cached at the edge)', signedIn]);
  checks.push(['signed-in readers: no failed request', signedIn.non2xx === 0 && signedIn.errors === 0]);

  // 2,000 comments, each client's posts and retries spread over both backends.
  const commentsShape: LoadShape = { ...LOAD_SHAPE, clients: 200, postsPerClient: 10, retryEvery: 5 };
  const comments = await runScenario(stack.apiUrls, deadline.signal, 10, commentsShape);
  console.log(
    `\ncomments over both backends: ${comments.attempted} posts, ${comments.accepted} accepted, ${comments.refused} refused, ` +
      `${comments.retried} retried on the other backend (${comments.retryReplayed} answered from the store), ` +
      `lost ${comments.lost}, duplicated ${comments.duplicated}, other errors ${comments.otherErrors}; ` +
      `${comments.requestsPerSecond.toFixed(0)} posts/s, p99 ${comments.p99Ms.toFixed(1)} ms`,
  );
  for (const sample of comments.samples) console.log(`  ${sample}`);
  checks.push([
    '2,000 comments over two backends: none lost',
    comments.lost === 0 && comments.attempted === 2000,
  ]);
  checks.push([
    'none duplicated (retries to the other backend answered from the store)',
    comments.duplicated === 0,
  ]);
  checks.push(['no other errors', comments.otherErrors === 0 && comments.refusedButStored === 0]);

  // One limit across both backends: 20 posts a client, alternating, against 10 a minute.
  const limitShape: LoadShape = {
    ...LOAD_SHAPE,
    clients: 20,
    postsPerClient: 20,
    retryEvery: 0,
    clientOffset: 200,
  };
  const limitStarted = Date.now();
  const limited = await runScenario(stack.apiUrls, deadline.signal, 10, limitShape);
  const earned = Math.ceil((((Date.now() - limitStarted) / 1000) * 10) / 60);
  console.log(
    `rate limit across backends (10 posts/60 s): accepted per client ${limited.acceptedPerClient.min}–${limited.acceptedPerClient.max} of 20 ` +
      `(at most 10 + ${earned} earned back; per-instance buckets would allow 20)`,
  );
  checks.push([
    'the rate limit counts across instances',
    limited.acceptedPerClient.max <= 10 + earned &&
      limited.acceptedPerClient.min >= 10 &&
      limited.otherErrors === 0,
  ]);

  const siteKilled = await load(edge, mix, {
    bust: true,
    during: [{ atMs: 3000, run: () => stack?.killSite(0) }],
  });
  rows.push(['a site instance killed at 3 s (past the edge)', siteKilled]);
  checks.push([
    'site instance killed: no failed request at the edge',
    siteKilled.non2xx === 0 && siteKilled.errors === 0,
  ]);

  const backendsKilled = await load(edge, mix, {
    bust: true,
    during: [
      { atMs: 2000, run: () => stack?.killApi(0) },
      { atMs: 4000, run: () => stack?.killApi(1) },
    ],
  });
  rows.push(['backends killed at 2 s and 4 s (stale pages)', backendsKilled]);
  checks.push([
    'backends killed: readers get pages (stale), not errors',
    backendsKilled.non2xx === 0 && backendsKilled.errors === 0,
  ]);
} catch (error) {
  failure = error;
} finally {
  clearTimeout(timeLimit);
  await stack?.stop();
}

if (rows.length > 0) {
  const table = [
    ['phase', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
    ...rows.map(([name, f]) => [name, f.requests, f.rps, f.p50, f.p99, f.non2xx, f.errors].map(String)),
  ];
  const widths = table[0]!.map((_, col) => Math.max(...table.map((row) => row[col]!.length)));
  console.log('');
  for (const row of table)
    console.log(
      row
        .map((cell, col) => cell.padEnd(widths[col]!))
        .join('  ')
        .trimEnd(),
    );
}
console.log('');
for (const [name, ok] of checks) console.log(`${ok ? 'ok    ' : 'FAILED'}  ${name}`);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failure) {
  console.error(
    `\nload edge: FAILED after ${seconds} s: ${failure instanceof Error ? failure.message : String(failure)}`,
  );
  process.exitCode = 1;
} else {
  const ok = checks.every(([, passed]) => passed);
  console.log(`\nload edge: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  process.exitCode = ok ? 0 : 1;
}
