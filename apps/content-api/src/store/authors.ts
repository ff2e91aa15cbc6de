import type { Kysely, Selectable } from 'kysely';
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

/** The author's newest stories, as the author card lists them. */
export async function listStoriesByAuthor(db: Kysely<Database>, authorId: number, limit: number) {
  return db
    .selectFrom('article_authors')
    .innerJoin('articles', 'articles.msid', 'article_authors.article_msid')
    .select([
      'articles.msid',
      'articles.kind',
      'articles.title',
      'articles.slug',
      'articles.section_id',
      'articles.published_at',
    ])
    .where('article_authors.author_id', '=', authorId)
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.msid', 'desc')
    .limit(limit)
    .execute();
}
