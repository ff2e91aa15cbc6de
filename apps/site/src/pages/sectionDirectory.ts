import type { SectionFacts } from '@newsroom/composer';
import type { SectionEntry } from '../content/schemas.ts';

/** Which list a section page shows: a section (with its sub-sections) or the latest news. */
export type SectionList = { section: string } | { latest: true };

/** What a section page needs to know of its section, from the backend's directory. */
export interface SectionPageTarget {
  name: string;
  /** The page's one address (no trailing slash). */
  path: string;
  list: SectionList;
  /** The layout's `section.*` fields; null for the top and latest lists, which are no section. */
  facts: SectionFacts | null;
  /** The sections directly below it, linked under the heading. */
  children: readonly SectionEntry[];
}

/** HM-02: the editors' curated top stories, whose whole list is `/headlines.cms` (the spec's "top" section). */
export const TOP_STORIES_LIST_ID = '2147001';

/** Lists that are pages like sections without being sections of the directory (HM-02 links). */
const LIST_PAGES: Readonly<Record<string, { name: string; list: SectionList }>> = {
  '/headlines.cms': { name: 'Top News', list: { section: TOP_STORIES_LIST_ID } },
  '/news/latest-news': { name: 'Latest News', list: { latest: true } },
};

/** A path as the directory writes it: one trailing slash dropped; anything odd matches nothing. */
export function sectionPathOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/**
 * HM-12: the section page at `pathname`, or null (a 404) when neither the directory nor the
 * named lists know it. Its chain runs from the top-level section down to it; a broken parent
 * link (a parent missing, or a loop) ends the chain there.
 */
export function findSectionPage(
  directory: readonly SectionEntry[],
  pathname: string,
): SectionPageTarget | null {
  const path = sectionPathOf(pathname);
  const named = LIST_PAGES[path];
  if (named) return { ...named, path, facts: null, children: [] };
  const section = directory.find((entry) => entry.url === path);
  if (!section) return null;
  const byId = new Map(directory.map((entry) => [entry.msid, entry]));
  const chain = [section.msid];
  for (let parent = section.parentId; parent && byId.has(parent) && !chain.includes(parent); ) {
    chain.unshift(parent);
    parent = byId.get(parent)!.parentId;
  }
  return {
    name: section.name,
    path,
    list: { section: section.msid },
    facts: { id: section.msid, path, chain },
    children: directory.filter((entry) => entry.parentId === section.msid),
  };
}

/** The navigation entry a section page lights up: the top-level section of its chain. */
export function topLevelPath(directory: readonly SectionEntry[], target: SectionPageTarget): string {
  const top = target.facts ? directory.find((entry) => entry.msid === target.facts!.chain[0]) : undefined;
  return top?.url ?? target.path;
}
