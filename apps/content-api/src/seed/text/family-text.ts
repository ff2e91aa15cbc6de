/** The phrasebook of one kind of story (markets, tax, visas...). Entries are templates. */
export interface FamilyText {
  headlines: string[];
  synopses: string[];
  sentences: string[];
  /** Sentences carrying a quotation, used for blockquotes as well as in paragraphs. */
  quotes: string[];
  subheads: string[];
  /** Short fragments for bullet lists and highlights. */
  listItems: string[];
  captions: string[];
  keywords: string[];
  /** A small data table: header cells and a row template repeated with fresh numbers. */
  table?: { head: string[]; row: string[]; rowLabels: string[] };
}

export const familyNames = [
  'markets',
  'prime',
  'crypto',
  'funds',
  'wealth',
  'nri',
  'study',
  'tech',
  'industry',
  'smallbiz',
  'jobs',
  'economy',
  'politics',
  'world',
  'defence',
  'sports',
  'opinion',
  'lifestyle',
  'partner',
  'learning',
  // HM-12: Digital Real Estate (home-families.ts).
  'realty',
] as const;

export type FamilyName = (typeof familyNames)[number];

/**
 * Kindred phrasebooks a long story borrows from once its own sentences are used up, nearest
 * first; the staples of any business daily close every list.
 */
const kindredOf: Record<FamilyName, FamilyName[]> = {
  markets: ['prime', 'funds'],
  prime: ['markets', 'industry'],
  crypto: ['markets', 'tech'],
  funds: ['wealth', 'markets'],
  wealth: ['funds', 'nri'],
  nri: ['study', 'wealth'],
  study: ['nri', 'jobs'],
  tech: ['industry', 'jobs'],
  industry: ['smallbiz', 'markets'],
  smallbiz: ['industry', 'jobs'],
  jobs: ['tech', 'smallbiz'],
  economy: ['world', 'politics'],
  politics: ['economy', 'opinion'],
  world: ['economy', 'defence'],
  defence: ['world', 'politics'],
  sports: ['lifestyle'],
  opinion: ['economy', 'politics'],
  lifestyle: ['smallbiz', 'nri'],
  partner: ['industry', 'smallbiz'],
  learning: ['prime', 'opinion'],
  realty: ['wealth', 'industry'],
};

const staples: FamilyName[] = ['economy', 'industry', 'world', 'markets', 'tech', 'jobs'];

export function relatedFamilies(family: FamilyName): FamilyName[] {
  return [...new Set([...kindredOf[family], ...staples])].filter((each) => each !== family);
}
