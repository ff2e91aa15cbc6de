import { z } from 'zod';
import { toStoryItem } from '../content/story-item.ts';
import { StoryItem } from '../contract.ts';
import { notFound } from '../http/http-error.ts';
import { numericId, platform, wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Reply, type RouteContext } from '../http/reply.ts';
import { findArticle, listStories, type StoryRow, selectStories } from '../store/articles.ts';
import { loadSectionDirectory } from '../store/sections.ts';

// AB-03 mid-article recommendations (break 5): `type=recommendations&msid={story}&top={1..10}`,
// the stories recommended to the reader of a story. Ranked by what the story is about: each
// keyword it shares counts 3, the same section 2, the same top section 1; the newest first among
// equals. The story itself, its related stories (the body's related boxes show those) and live
// blogs (a page that changes by the minute) are left out.

export const RecommendationsAnswer = z.object({
  searchResult: z.tuple([z.object({ msid: z.string(), data: z.array(StoryItem) })]),
});

const recommendationsQuery = z.object({ msid: numericId(), top: wholeNumber(1, 10).default(4), platform });

/** How many of the section's newest stories join the keyword matches as candidates. */
const SECTION_CANDIDATES = 40;

export async function getRecommendations(context: RouteContext): Promise<Reply> {
  const { msid, top } = parseQuery(recommendationsQuery, context.query);
  const { db } = context;
  const story = await findArticle(db, msid);
  if (!story) throw notFound('msid', `no article ${msid}`);
  const sections = await loadSectionDirectory(db);
  const topSection = sections.chain(story.section_id)[0]?.id ?? story.section_id;

  const [shared, related, sectionStories] = await Promise.all([
    db
      .selectFrom('article_keywords as theirs')
      .innerJoin('article_keywords as ours', 'ours.keyword_id', 'theirs.keyword_id')
      .select(['theirs.article_msid as msid', (eb) => eb.fn.countAll<number | string>().as('shared')])
      .where('ours.article_msid', '=', msid)
      .where('theirs.article_msid', '!=', msid)
      .groupBy('theirs.article_msid')
      .execute(),
    db.selectFrom('related_links').select('related_msid').where('article_msid', '=', msid).execute(),
    listStories(db, { sectionIds: sections.subtree(topSection), limit: SECTION_CANDIDATES }),
  ]);
  const sharedBy = new Map(shared.map((row) => [Number(row.msid), Number(row.shared)]));
  const keywordStories =
    sharedBy.size === 0
      ? []
      : await selectStories(db)
          .where('articles.msid', 'in', [...sharedBy.keys()])
          .execute();

  const excluded = new Set([msid, ...related.map((row) => Number(row.related_msid))]);
  const candidates = new Map<number, StoryRow>();
  for (const row of [...keywordStories, ...sectionStories]) {
    const id = Number(row.msid);
    if (!excluded.has(id) && row.kind !== 'liveblog') candidates.set(id, row);
  }
  const topOf = (sectionId: number) => sections.chain(sectionId)[0]?.id ?? sectionId;
  const score = (row: StoryRow) =>
    3 * (sharedBy.get(Number(row.msid)) ?? 0) +
    (row.section_id === story.section_id ? 2 : 0) +
    (topOf(row.section_id) === topSection ? 1 : 0);
  const ranked = [...candidates.values()].sort(
    (a, b) =>
      score(b) - score(a) || b.published_at.localeCompare(a.published_at) || Number(b.msid) - Number(a.msid),
  );
  return contentJson({
    searchResult: [
      {
        msid: String(msid),
        data: ranked.slice(0, top).map((row) => toStoryItem(row, sections, context.publicUrl)),
      },
    ],
  } satisfies z.infer<typeof RecommendationsAnswer>);
}
