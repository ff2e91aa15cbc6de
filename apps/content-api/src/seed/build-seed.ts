import type { Insertable } from 'kysely';
import { createRandom } from '../random.ts';
import type {
  AuthorTable,
  CommentTable,
  ImageTable,
  KeywordTable,
  PrimePlanTable,
  ReaderTable,
  SectionTable,
} from '../store/schema.ts';
import { seedAuthors } from './authors.ts';
import { createCommentWriter } from './comments.ts';
import { type CuratedListRows, seedCuratedLists } from './curated-lists.ts';
import { createImageAllocator } from './images.ts';
import { seedKeywords } from './keywords.ts';
import { planStories } from './plan.ts';
import { primeArtworkRows, primePlanRows } from './prime-catalogue.ts';
import { seedReaderRows } from './readers.ts';
import { allSectionSeeds } from './sections.ts';
import { type WrittenStories, writeStories } from './stories.ts';

/** Changing this reshuffles the whole demo, and moves the landmarks the tests check. */
export const seedNumber = 20_261_120;
export const firstImageId = 200_001;

export interface SeedData extends WrittenStories, CuratedListRows {
  sections: Insertable<SectionTable>[];
  images: Insertable<ImageTable>[];
  authors: Insertable<AuthorTable>[];
  keywords: Insertable<KeywordTable>[];
  comments: Insertable<CommentTable>[];
  readers: Insertable<ReaderTable>[];
  primePlans: Insertable<PrimePlanTable>[];
}

/** The whole demo data set, built in memory. A pure function of the seed number. */
export function buildSeedData(): SeedData {
  const random = createRandom(seedNumber);
  const images = createImageAllocator(random.fork('images'), firstImageId);
  const authors = seedAuthors(images);
  const comments = createCommentWriter(images, random.fork('avatars'));
  const keywords = seedKeywords();
  const plans = planStories(random.fork('plan'));
  const stories = writeStories(random.fork('stories'), plans, { images, authors, keywords, comments });
  return {
    sections: allSectionSeeds.map((section, position) => ({
      id: section.id,
      parent_id: section.parentId,
      name: section.name,
      seopath: section.seopath,
      position,
      metainfo_json: section.metainfo ? JSON.stringify(section.metainfo) : null,
    })),
    images: [...primeArtworkRows(), ...images.rows],
    authors: authors.rows,
    keywords,
    comments: comments.rows,
    readers: seedReaderRows(),
    primePlans: primePlanRows.map((plan) => ({ ...plan })),
    ...stories,
    ...seedCuratedLists(stories.articles),
  };
}
