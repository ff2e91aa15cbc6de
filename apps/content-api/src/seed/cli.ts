import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { readConfig } from '../config.ts';
import { openStore } from '../store/connect.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { storeSizeBytes } from '../store/store-size.ts';
import { clearStore, ensureSeeded, seedStore } from './seed-store.ts';

// `pnpm --filter @newsroom/content-api seed` replaces the configured store's content with the
// demo data; `--if-empty` seeds only a store without articles (what the server does at start).

const { values } = parseArgs({ options: { 'if-empty': { type: 'boolean', default: false } } });
const config = readConfig(process.env);
const store = openStore(config);
try {
  await migrateToLatest(store.db);
  let report: Awaited<ReturnType<typeof seedStore>> | null;
  if (values['if-empty']) {
    report = await ensureSeeded(store.db);
  } else {
    await clearStore(store.db);
    report = await seedStore(store.db);
  }
  if (!report) {
    console.log(`content-api seed: ${store.where} already has articles; left as it is`);
  } else {
    // Fold the write-ahead log into the database file so the reported size is the real one.
    if (store.kind === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(store.db);
    const size = await storeSizeBytes(store);
    console.log(
      `content-api seed: ${report.articles} articles, ${report.comments} comments, ${report.images} pictures ` +
        `into ${store.where} (${store.kind}) in ${report.ms} ms` +
        (size === null ? '' : `; store is ${(size / 1024 / 1024).toFixed(1)} MiB`),
    );
  }
} finally {
  await store.db.destroy();
}
