import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedLandmarks } from '../../apps/content-api/src/seed/landmarks.ts';
import { reactIslands, scriptIslands } from '../../apps/site/src/islands/registry.ts';
import { repoRoot } from '../stack.ts';
import type { BenchPage, BenchPages } from './pages.ts';

// Issue 27: which page the island bench loads for each island kind. The pages' own HTML says
// which islands the layouts placed there (for that reader), so a layout change moves the bench
// with it: every candidate page is asked for over HTTP, its markers read, and a few pages chosen
// that between them carry every kind found.

/** One island marker as the server wrote it: its name and its trigger (`data-hydrate`). */
export interface IslandMarker {
  name: string;
  trigger: string;
}

export type Reader = 'anonymous' | 'prime';

export interface CandidatePage {
  page: BenchPage;
  reader: Reader;
  /** The island kinds on it, each once, in the order of their first marker. */
  islands: IslandMarker[];
  /** Its HTML's length: of two pages adding as much, the shorter loads sooner on the phone. */
  htmlBytes: number;
}

/** A page the bench loads, and the kinds it measures there. */
export interface IslandPage extends CandidatePage {
  measures: IslandMarker[];
}

const MARKER_TAG = /<[a-z][a-z0-9-]*\s[^>]*?\bdata-island="([^"]*)"[^>]*>/gi;
const TRIGGER = /\sdata-hydrate="([^"]*)"/i;

/**
 * The island kinds of a page's HTML, each once, in document order, with the trigger of its first
 * marker (attribute values are escaped, so a tag ends at its first `>`).
 */
export function islandMarkers(html: string): IslandMarker[] {
  const kinds = new Map<string, string>();
  for (const [tag, name = ''] of html.matchAll(MARKER_TAG)) {
    if (name === '' || kinds.has(name)) continue;
    kinds.set(name, TRIGGER.exec(tag)?.[1] ?? '');
  }
  return [...kinds].map(([name, trigger]) => ({ name, trigger }));
}

/**
 * Few pages that between them carry every island kind of the candidates: the `first` pages are
 * taken whatever they add (the home page and the ordinary article, which the tap figures are
 * about), then, while a kind is left, the page that adds the most (the earlier on a tie). An
 * anonymous reader's page is preferred to a Prime reader's for any kind both have: most readers
 * meet the islands asleep and anonymous. Of pages adding as many, the shorter is taken (it costs
 * the phone less to load). Each kind is measured on the page that brought it.
 */
export function choosePages(candidates: readonly CandidatePage[], first = 0): IslandPage[] {
  const chosen: IslandPage[] = [];
  const covered = new Set<string>();
  const take = (candidate: CandidatePage) => {
    const measures = candidate.islands.filter((island) => !covered.has(island.name));
    for (const island of measures) covered.add(island.name);
    chosen.push({ ...candidate, measures });
  };
  candidates.slice(0, first).forEach(take);
  for (const reader of ['anonymous', 'prime'] as const) {
    const pool = candidates.slice(first).filter((candidate) => candidate.reader === reader);
    for (;;) {
      let best: CandidatePage | null = null;
      let bestAdds = 0;
      for (const candidate of pool) {
        const adds = candidate.islands.filter((island) => !covered.has(island.name)).length;
        const shorter = best !== null && adds === bestAdds && candidate.htmlBytes < best.htmlBytes;
        if (adds > bestAdds || shorter) [best, bestAdds] = [candidate, adds];
      }
      if (!best) break;
      take(best);
    }
  }
  return chosen.filter((page) => page.measures.length > 0);
}

/** Every island kind the site can wake (apps/site/src/islands/registry.ts). */
export const registeredIslands = [...Object.keys(reactIslands), ...Object.keys(scriptIslands)].sort();

/** What the bench reads of a story in the backend's answers (a list's entry, or the story's). */
interface StoryAnswer {
  msid?: string;
  url?: string;
  prime_blocker?: number;
  hostid?: string;
}

/** The backend's host id of Prime stories (premium whatever prime_blocker says). */
const PREMIUM_HOST = '364';

/**
 * The pages that between them show what the layouts can place, found as the site finds them: the
 * bench's own pages (findPages), the seed's landmark stories (each chosen for a property a layout
 * rule reads) and a story of each section an article layout names in a rule (its sidebars and
 * inserts differ by section). Each is asked for as an anonymous reader on a phone; the Prime
 * reader is asked for the home page and each story the anonymous reader meets a paywall on (the
 * premium layout, and inserts for Prime readers only).
 */
