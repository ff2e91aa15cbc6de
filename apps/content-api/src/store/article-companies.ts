import type { Kysely } from 'kysely';
import { type StoryRow, selectStories } from './articles.ts';
import type { Database } from './schema.ts';

// AB-04: the companies a story is about, and a company's stories (its page's news).

/** The ids of the companies tagged on a story, in the editors' order. */
export async function listCompanyIdsOf(db: Kysely<Database>, msid: number): Promise<number[]> {
  const rows = await db
    .selectFrom('article_companies')
    .select('company_id')
    .where('article_msid', '=', msid)
    .orderBy('position')
    .execute();
  return rows.map((row) => Number(row.company_id));
}

/** A page of the stories tagged with a company, newest first (msid breaks ties). */
export async function listStoriesByCompany(
  db: Kysely<Database>,
  companyId: number,
  page: { limit: number; offset: number },
): Promise<StoryRow[]> {
  return selectStories(db)
    .innerJoin('article_companies', 'article_companies.article_msid', 'articles.msid')
    .where('article_companies.company_id', '=', companyId)
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.msid', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countStoriesByCompany(db: Kysely<Database>, companyId: number): Promise<number> {
  const { count } = await db
    .selectFrom('article_companies')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
