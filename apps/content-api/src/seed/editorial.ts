import type { Random } from '../random.ts';
import type { Headed } from './headlines.ts';
import type { StoryPlan } from './plan.ts';
import { families } from './text/families.ts';
import type { FamilyText } from './text/family-text.ts';
import { capitalise, fill, type Slots } from './text/template.ts';

// The editorial extras around a story's body: metainfo entries, highlights, summary and the
// in-article SEO links.

const slugLines = [
  ['Prime Exclusive', 'Analysis'],
  ['Market Watch', 'Expert view'],
  ['Your Money', 'Explainer'],
  ['Fund Focus', 'Top picks'],
];

/** Editorial metainfo entries (NumberOfWords is derived from the body when served). */
export function writeMetaInfo(
  random: Random,
  story: Headed,
  keywordTitles: string[],
): Record<string, string> {
  const { plan } = story;
  const metainfo: Record<string, string> = {
    MetaKeywords: (keywordTitles.length > 0
      ? keywordTitles
      : families[plan.family].keywords.slice(0, 3)
    ).join(', '),
    BusinessUsageType: plan.family === 'opinion' ? 'Column' : plan.prime === 1 ? 'Analysis' : 'News',
  };
  if (plan.matchId !== null) metainfo.Matchid = plan.matchId;
  if (random.chance(0.3)) metainfo.TemplateLayout = String(random.int(0, 5));
  if (random.chance(0.85)) metainfo.canonicalURL = story.url;
  // Mutual-fund stories often carry both sluglines, which the fund promo needs (AB-20).
  const sluglineOdds = plan.family === 'funds' ? 0.6 : 0.15;
  if (random.chance(sluglineOdds)) {
    const [before, after] = random.pick(slugLines) as [string, string];
    metainfo.Sluglinebeforeheadline = before;
    metainfo.Sluglineafterheadline = after;
  }
  if (random.chance(0.08)) metainfo.SpecialID = String(random.int(10_000, 99_999));
  return metainfo;
}

/** The story outline (AR-12): three or four of the phrasebook's key points, on about half the stories. */
export function writeHighlights(
  random: Random,
  plan: StoryPlan,
  phrasebook: FamilyText,
  slots: Slots,
): string[] {
  if ((plan.kind !== 'article' && plan.kind !== 'liveblog') || !random.chance(0.55)) return [];
  return random
    .sample(phrasebook.listItems, Math.min(phrasebook.listItems.length, random.int(3, 4)))
    .map((item) => capitalise(fill(item, slots)));
}

export function writeArtSummary(random: Random, phrasebook: FamilyText, slots: Slots): string {
  if (!random.chance(0.5)) return '';
  return `${fill(random.pick(phrasebook.sentences), slots)} ${fill(random.pick(phrasebook.sentences), slots)}`;
}

/** In-article SEO links (AR-13) on about a quarter of the articles. */
export function writeSeoLinks(random: Random, story: Headed, all: Headed[]): string | null {
  if (story.plan.kind !== 'article' || !random.chance(0.25)) return null;
  return JSON.stringify({
    title: random.pick(['Trending stories', 'Stock market today', 'Also read', 'Top searches']),
    data: random
      .sample(all, random.int(3, 5))
      .filter((other) => other !== story)
      .map((other) => ({ url: other.url, title: other.title })),
  });
}
