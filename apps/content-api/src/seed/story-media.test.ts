import { describe, expect, it } from 'vitest';
import { rankTrending } from '../content/video.ts';
import type { StoryNode } from '../contract.ts';
import { buildSeedData } from './build-seed.ts';
import { buildStoryMediaSeed, liveBlogUpdatesOf, slikeIdOf } from './story-media.ts';

// VD-01, VD-02 and the live blog page: the seed's player facts and updates, read from the stories.

const data = buildSeedData();
const seed = buildStoryMediaSeed(data.articles);

describe('VD-01 videos in the seed', () => {
  it('every video story has its player facts, a distinct platform id and a seeded view count', () => {
    const videos = data.articles.filter((story) => story.kind === 'video');
    expect(seed.videos.map((video) => video.msid)).toEqual(
      videos.map((video) => video.msid).sort((a, b) => a - b),
    );
    expect(new Set(seed.videos.map((video) => video.slike_id)).size).toBe(seed.videos.length);
    for (const video of seed.videos) {
      expect(video.slike_id).toMatch(/^1x[0-9a-z]{8}$/);
      expect(['markets', 'news', 'tech']).toContain(video.clip);
      expect(video.views).toBeGreaterThanOrEqual(2_000);
    }
    expect(slikeIdOf(125_400_308)).toBe(slikeIdOf(125_400_308));
  });

  it('VD-02 trending ranks views by age: a day-old video with a third of the views beats a week-old one', () => {
    const now = Date.parse('2026-11-20T20:00:00+05:30');
    const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
    const ranked = rankTrending(
      [
        { msid: 1, views: 90_000, published_at: hoursAgo(24 * 7) },
        { msid: 2, views: 30_000, published_at: hoursAgo(24) },
        { msid: 3, views: 30_000, published_at: hoursAgo(24) },
      ],
      now,
    );
    expect(ranked.map((row) => row.msid)).toEqual([3, 2, 1]);
  });
});

describe('live blog updates in the seed', () => {
  it('each h3 time stamp opens an update; its time is the stamp’s, ids grow with time', () => {
    const blogs = data.articles.filter((story) => story.kind === 'liveblog');
    expect(blogs.length).toBeGreaterThan(0);
    for (const blog of blogs) {
      const updates = liveBlogUpdatesOf(blog);
      const body = JSON.parse(blog.body_json) as StoryNode;
      const stamps = (body.child ?? [])
        .filter((node) => node.tag === 'h3')
        .map((node) => node.child?.[0]?.text?.replace(' IST', ''));
      // Stored oldest first; the body lists the newest first.
      expect(updates.map((update) => update.posted_at.slice(11, 16))).toEqual([...stamps].reverse());
      expect(updates.at(-1)?.posted_at).toBe(blog.updated_at.replace(/:\d\d\+/, ':00+'));
      for (const update of updates) {
        const child = (JSON.parse(update.body_json) as StoryNode).child ?? [];
        expect(child.length).toBeGreaterThan(0);
        expect(child.some((node) => node.tag === 'h3')).toBe(false);
      }
    }
    expect(seed.updates.length).toBe(blogs.reduce((sum, blog) => sum + liveBlogUpdatesOf(blog).length, 0));
  });
});

describe('a store seeded before videos and live blog updates had tables of their own', () => {
  it('gets the same rows a new seed has, once', async () => {
    const { openSeededSqlite } = await import('../testing/test-api.ts');
    const { ensureStoryMedia, clearStoryMedia } = await import('./story-media.ts');
    const store = await openSeededSqlite();
    try {
      const read = async () => ({
        videos: await store.db.selectFrom('videos').selectAll().orderBy('msid').execute(),
        updates: await store.db.selectFrom('liveblog_updates').selectAll().orderBy('id').execute(),
      });
      const fresh = await read();
      expect(fresh.videos.length).toBeGreaterThan(0);
      await clearStoryMedia(store.db);
      expect(await ensureStoryMedia(store.db)).toBe(true);
      const restored = await read();
      expect(restored.videos).toEqual(fresh.videos);
      expect(restored.updates.map(({ id: _, ...row }) => row)).toEqual(
        fresh.updates.map(({ id: _, ...row }) => row),
      );
      expect(await ensureStoryMedia(store.db)).toBe(false);
    } finally {
      await store.db.destroy();
    }
  });
});
