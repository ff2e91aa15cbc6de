import type { AddressInfo } from 'node:net';
import { readConfig } from './config.ts';
import { configureMail } from './mail/routes.ts';
import { ensureSeeded } from './seed/seed-store.ts';
import { createContentApi } from './server.ts';
import { openStore, type Store } from './store/connect.ts';
import { migrateToLatest } from './store/migrate.ts';

// Starts the content API: migrate, seed an empty store, listen, and stop cleanly on a signal.

const shutdownGraceMs = 5_000;

async function start(): Promise<void> {
  const config = readConfig(process.env);
  // Read now, so a bad mail setting (e.g. CAPTCHA_MAX_NUMBER) stops the start, not each mail.
  configureMail();
  const store = openStore(config);
  try {
    await migrateToLatest(store.db);
    const seeded = await ensureSeeded(store.db);
    if (seeded) {
      console.error(`content-api: seeded ${seeded.articles} articles into ${store.where} in ${seeded.ms} ms`);
    }
  } catch (error) {
    await store.db.destroy();
    throw error;
  }
  const server = createContentApi({
    db: store.db,
    publicUrl: config.publicUrl,
    rateLimits: config.rateLimits,
    trustedProxies: config.trustedProxies,
    paywall: config.paywall,
    showOneTimeCodes: config.showOneTimeCodes,
    cricket: config.cricket,
    payments: config.payments,
  });
  server.on('error', (error) => {
    console.error(`content-api: cannot listen on ${config.host}:${config.port}: ${error.message}`);
    void store.db.destroy().finally(() => process.exit(1));
  });
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    console.log(`content-api listening on http://${config.host}:${port} (${store.kind})`);
    if (config.showOneTimeCodes) {
      console.error('content-api: SHOW_ONE_TIME_CODES is on: sign-in codes are in the answers (demo only)');
    }
  });
  stopOnSignals(server, store);
}

function stopOnSignals(server: ReturnType<typeof createContentApi>, store: Store): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`content-api: ${signal}, closing`);
    // Finish requests in flight, but wait neither on idle keep-alive sockets nor on a stuck client.
    const forceClose = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(forceClose);
    await store.db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

try {
  await start();
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(
    `content-api: cannot start: ${error instanceof Error ? error.message : String(error)}${cause}`,
  );
  process.exit(1);
}
