import type { Insertable } from 'kysely';
import type { ImageTable, PrimePlanTable } from '../store/schema.ts';

// Ledger Prime's offer (AB-09): the plans the plans page sells, the benefit groups the paywall
// and the plans page show, and the pictures they use. Plans are rows of the store (prices change
// without a deploy); benefits are the editors' catalogue here, illustrated with real Prime
// stories of the store picked by section when asked for (store/prime-stories.ts).

/**
 * Pictures of the offer, drawn like every other picture from their row. Their ids sit below the
 * seed's story pictures (build-seed.ts starts at 200001), so adding them never moves a story's.
 */
export const primeArtwork = {
  paywallDesktop: 100_001,
  paywallMobile: 100_002,
  trial: 100_003,
  benefitExclusives: 100_011,
  benefitIdeas: 100_012,
  benefitCompanies: 100_013,
  benefitAdLight: 100_014,
  benefitEpaper: 100_015,
  benefitEvents: 100_016,
} as const;

const artworkRows: Record<keyof typeof primeArtwork, Omit<Insertable<ImageTable>, 'id'>> = {
  paywallDesktop: { width: 1200, height: 675, seed: 91_001, palette: 'dusk', motif: 'skyline' },
  paywallMobile: { width: 640, height: 480, seed: 91_002, palette: 'dusk', motif: 'skyline' },
  trial: { width: 640, height: 480, seed: 91_003, palette: 'sandstone', motif: 'hills' },
  benefitExclusives: { width: 400, height: 400, seed: 91_011, palette: 'harbour', motif: 'skyline' },
  benefitIdeas: { width: 400, height: 400, seed: 91_012, palette: 'forest', motif: 'chart' },
  benefitCompanies: { width: 400, height: 400, seed: 91_013, palette: 'slate', motif: 'chart' },
  benefitAdLight: { width: 400, height: 400, seed: 91_014, palette: 'newsprint', motif: 'hills' },
  benefitEpaper: { width: 400, height: 400, seed: 91_015, palette: 'monsoon', motif: 'skyline' },
  benefitEvents: { width: 400, height: 400, seed: 91_016, palette: 'brick', motif: 'hills' },
};

export function primeArtworkRows(): Insertable<ImageTable>[] {
  return (Object.keys(primeArtwork) as (keyof typeof primeArtwork)[]).map((name) => ({
    id: primeArtwork[name],
    ...artworkRows[name],
  }));
}

export type PlanId = 'monthly' | 'annual' | 'trial';

/** What every paid plan includes; the trial the same, for its 14 days. */
const everyPlanIncludes = [
  'Every Prime story, in full',
  'Investment ideas and stock reports',
  'Ad-light reading on the site',
  'The daily ePaper',
];

/**
 * Annual is priced at about seven months of the monthly plan (₹2,499 against ₹3,588 for twelve
 * months), the usual nudge towards the plan that keeps a reader longest.
 */
export const primePlanRows: readonly Insertable<PrimePlanTable>[] = [
  {
    id: 'monthly',
    name: 'Prime Monthly',
    price_rupees: 299,
    period: 'month',
    duration_days: 30,
    trial_days: 0,
    includes_json: JSON.stringify(everyPlanIncludes),
    position: 2,
  },
  {
    id: 'annual',
    name: 'Prime Annual',
    price_rupees: 2499,
    period: 'year',
    duration_days: 365,
    trial_days: 0,
    includes_json: JSON.stringify([...everyPlanIncludes, 'Members’ invitations to Ledger Live Events']),
    position: 1,
  },
  {
    id: 'trial',
    name: 'Prime Free Trial',
    price_rupees: 0,
    period: 'trial',
    duration_days: 14,
    trial_days: 14,
    includes_json: JSON.stringify(everyPlanIncludes),
    position: 3,
  },
];

export interface BenefitEntry {
  /** The benefit's id, e.g. `investment-ideas`. */
  name: string;
  title: string;
  text: string;
  image: keyof typeof primeArtwork;
  /** Topic labels the benefit shows as tags. */
  topics: string[];
  /** The site page the benefit links to. */
  url: string;
  /** Sections (each with its sub-sections) whose Prime stories illustrate it; empty: any. */
  sectionIds: number[];
}

export interface BenefitGroupEntry {
  id: string;
  title: string;
  benefits: BenefitEntry[];
}

/** Section ids of the seed (seed/sections.ts) the benefits draw their stories from. */
const sections = {
  prime: 69_891_024,
  investmentIdeas: 1_977_021_501,
  earnings: 54_953_131,
  ipos: 14_655_708,
  industry: 5_575_607,
} as const;

export const benefitGroups: readonly BenefitGroupEntry[] = [
  {
    id: 'read',
    title: 'Read what moves markets',
    benefits: [
      {
        name: 'exclusive-stories',
        title: 'Exclusive stories',
        text: 'Investigations and analysis by the Ledger’s Prime newsroom, found nowhere else.',
        image: 'benefitExclusives',
        topics: ['Economy and Policy', 'Technology and Startups'],
        url: '/prime',
        sectionIds: [sections.prime],
      },
      {
        name: 'investment-ideas',
        title: 'Investment ideas',
        text: 'Stock ideas and sector calls with the reasoning behind them, every week.',
        image: 'benefitIdeas',
        topics: ['Stock Ideas', 'Crypto'],
        url: '/prime/investment-ideas',
        sectionIds: [sections.investmentIdeas],
      },
      {
        name: 'company-deep-dives',
        title: 'Company deep dives',
        text: 'Earnings, listings and industries read closely, beyond the headline numbers.',
        image: 'benefitCompanies',
        topics: ['Earnings', 'IPOs', 'Industry'],
        url: '/markets/stocks/earnings',
        sectionIds: [sections.earnings, sections.ipos, sections.industry],
      },
    ],
  },
  {
    id: 'more',
    title: 'More with Prime',
    benefits: [
      {
        name: 'ad-light',
        title: 'Ad-light reading',
        text: 'Fewer ads and no interruptions between you and the story.',
        image: 'benefitAdLight',
        topics: [],
        url: '/prime',
        sectionIds: [],
      },
      {
        name: 'epaper',
        title: 'The daily ePaper',
        text: 'The morning’s Economic Ledger, page by page, on any screen.',
        image: 'benefitEpaper',
        topics: [],
        url: '/epaper',
        sectionIds: [],
      },
      {
        name: 'live-events',
        title: 'Ledger Live Events',
        text: 'Members’ invitations to summits and masterclasses with the people who move markets.',
        image: 'benefitEvents',
        topics: ['Events'],
        url: '/events/wealth-summit-2026',
        sectionIds: [],
      },
    ],
  },
];
