import type { FamilyName } from './text/family-text.ts';

/**
 * The section tree of the demo publication. Ids the specs name keep their meaning:
 *   107115 NRI / work abroad; 13352306 markets; 1977021501 investment ideas (Prime), with
 *   82519373 crypto; 359241701 mutual funds; 837555174 wealth; 1715249553 videos; 13357270 tech;
 *   7771250 NRI bulletin (test guide); 52109321 Speaking Tree; 2160010 the IPL list whose
 *   metainfo carries the match id (HM-07); 120899779 the masterclass list (AB-12);
 *   91745395, 112513489 and 32897557 the sub-sections that hide the live-events promo (AR-15).
 * Ids the specs leave unnamed, given plausible names here:
 *   5575607 Industry; 1466318837 Small Biz, with 32897557 Entrepreneurship; 897228639 Jobs;
 *   2146846 Opinion; 91745395 Spotlight (partner content), with 112513489 Partner Content.
 * Every other id below is invented for the demo.
 */
export interface SectionSeed {
  id: number;
  parentId: number | null;
  name: string;
  seopath: string;
  /** Which phrasebook its stories are written from. */
  family: FamilyName;
  /** Relative share of the stories beyond the two every section gets. */
  weight: number;
  /** Stories here are Prime (paywalled) unless said otherwise. */
  prime?: boolean;
  /** The main kind of story in this section. */
  mainKind?: 'video' | 'slideshow';
  metainfo?: Record<string, { value: string }>;
}

const section = (
  id: number,
  parentId: number | null,
  name: string,
  seopath: string,
  family: FamilyName,
  weight: number,
  extra: Partial<SectionSeed> = {},
): SectionSeed => ({ id, parentId, name, seopath, family, weight, ...extra });

const iplSectionId = 2160010;
const videoSectionId = 1715249553;

