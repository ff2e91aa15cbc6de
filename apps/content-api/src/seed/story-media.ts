import type { Insertable, Kysely } from 'kysely';
import { formatIst } from '../content/ist-time.ts';
import type { StoryNode } from '../contract.ts';
import { clipForFamily, clips } from '../media/clips.ts';
import { hashText } from '../random.ts';
import type { ArticleTable, Database, LiveBlogUpdateTable, VideoTable } from '../store/schema.ts';
import { sectionSeedOf } from './sections.ts';

// VD-01..02 and the live blog page: each video story's player facts (its clip, length, the video
// platform's ids) and how often it was watched; each live blog's updates as rows of their own,
// read from the blog's stored body (an `h3` time stamp, then what was posted at that time), so
// editors' later posts join the same list. Built from the stored stories alone, so a store seeded
// before these tables existed gets the same rows.

type StoryFields = Pick<
  Insertable<ArticleTable>,
  'msid' | 'kind' | 'section_id' | 'body_json' | 'published_at' | 'updated_at'
>;

export interface StoryMediaSeed {
  videos: Insertable<VideoTable>[];
  updates: Insertable<LiveBlogUpdateTable>[];
}

/** A video platform id of the form its player takes (`1x` and 8 letters or digits), fixed per story. */
export function slikeIdOf(msid: number): string {
  const part = (label: string) => hashText(`${label}:${msid}`).toString(36).padStart(7, '0').slice(-4);
  return `1x${part('slike')}${part('player')}`;
}

/** Seeded view counts: from 2,000 to about 180,000, fixed per story (the demo has no player analytics). */
export function seededViews(msid: number): number {
  const roll = hashText(`views:${msid}`) / 0xffffffff;
  return 2_000 + Math.round(roll * roll * 178_000);
}

function familyOf(sectionId: number): string {
  try {
    return sectionSeedOf(sectionId).family;
  } catch {
    return 'economy';
  }
}

/** The blog's updates, newest first as stored: each `h3` opens one, whatever follows is its body. */
export function liveBlogUpdatesOf(story: StoryFields): Insertable<LiveBlogUpdateTable>[] {
  const body = JSON.parse(story.body_json) as StoryNode;
  const groups: StoryNode[][] = [];
  for (const node of body.child ?? []) {
    if (node.node === 'element' && node.tag === 'h3') groups.push([]);
    else groups.at(-1)?.push(node);
  }
  const opened = Date.parse(story.published_at);
  const last = Date.parse(story.updated_at);
  // The seed spaced the updates evenly from the opening to the last update (seed/body).
  const step = groups.length > 1 ? (last - opened) / (groups.length - 1) : 0;
  // Stored oldest first, so ids grow with time as they do for updates posted later.
  return groups
    .map((child, index) => ({
      msid: story.msid,
      // Whole minutes, as the body's time stamps print them.
      posted_at: formatIst(Math.floor((last - index * step) / 60_000) * 60_000),
      title: '',
      body_json: JSON.stringify({ node: 'root', child }),
      posted_by: null,
      request_key: null,
    }))
    .reverse();
}

export function buildStoryMediaSeed(stories: readonly StoryFields[]): StoryMediaSeed {
  const ordered = [...stories].sort((a, b) => a.msid - b.msid);
  const videos = ordered
    .filter((story) => story.kind === 'video')
    .map((story) => {
      const clip = clipForFamily(familyOf(story.section_id));
      return {
        msid: story.msid,
        slike_id: slikeIdOf(story.msid),
        player_type: 'slike',
        clip,
        duration_seconds: clips[clip].seconds,
        views: seededViews(story.msid),
      };
    });
  const updates = ordered.filter((story) => story.kind === 'liveblog').flatMap(liveBlogUpdatesOf);
  return { videos, updates };
}

/** Writes the rows in the caller's transaction. */
export async function seedStoryMedia(trx: Kysely<Database>, seed: StoryMediaSeed): Promise<void> {
  for (let start = 0; start < seed.videos.length; start += 500) {
    await trx
      .insertInto('videos')
      .values(seed.videos.slice(start, start + 500))
      .execute();
  }
  for (let start = 0; start < seed.updates.length; start += 500) {
    await trx
      .insertInto('liveblog_updates')
      .values(seed.updates.slice(start, start + 500))
      .execute();
  }
}

/** A store seeded before these tables existed gets them from its own stories; true when it added any. */
export async function ensureStoryMedia(db: Kysely<Database>): Promise<boolean> {
  const [video, update] = await Promise.all([
    db.selectFrom('videos').select('msid').limit(1).execute(),
    db.selectFrom('liveblog_updates').select('id').limit(1).execute(),
  ]);
  if (video.length > 0 || update.length > 0) return false;
  const stories = await db
    .selectFrom('articles')
    .select(['msid', 'kind', 'section_id', 'body_json', 'published_at', 'updated_at'])
    .where('kind', 'in', ['video', 'liveblog'])
    .execute();
  const seed = buildStoryMediaSeed(
    stories.map((row) => ({ ...row, msid: Number(row.msid), section_id: Number(row.section_id) })),
  );
  if (seed.videos.length === 0 && seed.updates.length === 0) return false;
  await db.transaction().execute((trx) => seedStoryMedia(trx, seed));
  return true;
}

export async function clearStoryMedia(trx: Kysely<Database>): Promise<void> {
  await trx.deleteFrom('liveblog_updates').execute();
  await trx.deleteFrom('videos').execute();
}
