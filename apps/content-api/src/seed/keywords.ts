import type { Insertable } from 'kysely';
import type { KeywordTable } from '../store/schema.ts';
import { families } from './text/families.ts';
import { slugify } from './text/template.ts';

export const firstKeywordId = 7_000_001;

/** One topic page per keyword any phrasebook uses, in a stable order. */
export function seedKeywords(): Insertable<KeywordTable>[] {
  const titles = [...new Set(Object.values(families).flatMap((family) => family.keywords))];
  return titles.map((title, index) => ({ id: firstKeywordId + index, title, slug: slugify(title) }));
}
