import type { Random } from '../random.ts';
import { minuteMs, seedNowMs } from './clock.ts';
import { type Headed, writeHeadlines } from './headlines.ts';
import type { ImageAllocator } from './images.ts';
import { longReadMsid } from './long-read.ts';
import { hostIds, type StoryPlan } from './plan.ts';
import { homeSectionSeeds, type SectionSeed } from './sections.ts';

// HM-12: the stories of the home page's later sections (special content, digital real estate,
// web stories; sections.ts `homeSectionSeeds`). Written after every other story, the long read
// included, from a random stream of their own, with msids after the long read's and pictures and
// comments allocated after theirs: adding them moved nothing else in the seed.

/** Stories per later section: enough for the home page's list and a second page of the section. */
export const homeSectionStoryCount: Readonly<Record<number, number>> = {
  46930002: 7,
  46930011: 8,
  46930029: 12,
};

export const firstHomeSectionMsid = longReadMsid + 1;

/** The plans of the later sections' stories, newest first within each section. */
export function planHomeSectionStories(random: Random): StoryPlan[] {
  const plans: StoryPlan[] = [];
  let msid = firstHomeSectionMsid;
  for (const section of homeSectionSeeds) {
    const timing = random.fork(`timing:${section.id}`);
    // The newest a few hours before the seed clock, the rest a few hours apart.
    let at = seedNowMs - timing.int(20, 240) * minuteMs;
    for (let index = 0; index < (homeSectionStoryCount[section.id] ?? 2); index += 1) {
      plans.push(planOf(section, msid, at, index, timing));
      msid += 1;
      at -= timing.int(3, 14) * 60 * minuteMs;
    }
  }
  return plans;
}

function planOf(section: SectionSeed, msid: number, at: number, index: number, random: Random): StoryPlan {
  const kind = section.mainKind ?? 'article';
  const partner = section.family === 'partner';
  return {
    index,
    msid,
    section,
    topSectionId: section.id,
    family: section.family,
    kind,
    length: random.chance(0.4) ? 'short' : 'long',
    publishedAtMs: at,
    updatedAtMs: at,
    prime: 0,
    primeBlocker: 0,
    adaptive: 0,
    hostId: hostIds.regular,
    // Partner features, as Spotlight's: no ads beside them, Matchid spotlight.
    hideAds: partner ? 1 : 0,
    removePaywallSchema: 0,
    matchId: partner ? 'spotlight' : null,
    blocks: new Set(random.chance(0.6) ? ['subheads', 'image', 'quote'] : ['image']),
    planted: false,
    showcase: false,
    commentThreads: random.chance(0.5) ? random.int(1, 4) : 0,
  };
}

/**
 * Heads the later sections' stories and writes each with `write`, linking among `others` and
 * themselves (the rows go where `write` puts them).
 */
export function addHomeSectionStories(
  random: Random,
  others: readonly Headed[],
  images: ImageAllocator,
  write: (story: Headed, pool: Headed[]) => void,
): void {
  const headed = writeHeadlines(
    random.fork('headlines'),
    planHomeSectionStories(random.fork('plan')),
    images,
  );
  const pool = [...others, ...headed];
  for (const story of headed) write(story, pool);
}
