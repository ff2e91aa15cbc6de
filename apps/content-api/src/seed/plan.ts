import type { StoryType } from '../contract.ts';
import type { Random } from '../random.ts';
import type { BodyBlock } from './body/story-body.ts';
import { minuteMs, seedNowMs } from './clock.ts';
import { ancestorsOf, type SectionSeed, sectionSeeds } from './sections.ts';
import type { FamilyName } from './text/family-text.ts';

// Decides, before any text is written, what each story is: where it sits, when it ran, its
// kind, length, paywall and the special cases the site must handle. Counts the specs rely on
// (Prime, adaptive, long articles, busy comment threads) are enforced here.

export const articleCount = 340;
const firstMsid = 125_400_000;
/** The story that carries every tag and every node the site must skip; see docs/content-api.md. */
export const showcaseIndex = 7;

export const hostIds = { regular: '83', video: '53', adaptive: '153', premium: '364' } as const;

export type LengthBucket = 'short' | 'threshold' | 'long' | 'epic' | 'showcase';
export const lengthRanges: Record<LengthBucket, { min: number; max: number }> = {
  short: { min: 180, max: 380 },
  /** Between the related-news (400) and popular-in-section (449) thresholds. */
  threshold: { min: 402, max: 447 },
  long: { min: 470, max: 900 },
  epic: { min: 950, max: 1_300 },
  showcase: { min: 800, max: 1_200 },
};

export interface StoryPlan {
  index: number;
  msid: number;
  section: SectionSeed;
  topSectionId: number;
  family: FamilyName;
  kind: StoryType;
  length: LengthBucket;
  publishedAtMs: number;
  updatedAtMs: number;
  prime: 0 | 1;
  primeBlocker: 0 | 1;
  adaptive: 0 | 1;
  hostId: string;
  hideAds: 0 | 1;
  /** AB-07: the premium story's structured data leaves the paywall out. */
  removePaywallSchema: 0 | 1;
  matchId: string | null;
  blocks: Set<BodyBlock>;
  planted: boolean;
  showcase: boolean;
  /** Top-level comments to write; 0 for none. */
  commentThreads: number;
}

export function planStories(random: Random): StoryPlan[] {
  const sections = random.fork('sections').shuffle(assignSections(random.fork('weights')));
  const timing = random.fork('timing');
  let at = seedNowMs - 5 * minuteMs;
  const plans = sections.map((section, index): StoryPlan => {
    const showcase = index === showcaseIndex;
    const chosen = showcase ? (sectionSeeds.find((each) => each.id === 2146843) ?? section) : section;
    const publishedAtMs = at;
    at -= timing.int(15, 140) * minuteMs;
    const kind = showcase ? 'article' : pickKind(random, chosen);
    // A live blog runs for hours after it opens; other stories are sometimes edited later.
    const editedAfter =
      kind === 'liveblog' ? timing.int(90, 300) : timing.chance(0.4) ? timing.int(10, 300) : 0;
    return {
      index,
      msid: firstMsid + articleCount - index,
      section: chosen,
      topSectionId: (ancestorsOf(chosen.id).at(-1) as SectionSeed).id,
      family: chosen.family,
      kind,
      length: 'long',
      publishedAtMs,
      updatedAtMs: Math.min(seedNowMs, publishedAtMs + editedAfter * minuteMs),
      prime: 0,
      primeBlocker: 0,
      adaptive: 0,
      hostId: hostIds.regular,
      hideAds: 0,
      removePaywallSchema: 0,
      matchId: null,
      blocks: new Set(),
      planted: showcase,
      showcase,
      commentThreads: 0,
    };
  });
  assignPaywalls(random.fork('paywall'), plans);
  assignLengths(random.fork('length'), plans);
  assignSpecialCases(random.fork('special'), plans);
  assignBlocks(random.fork('blocks'), plans);
  assignComments(random.fork('comments'), plans);
  return plans;
}

/** Two stories for every section, the rest shared out by weight. */
function assignSections(random: Random): SectionSeed[] {
  const slots: SectionSeed[] = sectionSeeds.flatMap((section) => [section, section]);
  const totalWeight = sectionSeeds.reduce((sum, section) => sum + section.weight, 0);
  const spare = articleCount - slots.length;
  for (const section of sectionSeeds) {
    const share = Math.floor((spare * section.weight) / totalWeight);
    for (let i = 0; i < share; i += 1) slots.push(section);
  }
  while (slots.length < articleCount)
    slots.push(random.pick(sectionSeeds.filter((each) => each.weight >= 2)));
  return slots;
}

function pickKind(random: Random, section: SectionSeed): StoryType {
  if (section.mainKind === 'video') return 'video';
  if (section.mainKind === 'slideshow' && random.chance(0.5)) return 'slideshow';
  const roll = random.next();
  if (['markets', 'economy', 'politics', 'sports'].includes(section.family) && roll < 0.08) return 'liveblog';
  if (roll > 0.96) return 'video';
  if (roll > 0.93) return 'slideshow';
  return 'article';
}

const isText = (plan: StoryPlan) => plan.kind === 'article';

