// `./dev start` (after the build) and `./dev run dev`: the backend on demo data and the site.
// Ports: site 4000 (SITE_PORT), content API 4010 (API_PORT).
import { join } from 'node:path';
import { repoRoot, startStack } from './stack.ts';

const dev = process.argv.includes('--dev');
const stack = await startStack({
  apiPort: Number(process.env.API_PORT ?? 4010),
  sitePort: Number(process.env.SITE_PORT ?? 4000),
  sqlitePath: process.env.SQLITE_PATH ?? join(repoRoot, 'apps/content-api/.data/content.sqlite'),
  dev,
});
console.log(`\nThe Economic Ledger is running (${dev ? 'development' : 'production'} build):`);
console.log(`  site         ${stack.siteUrl}/`);
console.log(`  content API  ${stack.apiUrl}/health`);
console.log('Press Ctrl+C to stop.');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stack.stop().then(() => process.exit(0));
  });
}
