import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { pictureUrl } from '../content/site-paths.ts';
import { storyUrl } from '../content/story-item.ts';
import type { StoryType } from '../contract.ts';
import { HttpError } from '../http/http-error.ts';
import { contentJson, type Handler } from '../http/reply.ts';
import { type BenefitEntry, benefitGroups, primeArtwork } from '../seed/prime-catalogue.ts';
import { listPlans } from '../store/prime-plans.ts';
import { listPrimeStories } from '../store/prime-stories.ts';
import type { Database } from '../store/schema.ts';
import { loadSectionDirectory, type SectionDirectory } from '../store/sections.ts';
import { toPrimePlan } from './prime-plans.ts';

// AB-09 clustered benefits: the paywall's and the plans page's benefit groups, each benefit
// illustrated by the newest Prime stories of its sections (the blocker rotates them every 3.5 s).

/** Stories per benefit: enough for a rotation, few enough to stay a small answer. */
export const storiesPerBenefit = 4;

/**
 * The caller identity the spec's call sends (`client-id`, `site-app-code`). Both are public
 * (a browser sends them), so they say which client asks rather than prove it: a header that is
 * present must carry the site's value, which stops a misconfigured client early; a caller that
 * sends neither is served all the same, as the answer is public.
 */
export const benefitsCaller = { 'client-id': 'ledger-web', 'site-app-code': 'economic-ledger' } as const;

export const BenefitStory = z.object({
  msid: z.string(),
  url: z.string(),
  img: z.string(),
  title: z.string(),
});

export const Benefit = z.object({
  title: z.string(),
  text: z.string(),
  image: z.string(),
  stories: z.array(BenefitStory),
  name: z.string(),
  topics: z.array(z.string()),
  url: z.string(),
});

export const BenefitGroup = z.object({ id: z.string(), title: z.string(), benefits: z.array(Benefit) });

export const BenefitsAnswer = z.object({
  planGroups: z.tuple([
    z.object({
      id: z.string(),
      title: z.string(),
      plans: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          priceRupees: z.number(),
          period: z.string(),
          additionalBenefitsNew: z.object({ data: z.array(BenefitGroup) }),
        }),
      ),
    }),
  ]),
});

function checkCaller(headers: IncomingHttpHeaders): void {
  for (const [header, expected] of Object.entries(benefitsCaller)) {
    const sent = headers[header];
    if (sent !== undefined && sent !== expected) {
      throw new HttpError(403, header, `unknown ${header}`);
    }
  }
}

async function illustrate(
  db: Kysely<Database>,
  benefit: BenefitEntry,
  sections: SectionDirectory,
  publicUrl: string,
  /** Stories earlier benefits show: each benefit gets stories of its own while there are enough. */
  used: Set<number>,
): Promise<z.infer<typeof Benefit>> {
  const sectionIds =
    benefit.sectionIds.length > 0 ? benefit.sectionIds.flatMap((id) => sections.subtree(id)) : undefined;
  const filter = { ...(sectionIds ? { sectionIds } : {}), limit: storiesPerBenefit };
  let rows = await listPrimeStories(db, { ...filter, except: [...used] });
  // Too few left: share stories rather than show a benefit with none.
  if (rows.length === 0) rows = await listPrimeStories(db, filter);
  for (const row of rows) used.add(row.msid);
  return {
    title: benefit.title,
    text: benefit.text,
    image: pictureUrl(publicUrl, primeArtwork[benefit.image]),
    stories: rows.map((row) => ({
      msid: String(row.msid),
      url: storyUrl({ ...row, kind: row.kind as StoryType }, sections),
      img: pictureUrl(publicUrl, row.image_id),
      title: row.title,
    })),
    name: benefit.name,
    topics: [...benefit.topics],
    url: benefit.url,
  };
}

/** `GET /benefits`: `planGroups[0].plans[i].additionalBenefitsNew.data` are the benefit groups. */
export const getBenefits: Handler = async (context) => {
  checkCaller(context.headers);
  const sections = await loadSectionDirectory(context.db);
  const groups: z.infer<typeof BenefitGroup>[] = [];
  const used = new Set<number>();
  for (const group of benefitGroups) {
    const benefits: z.infer<typeof Benefit>[] = [];
    for (const benefit of group.benefits) {
      benefits.push(await illustrate(context.db, benefit, sections, context.publicUrl, used));
    }
    groups.push({ id: group.id, title: group.title, benefits });
  }
  const plans = (await listPlans(context.db)).map(toPrimePlan);
  return contentJson({
    planGroups: [
      {
        id: 'prime',
        title: 'Ledger Prime',
        plans: plans.map((plan) => ({
          id: plan.id,
          name: plan.name,
          priceRupees: plan.priceRupees,
          period: plan.period,
          additionalBenefitsNew: { data: groups },
        })),
      },
    ],
  } satisfies z.infer<typeof BenefitsAnswer>);
};
