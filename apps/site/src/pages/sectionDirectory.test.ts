import { describe, expect, it } from 'vitest';
import type { SectionEntry } from '../content/schemas.ts';
import { findSectionPage, TOP_STORIES_LIST_ID, topLevelPath } from './sectionDirectory.ts';

const entry = (msid: string, url: string, parentId: string | null, name = url): SectionEntry => ({
  msid,
  name,
  url,
  parentId,
});
const directory = [
  entry('1', '/news', null, 'News'),
  entry('2', '/news/india', '1', 'India'),
  entry('3', '/news/elections/assembly-elections', '4', 'Assembly Elections'),
  entry('4', '/news/elections', '1', 'Elections'),
  entry('5', '/rise', '6', 'Rise'),
  // A loop the directory should never hold: the chain stops instead of spinning.
  entry('7', '/loop-a', '8'),
  entry('8', '/loop-b', '7'),
];

describe('section pages (HM-12)', () => {
  it('finds a section by its path, with its chain from the top and the sections below it', () => {
    expect(findSectionPage(directory, '/news/elections/')).toEqual({
      name: 'Elections',
      path: '/news/elections',
      list: { section: '4' },
      facts: { id: '4', path: '/news/elections', chain: ['1', '4'] },
      children: [directory[2]],
    });
    expect(findSectionPage(directory, '/news/elections/assembly-elections')?.facts?.chain).toEqual([
      '1',
      '4',
      '3',
    ]);
  });

  it('is null for a path the directory does not hold (a 404)', () => {
    for (const path of ['/nonsense', '/news/india/x', '/NEWS', '/news//', '']) {
      expect(findSectionPage(directory, path), path).toBeNull();
    }
  });

  it('ends a chain at a missing parent or a loop', () => {
    expect(findSectionPage(directory, '/rise')?.facts?.chain).toEqual(['5']);
    expect(findSectionPage(directory, '/loop-a')?.facts?.chain).toEqual(['8', '7']);
  });

  it('HM-02 serves the top stories at /headlines.cms and the latest news at /news/latest-news, as no section', () => {
    expect(findSectionPage(directory, '/headlines.cms')).toMatchObject({
      name: 'Top News',
      list: { section: TOP_STORIES_LIST_ID },
      facts: null,
    });
    expect(findSectionPage([], '/news/latest-news')).toMatchObject({ list: { latest: true }, facts: null });
  });

  it('lights up the top-level section in the navigation', () => {
    expect(topLevelPath(directory, findSectionPage(directory, '/news/india')!)).toBe('/news');
    expect(topLevelPath(directory, findSectionPage(directory, '/headlines.cms')!)).toBe('/headlines.cms');
  });
});
