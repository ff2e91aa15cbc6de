import type { Kysely } from 'kysely';
import { recordChange } from './content-changes.ts';
import type { Database } from './schema.ts';

// HM-08, HM-09: the editors' changes to the seeded site configuration (migration 0031).

/** The values editors set for a config key's entries, by entry name. */
export async function loadConfigValues(db: Kysely<Database>, key: string): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('site_config_values')
    .select(['name', 'value'])
    .where('config_key', '=', key)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** Sets entries of one key in one transaction: every change lands, or none. */
export async function saveConfigValues(
  db: Kysely<Database>,
  key: string,
  values: Record<string, string>,
  change: { at: number; by: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [name, value] of Object.entries(values)) {
      await trx
        .insertInto('site_config_values')
        .values({ config_key: key, name, value, updated_at: change.at, updated_by: change.by })
        .onConflict((conflict) =>
          conflict.columns(['config_key', 'name']).doUpdateSet({
            value,
            updated_at: change.at,
            updated_by: change.by,
          }),
        )
        .execute();
    }
    // Issue 18: pages showing this key leave the caches (GET /changes).
    await recordChange(trx, { kind: 'config', ref: key, at: change.at });
  });
}