export async function findIslandPages(
  siteUrl: string,
  apiUrl: string,
  pages: BenchPages,
  primeCookie: string,
  headers: Record<string, string>,
): Promise<IslandPage[]> {
  const answer = async <T>(query: string): Promise<T | null> => {
    const response = await fetch(`${apiUrl}/request?${query}&platform=web`);
    return response.ok
      ? (((await response.json()) as { searchResult: [{ data?: T }] }).searchResult[0].data ?? null)
      : null;
  };
  const storyAnswer = (msid: string | number) => answer<StoryAnswer>(`type=article&msid=${msid}`);
  // A section's first free story (its sidebar and inserts as most readers get them), else its
  // first story (a Prime section's: the Prime reader's pass below reads it).
  const sectionStory = async (msid: string): Promise<string | null> => {
    const stories = (
      (await answer<StoryAnswer[]>(`type=plist&msid=${msid}&top=10&mode=hierarchy`)) ?? []
    ).filter((story) => story.url?.includes('/articleshow/'));
    for (const story of stories) {
      const whole = story.msid ? await storyAnswer(story.msid) : null;
      if (whole && !whole.prime_blocker && whole.hostid !== PREMIUM_HOST) return story.url!;
    }
    return stories[0]?.url ?? null;
  };
  const urls = [
    ...(await Promise.all(
      [...new Set(Object.values(seedLandmarks))].map(async (msid) => (await storyAnswer(msid))?.url),
    )),
    ...(await Promise.all(layoutSections().map(sectionStory))),
  ];
  const paths = new Map<string, BenchPage>();
  for (const page of [pages.home, pages.article, ...Object.values(pages)]) paths.set(page.path, page);
  for (const url of urls) {
    const path = url ? new URL(url, siteUrl).pathname : null;
    if (path && !paths.has(path)) paths.set(path, { name: storyName(path), path });
  }

  // One at a time: the site is measured on the same cores.
  const candidates: CandidatePage[] = [];
  for (const page of paths.values())
    candidates.push({
      page,
      reader: 'anonymous',
      ...(await islandsOf(`${siteUrl}${page.path}`, headers)),
    });
  const paywalled = candidates.filter(({ islands }) => islands.some(({ name }) => PAYWALLS.has(name)));
  for (const { page } of [{ page: pages.home }, ...paywalled])
    candidates.push({
      page,
      reader: 'prime',
      ...(await islandsOf(`${siteUrl}${page.path}`, { ...headers, cookie: primeCookie })),
    });
  // The home page and the ordinary article first: the taps at once after first paint are theirs.
  return choosePages(candidates, 2);
}

/** The islands an anonymous reader meets instead of a premium story. */
const PAYWALLS = new Set(['paywall', 'adaptive-paywall']);

/** The section ids the article layouts' rules name (`article.subsec1..3` equal to, or in, a list). */
export function layoutSections(files: readonly unknown[] = articleLayouts()): string[] {
  const ids = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === 'object') {
      const rule = node as { field?: unknown; eq?: unknown; in?: unknown };
      if (typeof rule.field === 'string' && /^article\.subsec\d$/.test(rule.field))
        for (const id of [rule.eq, ...(Array.isArray(rule.in) ? rule.in : [])])
          if (typeof id === 'string' && /^\d+$/.test(id)) ids.add(id);
      Object.values(node).forEach(walk);
    }
  };
  walk(files);
  return [...ids];
}

function articleLayouts(): unknown[] {
  return ['article.json', 'article-premium.json'].map((file) =>
    JSON.parse(readFileSync(join(repoRoot, 'layouts', file), 'utf8')),
  );
}

/** `article 125400326` for `/…/articleshow/125400326.cms`, as short as the table needs. */
function storyName(path: string): string {
  const story =
    /\/(article|video|slide)show\/(\d+)\.cms$/.exec(path) ?? /\/(liveblog)\/(\d+)\.cms$/.exec(path);
  if (!story) return path;
  return `${story[1] === 'slide' ? 'slideshow' : story[1]} ${story[2]}`;
}

/**
 * The islands of a page as the site sends it complete: a page the backend failed a part of (late
 * data, at a cold start) leaves those widgets out and says `no-store`; it is asked for again.
 */
async function islandsOf(
  url: string,
  headers: Record<string, string>,
): Promise<{ islands: IslandMarker[]; htmlBytes: number }> {
  for (let attempt = 1; ; attempt++) {
    const answer = await fetch(url, { headers });
    const html = await answer.text();
    if (!answer.ok) return { islands: [], htmlBytes: 0 };
    if (answer.headers.get('cache-control') !== 'no-store' || attempt === 3)
      return { islands: islandMarkers(html), htmlBytes: html.length };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
