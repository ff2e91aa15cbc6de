import { storyPath } from '../content/site-paths.ts';
import type { Motif } from '../photos/paint.ts';
import type { Random } from '../random.ts';
import { type ImageAllocator, leadImageSize } from './images.ts';
import type { StoryPlan } from './plan.ts';
import { families } from './text/families.ts';
import type { FamilyName } from './text/family-text.ts';
import { createStorySlots } from './text/slots.ts';
import { capitalise, fill, type Slots, slugify } from './text/template.ts';

// The first pass over the plans: every story gets its cast, headline, URL, synopsis and lead
// picture, so that bodies and related lists written later can point at any other story.

export interface Headed {
  plan: StoryPlan;
  /** The story's own random stream; every later draw for it comes from here. */
  random: Random;
  slots: Slots;
  title: string;
  slug: string;
  url: string;
  imageId: number;
  synopsis: string;
}

const kindPrefix = { article: '', video: '', slideshow: 'In pics: ', liveblog: 'Live updates: ' } as const;

export function writeHeadlines(random: Random, plans: StoryPlan[], images: ImageAllocator): Headed[] {
  const seen = new Set<string>();
  return plans.map((plan) => {
    const r = random.fork(`story:${plan.msid}`);
    const slots = createStorySlots(r.fork('cast'));
    const phrasebook = families[plan.family];
    let headline = '';
    for (let tries = 0; tries < 30 && (headline === '' || seen.has(headline)); tries += 1) {
      headline = capitalise(fill(r.pick(phrasebook.headlines), slots));
    }
    if (seen.has(headline)) headline = `${headline} (${slots.city as string})`;
    seen.add(headline);
    const title = `${kindPrefix[plan.kind]}${headline}`;
    const slug = slugify(headline);
    return {
      plan,
      random: r,
      slots,
      title,
      slug,
      url: storyPath(plan.kind, plan.section.seopath, slug, plan.msid),
      imageId: images.add(leadImageSize, motifFor(r, plan.family)),
      synopsis: fill(r.pick(phrasebook.synopses), slots),
    };
  });
}

function motifFor(random: Random, family: FamilyName): Motif {
  if (['markets', 'crypto', 'funds', 'prime', 'wealth'].includes(family))
    return random.pick(['chart', 'chart', 'skyline']);
  if (['lifestyle', 'nri', 'study', 'sports', 'partner'].includes(family))
    return random.pick(['hills', 'hills', 'skyline']);
  return random.pick(['skyline', 'skyline', 'hills']);
}
