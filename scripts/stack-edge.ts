// `./dev stack` (after the build): the production-like stack on this machine — nginx as the
// edge cache, two site instances, two content-API instances on the PostgreSQL that
// DATABASE_URL names. Ports from STACK_PORT_BASE (8100): edge 8100, the backends' proxy 8101,
// sites 8102–8103, backends 8104–8105. Ctrl+C stops everything.

import { NGINX, nginxAvailable } from './edge/nginx.ts';
import { startEdgeStack } from './edge/stack.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    'stack: DATABASE_URL must name the PostgreSQL database the instances share, e.g.\n' +
      '  DATABASE_URL=postgres://user:pass@127.0.0.1:5432/news ./dev stack',
  );
  process.exit(2);
}
if (!nginxAvailable()) {
  console.error(`stack: no nginx at ${NGINX} (apt-get install nginx-light, or set NGINX_BIN)`);
  process.exit(2);
}
// `--preflight`: the checks alone, before the build (package.json), so a missing setting is said at once.
if (process.argv.includes('--preflight')) process.exit(0);
const portBase = Number(process.env.STACK_PORT_BASE ?? 8100);
const stack = await startEdgeStack({ databaseUrl, portBase }).catch((error: unknown) => {
  console.error(`stack: cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log('\nThe Economic Ledger behind its edge:');
console.log(`  readers (edge)     ${stack.edgeUrl}/`);
console.log(`  site instances     ${stack.siteUrls.join('  ')}`);
console.log(`  backends           ${stack.apiUrls.join('  ')}  (the sites use ${stack.apiProxyUrl})`);
console.log('Press Ctrl+C to stop.');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stack.stop().then(() => process.exit(0));
  });
}
