import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from './schema.ts';

// Prime (premium) stories: those a non-Prime reader gets cut short, i.e. prime_blocker 1 or host
// id 364 (content/article.ts isPremium, the same rule in SQL).

export interface PrimeStoryRow {
  msid: number;
  section_id: number;
  kind: string;
  title: string;
  slug: string;
  image_id: number;
}

export function isPremiumStory(eb: ExpressionBuilder<Database, 'articles'>) {
  return eb.or([eb('articles.prime_blocker', '=', 1), eb('articles.host_id', '=', '364')]);
}

/**
 * The newest Prime stories (msid breaks ties), only in `sectionIds` when given, never those in
 * `except`; at most `limit`.
 */
export async function listPrimeStories(
  db: Kysely<Database>,
  filter: { sectionIds?: readonly number[]; except?: readonly number[]; limit: number },
): Promise<PrimeStoryRow[]> {
  let query = db
    .selectFrom('articles')
    .select([
      'articles.msid',
      'articles.section_id',
      'articles.kind',
      'articles.title',
      'articles.slug',
      'articles.image_id',
    ])
    .where(isPremiumStory);
  if (filter.sectionIds) {
    query = query.where(
      'articles.section_id',
      'in',
      filter.sectionIds.length > 0 ? [...filter.sectionIds] : [-1],
    );
  }
  if (filter.except && filter.except.length > 0)
    query = query.where('articles.msid', 'not in', [...filter.except]);
  return query
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.msid', 'desc')
    .limit(filter.limit)
    .execute();
}