export const sectionSeeds: SectionSeed[] = [
  section(1052732854, null, 'News', 'news', 'economy', 1),
  section(81582957, 1052732854, 'India', 'news/india', 'economy', 3),
  section(24093355, 1052732854, 'Politics', 'news/politics', 'politics', 3),
  section(1286551815, 1052732854, 'Economy', 'news/economy', 'economy', 3),
  section(1373380680, 1286551815, 'Policy', 'news/economy/policy', 'economy', 2),
  section(1373380682, 1286551815, 'Indicators', 'news/economy/indicators', 'economy', 2),
  section(858478126, 1052732854, 'International', 'news/international', 'world', 2),
  section(51184410, 858478126, 'World News', 'news/international/world-news', 'world', 2),
  section(46687796, 1052732854, 'Defence', 'news/defence', 'defence', 2),
  section(65869819, 1052732854, 'Elections', 'news/elections', 'politics', 1),
  section(76434340, 65869819, 'Assembly Elections', 'news/elections/assembly-elections', 'politics', 1),
  section(76434412, 76434340, 'Bihar', 'news/elections/assembly-elections/bihar', 'politics', 2),
  section(26407562, 1052732854, 'Sports', 'news/sports', 'sports', 1),
  section(iplSectionId, 26407562, 'IPL', 'news/sports/ipl', 'sports', 1, {
    metainfo: { SpecialID: { value: '58231' }, SHORTURL: { value: '/news/sports/ipl' } },
  }),

  section(13352306, null, 'Markets', 'markets', 'markets', 4),
  section(2146843, 13352306, 'Stocks', 'markets/stocks/news', 'markets', 6),
  section(54953131, 2146843, 'Earnings', 'markets/stocks/earnings', 'markets', 3),
  section(3053611, 2146843, 'Recos', 'markets/stocks/recos', 'markets', 3),
  section(14655708, 13352306, 'IPOs/FPOs', 'markets/ipos/fpos', 'markets', 2),
  section(1808152121, 13352306, 'Commodities', 'markets/commodities', 'markets', 2),
  section(1150221130, 13352306, 'Forex', 'markets/forex', 'markets', 1),
  section(50991765, 13352306, 'Market Moguls', 'markets/market-moguls', 'markets', 1),

  section(1977021501, null, 'Investment Ideas', 'prime/investment-ideas', 'prime', 3, { prime: true }),
  section(82519373, 1977021501, 'Crypto', 'markets/cryptocurrency', 'crypto', 3, { prime: true }),
  section(61984101, 1977021501, 'Stock Ideas', 'prime/investment-ideas/stock-ideas', 'prime', 2, {
    prime: true,
  }),
  section(69891024, null, 'Prime', 'prime', 'prime', 1, { prime: true }),
  section(69891112, 69891024, 'Economy and Policy', 'prime/economy-and-policy', 'prime', 1, { prime: true }),
  section(69891133, 69891024, 'Technology and Startups', 'prime/technology-and-startups', 'tech', 1, {
    prime: true,
  }),

  section(359241701, null, 'Mutual Funds', 'mutual-funds', 'funds', 3),
  section(24346421, 359241701, 'MF News', 'mf/mf-news', 'funds', 2),
  section(76547312, 359241701, 'Analysis', 'mf/analysis', 'funds', 2),

  section(837555174, null, 'Wealth', 'wealth', 'wealth', 3),
  section(49674351, 837555174, 'Tax', 'wealth/tax', 'wealth', 3),
  section(49674445, 837555174, 'Invest', 'wealth/invest', 'wealth', 2),
  section(49674542, 837555174, 'Save', 'wealth/save', 'wealth', 1),
  section(52180032, 837555174, 'Personal Finance News', 'personal-finance', 'wealth', 2),

  section(107115, null, 'NRI', 'nri', 'nri', 2),
  section(81545234, 107115, 'Work', 'nri/work', 'nri', 2),
  section(81545288, 107115, 'Invest', 'nri/invest', 'nri', 1),
  section(81545302, 107115, 'Visa and Immigration', 'nri/visa-and-immigration', 'nri', 2),
  section(7771250, null, 'NRI Bulletin', 'nri/nri-bulletin', 'nri', 2),
  section(81546101, 7771250, 'Test Guide', 'nri/test-guide', 'study', 2),
  section(81546177, 7771250, 'Study', 'nri/study', 'study', 1),

  section(13357270, null, 'Tech', 'tech', 'tech', 3),
  section(78570561, 13357270, 'Technology', 'tech/technology', 'tech', 2),
  section(78570530, 13357270, 'Funding', 'tech/funding', 'tech', 2),
  section(78570550, 13357270, 'Startups', 'tech/startups', 'tech', 2),
  section(13357555, 13357270, 'Information Tech', 'tech/information-tech', 'tech', 1),

  section(5575607, null, 'Industry', 'industry', 'industry', 2),
  section(13352354, 5575607, 'Auto', 'industry/auto', 'industry', 2),
  section(13358259, 5575607, 'Banking/Finance', 'industry/banking/finance', 'industry', 2),
  section(13358311, 5575607, 'Cons Products', 'industry/cons-products', 'industry', 1),
  section(13358350, 5575607, 'Energy', 'industry/energy', 'industry', 1),
  section(81585238, 5575607, 'Renewables', 'industry/renewables', 'industry', 1),
  section(13358432, 5575607, 'Indl Goods/Svs', 'industry/indl-goods/svs', 'industry', 1),
  section(13358050, 5575607, 'Healthcare/Biotech', 'industry/healthcare/biotech', 'industry', 1),
  section(13358529, 5575607, 'Services/Retail', 'industry/services/retail', 'industry', 1),
  section(13354120, 5575607, 'Services', 'industry/services', 'industry', 1),
  section(13357212, 5575607, 'Media/Entertainment', 'industry/media/entertainment', 'industry', 1),
  section(13357290, 5575607, 'Telecom', 'industry/telecom', 'industry', 1),
  section(13353990, 5575607, 'Transportation', 'industry/transportation', 'industry', 1),

  section(1466318837, null, 'Small Biz', 'small-biz', 'smallbiz', 2),
  section(32897557, 1466318837, 'Entrepreneurship', 'small-biz/entrepreneurship', 'smallbiz', 1),
  section(47280660, 1466318837, 'Rise', 'rise', 'smallbiz', 1),

  section(897228639, null, 'Jobs', 'jobs', 'jobs', 2),
  section(66949241, 897228639, 'Careers', 'jobs/careers', 'jobs', 1),

  section(2146846, null, 'Opinion', 'opinion', 'opinion', 2),
  section(3389985, 2146846, 'ET Commentary', 'opinion/et-commentary', 'opinion', 1),
  section(52109321, 2146846, 'Speaking Tree', 'opinion/speaking-tree', 'opinion', 1),

  section(videoSectionId, null, 'Videos', 'videos', 'markets', 2, { mainKind: 'video' }),
  section(48897386, videoSectionId, 'Markets Videos', 'markets/videos', 'markets', 2, { mainKind: 'video' }),
  section(48897499, videoSectionId, 'News Videos', 'news/videos', 'economy', 2, { mainKind: 'video' }),
  section(48897522, videoSectionId, 'Tech Videos', 'tech/videos', 'tech', 1, { mainKind: 'video' }),

  section(32897146, null, 'Panache', 'panache', 'lifestyle', 2, { mainKind: 'slideshow' }),
  section(32897299, 32897146, 'People', 'panache/panache-people-101', 'lifestyle', 1),

  section(91745395, null, 'Spotlight', 'spotlight', 'partner', 1),
  section(112513489, 91745395, 'Partner Content', 'spotlight/partner-content', 'partner', 1),

  section(120899779, null, 'Masterclass', 'masterclass', 'learning', 1),
  section(120899801, 120899779, 'Leadership', 'masterclass/leadership', 'learning', 1),
  section(120899833, 120899779, 'Investing', 'masterclass/investing', 'learning', 1),
];

