import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { z } from 'zod';
import { hashSessionToken, newSessionToken, sessionLifetimeMs } from '../auth/session-token.ts';
import { ErrorAnswer } from '../contract.ts';
import type { RateSettings } from '../http/rate-limit.ts';
import type { PhotoSettings } from '../photos/photo-service.ts';
import type { PaywallSettings } from '../routes/paywall-rule.ts';
import { type DemoReader, demoReaders } from '../seed/readers.ts';
import { seedStore } from '../seed/seed-store.ts';
import { type ClientTimeouts, type ContentApiOptions, createContentApi } from '../server.ts';
import { openPostgres, openSqlite, type Store } from '../store/connect.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { storeSession } from '../store/readers.ts';

// Test helpers: a seeded store and the API listening on a free port of the loopback address.

export const testPublicUrl = 'http://pictures.test';

export interface TestApi {
  baseUrl: string;
  store: Store;
  get(path: string, headers?: Record<string, string>, init?: RequestInit): Promise<Response>;
  /** Fetches, expects 200, and parses the JSON body with the schema. */
  getParsed<Schema extends z.ZodType>(
    schema: Schema,
    path: string,
    headers?: Record<string, string>,
  ): Promise<z.output<Schema>>;
  /** Fetches, expects `status`, and returns the parsed error body. */
  getError(path: string, status: number): Promise<ErrorAnswer['error']>;
  /** POSTs the fields form-encoded, as the publisher's widgets do. */
  post(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  /**
   * A session for a demo account, made in the store directly (no password hashing, so tests stay
   * fast); returns the bearer header. The login route has its own tests.
   */
  signIn(who: DemoReader): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  log?: (message: string) => void;
  closeStore?: boolean;
  now?: () => number;
  rateLimits?: Partial<RateSettings>;
  trustedProxies?: readonly string[];
  photos?: PhotoSettings;
  timeouts?: Partial<ClientTimeouts>;
  paywall?: Partial<PaywallSettings>;
  showOneTimeCodes?: boolean;
  cricket?: ContentApiOptions['cricket'];
  /** PS-04: e.g. the webhook secret, for tests that sign (or forge) confirmations themselves. */
  payments?: ContentApiOptions['payments'];
}

export async function openSeededSqlite(): Promise<Store> {
  const store = openSqlite(':memory:');
  await migrateToLatest(store.db);
  await seedStore(store.db);
  return store;
}

export async function startTestApi(store?: Store, options: TestApiOptions = {}): Promise<TestApi> {
  const usedStore = store ?? (await openSeededSqlite());
  const now = options.now ?? Date.now;
  const server = createContentApi({
    db: usedStore.db,
    publicUrl: testPublicUrl,
    log: options.log ?? (() => {}),
    now,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
    ...(options.photos ? { photos: options.photos } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.paywall ? { paywall: options.paywall } : {}),
    ...(options.showOneTimeCodes !== undefined ? { showOneTimeCodes: options.showOneTimeCodes } : {}),
    ...(options.cricket ? { cricket: options.cricket } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const get = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
    fetch(`${baseUrl}${path}`, { ...init, headers });
  return {
    baseUrl,
    store: usedStore,
    get,
    async getParsed(schema, path, headers) {
      const response = await get(path, headers);
      const body: unknown = await response.json();
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
      return schema.parse(body);
    },
    async getError(path, status) {
      const response = await get(path);
      const body: unknown = await response.json();
      if (response.status !== status)
        throw new Error(`${path} answered ${response.status}, not ${status}: ${JSON.stringify(body)}`);
      return ErrorAnswer.parse(body).error;
    },
    post(path, fields, headers = {}) {
      return fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      });
    },
    async signIn(who) {
      const token = newSessionToken();
      const nowMs = now();
      await storeSession(usedStore.db, {
        tokenHash: hashSessionToken(token),
        readerId: demoReaders[who].id,
        nowMs,
        expiresMs: nowMs + sessionLifetimeMs,
      });
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (options.closeStore !== false) await usedStore.db.destroy();
    },
  };
}

/**
 * A PostgreSQL store in a schema of its own, so test runs never touch each other's tables.
 * `drop()` removes the schema and closes the pool.
 */
export async function openScratchPostgres(
  databaseUrl: string,
): Promise<Store & { schema: string; drop(): Promise<void> }> {
  const schema = `content_api_test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(databaseUrl, { max: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.db.destroy();
  const store = openPostgres(databaseUrl, { options: `-c search_path=${schema}` });
  return {
    ...store,
    schema,
    async drop() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(store.db);
      await store.db.destroy();
    },
  };
}
