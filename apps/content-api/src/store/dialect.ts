import { PostgresAdapter, type QueryExecutor } from 'kysely';

export type StoreKind = 'sqlite' | 'postgres';

/**
 * Which engine a Kysely instance or transaction talks to; the few dialect-specific decisions
 * (identity columns, sequences) key off this.
 */
export function storeKindOf(db: { getExecutor(): QueryExecutor }): StoreKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