/**
 * HM-12: sections of the home page's right column that came after the first seed (special
 * content, digital real estate, web stories). Top-level, so no older section's lists change, and
 * kept out of `sectionSeeds` so the planner shares the first 340 stories out as before: their
 * stories are written last, from a stream of their own (home-sections.ts).
 */
export const homeSectionSeeds: SectionSeed[] = [
  // HM-11: the home page's highlight widget reads this section with `metaInfo=true`; the widget
  // shows while `SupplementaryContentId` says 'Enable Widget' (an editor switches it off by
  // changing the value) and the section has stories. `OverrideLink` is its heading's link.
  section(46930002, null, 'Special Content', 'special-content', 'partner', 1, {
    metainfo: {
      SupplementaryContentId: { value: 'Enable Widget' },
      OverrideLink: { value: '/special-content' },
    },
  }),
  section(46930011, null, 'Digital Real Estate', 'digital-real-estate', 'realty', 1),
  section(46930029, null, 'Web Stories', 'web-stories', 'lifestyle', 1, { mainKind: 'slideshow' }),
];

/** Every section of the demo publication: the planned ones, then the home page's later ones. */
export const allSectionSeeds: readonly SectionSeed[] = [...sectionSeeds, ...homeSectionSeeds];

/** Every section id the three specs name. */
export const specSectionIds = [
  107115, 13352306, 5575607, 1977021501, 82519373, 359241701, 837555174, 1715249553, 13357270, 7771250,
  1466318837, 32897557, 897228639, 2146846, 52109321, 2160010, 120899779, 91745395, 112513489,
];

/** The section a story sits in decides its phrasebook, Prime status and main kind. */
export function sectionSeedOf(id: number): SectionSeed {
  const found = allSectionSeeds.find((each) => each.id === id);
  if (!found) throw new Error(`no seed section ${id}`);
  return found;
}

/** The section and its ancestors, nearest first. */
export function ancestorsOf(id: number): SectionSeed[] {
  const chain: SectionSeed[] = [];
  for (let current: SectionSeed | undefined = sectionSeedOf(id); current; ) {
    chain.push(current);
    current = current.parentId === null ? undefined : sectionSeedOf(current.parentId);
  }
  return chain;
}
