import { describe, expect, it } from 'vitest';
import type { StoryItem } from '../../content/schemas.ts';
import { newestAcross } from './pictureStories.tsx';

const story = (msid: string, date: string) =>
  ({ msid, title: msid, url: `/x/slideshow/${msid}.cms`, date }) as StoryItem;

describe('HM-12 picture stories', () => {
  it('takes the newest of several sections, each story once', () => {
    const panache = [story('3', '2026-11-20T10:00:00+05:30'), story('1', '2026-11-18T10:00:00+05:30')];
    const webStories = [story('4', '2026-11-21T10:00:00+05:30'), story('3', '2026-11-20T10:00:00+05:30')];
    expect(newestAcross([panache, webStories], 3).map((s) => s.msid)).toEqual(['4', '3', '1']);
    expect(newestAcross([panache, webStories], 2).map((s) => s.msid)).toEqual(['4', '3']);
  });
});
