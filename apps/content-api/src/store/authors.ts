import type { Kysely, Selectable } from 'kysely';
import { selectStories } from './articles.ts';
import type { AuthorTable, Database } from './schema.ts';

export type AuthorRow = Selectable<AuthorTable>;

export async function findAuthor(db: Kysely<Database>, id: number): Promise<AuthorRow | undefined> {
  return db.selectFrom('authors').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listAuthorsOf(db: Kysely<Database>, msid: number): Promise<AuthorRow[]> {
  return db
    .selectFrom('article_authors')
    .innerJoin('authors', 'authors.id', 'article_authors.author_id')
    .selectAll('authors')
    .where('article_authors.article_msid', '=', msid)
    .orderBy('article_authors.position')
    .execute();
}

/** The author's newest stories (the author card's, and a page of the author page's, AB-15). */
export async function listStoriesByAuthor(db: Kysely<Database>, authorId: number, limit: number, offset = 0) {
  return selectStories(db)
    .innerJoin('article_authors', 'article_authors.article_msid', 'articles.msid')
    .where('article_authors.author_id', '=', authorId)
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.msid', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many stories carry the author's name (AB-15: the author page's number of pages). */
export async function countStoriesByAuthor(db: Kysely<Database>, authorId: number): Promise<number> {
  const { count } = await db
    .selectFrom('article_authors')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('author_id', '=', authorId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