function assignPaywalls(random: Random, plans: StoryPlan[]): void {
  const premium = (plan: StoryPlan) => {
    plan.prime = 1;
    plan.primeBlocker = 1;
    plan.hostId = hostIds.premium;
  };
  for (const plan of plans) {
    if (plan.kind === 'video') plan.hostId = hostIds.video;
    if (ancestorsOf(plan.section.id).some((section) => section.prime) && plan.kind !== 'video') premium(plan);
  }
  const candidates = plans.filter(
    (plan) =>
      isText(plan) &&
      !plan.showcase &&
      plan.prime === 0 &&
      ['markets', 'wealth', 'tech', 'industry', 'funds', 'economy'].includes(plan.family),
  );
  const shuffled = random.shuffle(candidates);
  for (const plan of shuffled.slice(0, 14)) premium(plan);
  // Either signal alone makes an article premium (AB-07); two of each exercise that rule.
  for (const plan of shuffled.slice(14, 16)) {
    plan.prime = 1;
    plan.hostId = hostIds.premium;
    // And their editors asked for no paywall marking in the structured data (AB-07).
    plan.removePaywallSchema = 1;
  }
  for (const plan of shuffled.slice(16, 18)) {
    plan.prime = 1;
    plan.primeBlocker = 1;
  }
  const adaptiveCandidates = plans.filter(
    (plan) =>
      isText(plan) &&
      !plan.showcase &&
      plan.prime === 0 &&
      ['economy', 'markets', 'industry', 'politics', 'world', 'tech', 'jobs'].includes(plan.family),
  );
  for (const plan of random.sample(adaptiveCandidates, 14)) {
    plan.adaptive = 1;
    plan.hostId = hostIds.adaptive;
  }
}

function assignLengths(random: Random, plans: StoryPlan[]): void {
  for (const plan of plans) {
    if (plan.showcase) plan.length = 'showcase';
    else if (plan.prime === 1) plan.length = random.chance(0.3) ? 'epic' : 'long';
    else {
      const roll = random.next();
      plan.length = roll < 0.3 ? 'short' : roll < 0.45 ? 'threshold' : roll < 0.86 ? 'long' : 'epic';
    }
  }
}

function assignSpecialCases(random: Random, plans: StoryPlan[]): void {
  const text = plans.filter((plan) => isText(plan) && !plan.showcase);
  const inSubtree = (rootId: number) => (plan: StoryPlan) => plan.topSectionId === rootId;
  const partner = plans.filter((plan) => plan.family === 'partner');
  partner.forEach((plan, index) => {
    plan.hideAds = 1;
    plan.matchId = index === 0 ? 'Spotlight' : 'spotlight';
  });
  for (const plan of random.sample(
    text.filter((plan) => plan.family !== 'partner'),
    3,
  ))
    plan.hideAds = 1;

  const free = (plan: StoryPlan) => plan.matchId === null && plan.family !== 'partner';
  // Matchid e and spotlight in the NRI section exercise the course-carousel exclusion (AB-05).
  const nri = random.shuffle(text.filter(inSubtree(107115)).filter(free));
  if (nri[0]) nri[0].matchId = 'e';
  if (nri[1]) nri[1].matchId = 'spotlight';
  const others = random.shuffle(text.filter(free).filter((plan) => plan.topSectionId !== 107115));
  const values = ['e', 'E', 'e', '1', '1', '1', '1'];
  values.forEach((value, index) => {
    const plan = others[index];
    if (plan) plan.matchId = value;
  });
  for (const plan of plans.filter((each) => each.section.id === 2160010).slice(0, 2)) plan.matchId = '58231';
  for (const plan of random.sample(
    text.filter((plan) => plan.prime === 0),
    6,
  ))
    plan.planted = true;
}

const blockOdds: Record<LengthBucket, Partial<Record<BodyBlock, number>>> = {
  short: { image: 0.4, quote: 0.3, closing: 0.3 },
  threshold: { image: 0.5, quote: 0.4, bullets: 0.3, closing: 0.3 },
  long: {
    subheads: 0.7,
    image: 0.7,
    quote: 0.5,
    bullets: 0.4,
    numbered: 0.2,
    table: 0.35,
    storylist: 0.5,
    youtube: 0.15,
    xpost: 0.15,
    lineBreak: 0.2,
    closing: 0.4,
  },
  epic: {
    subheads: 1,
    image: 0.9,
    quote: 0.7,
    bullets: 0.6,
    numbered: 0.4,
    table: 0.5,
    storylist: 0.7,
    youtube: 0.3,
    xpost: 0.2,
    lineBreak: 0.3,
    closing: 0.5,
  },
  showcase: {
    subheads: 1,
    image: 1,
    quote: 1,
    bullets: 1,
    numbered: 1,
    table: 1,
    storylist: 1,
    youtube: 1,
    xpost: 1,
    lineBreak: 1,
    closing: 1,
  },
};

function assignBlocks(random: Random, plans: StoryPlan[]): void {
  for (const plan of plans) {
    for (const [block, odds] of Object.entries(blockOdds[plan.length]) as [BodyBlock, number][]) {
      if (random.chance(odds)) plan.blocks.add(block);
    }
  }
}

function assignComments(random: Random, plans: StoryPlan[]): void {
  const open = plans.filter(
    (plan) => (plan.kind === 'article' || plan.kind === 'liveblog') && plan.family !== 'partner',
  );
  for (const plan of open) {
    if (random.chance(0.62)) plan.commentThreads = random.chance(0.75) ? random.int(1, 6) : random.int(7, 18);
  }
  // Busy threads, so paging matters (AR-02): the showcase, two Prime stories and five others.
  const showcase = open.find((plan) => plan.showcase);
  if (showcase) showcase.commentThreads = 40;
  const prime = random.sample(
    open.filter((plan) => plan.prime === 1),
    2,
  );
  const others = random.sample(
    open.filter((plan) => plan.prime === 0 && !plan.showcase),
    5,
  );
  for (const plan of [...prime, ...others]) plan.commentThreads = random.int(26, 75);
}
