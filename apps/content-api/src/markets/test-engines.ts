import { seedStore } from '../seed/seed-store.ts';
import type { Store } from '../store/connect.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { openScratchPostgres, openSeededSqlite } from '../testing/test-api.ts';

// The stores the market calls are tested on: SQLite always, PostgreSQL when TEST_DATABASE_URL
// names one (a throw-away schema, migrated and seeded).

export interface OpenedStore {
  store: Store;
  drop(): Promise<void>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

export const storeEngines: { engine: string; open: () => Promise<OpenedStore> }[] = [
  {
    engine: 'SQLite',
    open: async () => {
      const store = await openSeededSqlite();
      return { store, drop: () => store.db.destroy() };
    },
  },
  ...(postgresUrl
    ? [
        {
          engine: 'PostgreSQL',
          open: async () => {
            const scratch = await openScratchPostgres(postgresUrl);
            await migrateToLatest(scratch.db);
            await seedStore(scratch.db);
            return { store: scratch, drop: () => scratch.drop() };
          },
        },
      ]
    : []),
];

/** A time in India, e.g. `ist('2026-11-19T11:42:30')`. */
export const ist = (text: string) => Date.parse(`${text}+05:30`);
