import type { Kysely, Selectable } from 'kysely';
import type { Database, ImageTable } from './schema.ts';

export type ImageRow = Selectable<ImageTable>;

export async function findImage(db: Kysely<Database>, id: number): Promise<ImageRow | undefined> {
  return db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
}
