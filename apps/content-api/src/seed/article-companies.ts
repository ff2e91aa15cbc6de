import type { Insertable, Kysely } from 'kysely';
import type { StoryNode } from '../contract.ts';
import { hashText } from '../random.ts';
import type { ArticleCompanyTable, ArticleTable, Database } from '../store/schema.ts';
import { sectionSeedOf } from './sections.ts';
import type { FamilyName } from './text/family-text.ts';
import { companiesBySector } from './text/vocabulary.ts';

// AB-04: the listed companies each story is about (`taggedcomp`), as a desk would tag them: the
// companies the story names, in the order a reader meets them (headline, summary, body), mapped
// onto the market directory. The stories' cast (text/vocabulary.ts) and the directory
// (markets/seed-data.ts) were named apart, so a named company maps to the directory's company of
// the same name when there is one, else to one of the same first word and sector, else to one of
// its sector chosen by a hash of the name: the same company every time, in a fitting sector.

/** Markets, business and investing stories are tagged; the rest name no listed company. */
const taggedFamilies: ReadonlySet<FamilyName> = new Set(['markets', 'industry', 'prime']);
/** Reports and live blogs; videos and picture galleries carry no widget. */
const taggedKinds: ReadonlySet<ArticleTable['kind']> = new Set(['article', 'liveblog']);
/** A desk tags the few companies a story is really about. */
export const maxCompaniesPerStory = 4;

/** The directory sector of a story company, from its trade word, else its vocabulary sector. */
const sectorByTrade: Readonly<Record<string, string>> = {
  Motors: 'Auto',
  Components: 'Auto',
  Wheelers: 'Auto',
  Bank: 'Banking',
  Finance: 'Banking',
  Capital: 'Banking',
  Infotech: 'IT',
  Systems: 'IT',
  Software: 'IT',
  Power: 'Energy',
  Renewables: 'Energy',
  Gas: 'Energy',
  Consumer: 'FMCG',
  Foods: 'FMCG',
  Beverages: 'FMCG',
  Lifesciences: 'Pharma',
  Biotech: 'Pharma',
  Pharma: 'Pharma',
  Cement: 'Infrastructure',
  Steel: 'Metals',
  Engineering: 'Infrastructure',
  Telecom: 'Media',
  Media: 'Media',
  Retail: 'FMCG',
  Logistics: 'Logistics',
  Hotels: 'Logistics',
};
const sectorByVocabulary: Readonly<Record<keyof typeof companiesBySector, string>> = {
  auto: 'Auto',
  banking: 'Banking',
  'IT services': 'IT',
  power: 'Energy',
  FMCG: 'FMCG',
  pharma: 'Pharma',
  cement: 'Infrastructure',
  telecom: 'Media',
  retail: 'Logistics',
};

/** What the tagging reads of a stored story. */
export type TaggableStory = Pick<
  Insertable<ArticleTable>,
  'msid' | 'section_id' | 'kind' | 'title' | 'synopsis' | 'body_json'
>;
/** What the tagging reads of a directory company. */
export interface DirectoryCompany {
  id: number;
  short_name: string;
  sector: string;
}

/** Each story company name, with the directory company it stands for. */
export function mapStoryCompanies(directory: readonly DirectoryCompany[]): Map<string, number> {
  const sorted = [...directory].sort((a, b) => a.id - b.id);
  const mapping = new Map<string, number>();
  for (const [vocabularySector, names] of Object.entries(companiesBySector) as [
    keyof typeof companiesBySector,
    readonly string[],
  ][]) {
    for (const name of names) {
      const words = name.split(' ');
      const sector = sectorByTrade[words.at(-1) ?? ''] ?? sectorByVocabulary[vocabularySector];
      const inSector = sorted.filter((company) => company.sector === sector);
      const found =
        sorted.find((company) => company.short_name === name) ??
        inSector.find((company) => company.short_name.split(' ')[0] === words[0]) ??
        inSector[hashText(name) % Math.max(1, inSector.length)];
      if (found) mapping.set(name, found.id);
    }
  }
  return mapping;
}

/** The text of a story as read: headline, summary, then the body's text in order. */
function readingOrder(story: TaggableStory): string {
  const parts = [story.title, story.synopsis];
  const walk = (node: StoryNode): void => {
    if (node.node === 'text' && node.text) parts.push(node.text);
    for (const child of node.child ?? []) walk(child);
  };
  try {
    walk(JSON.parse(story.body_json) as StoryNode);
  } catch {
    // A body that is not JSON names nothing more.
  }
  return parts.join('\n');
}

/** The tags of the seeded stories: 1..4 companies for each markets, industry or Prime story naming any. */
export function tagArticleCompanies(
  stories: readonly TaggableStory[],
  directory: readonly DirectoryCompany[],
): Insertable<ArticleCompanyTable>[] {
  const mapping = mapStoryCompanies(directory);
  const names = [...mapping.keys()];
  const rows: Insertable<ArticleCompanyTable>[] = [];
  for (const story of [...stories].sort((a, b) => a.msid - b.msid)) {
    if (!taggedKinds.has(story.kind) || !isTaggedSection(story.section_id)) continue;
    const text = readingOrder(story);
    const mentioned = names
      .map((name) => ({ name, at: text.indexOf(name) }))
      .filter((mention) => mention.at >= 0)
      .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name));
    const ids = [...new Set(mentioned.map((mention) => mapping.get(mention.name) as number))];
    for (const [position, companyId] of ids.slice(0, maxCompaniesPerStory).entries()) {
      rows.push({ article_msid: story.msid, company_id: companyId, position });
    }
  }
  return rows;
}

function isTaggedSection(sectionId: number): boolean {
  try {
    return taggedFamilies.has(sectionSeedOf(sectionId).family);
  } catch {
    // A section the seed does not know (a store edited by hand) is not the seed's to tag.
    return false;
  }
}

/** The tags for the stories and companies a store holds, read from it. */
export async function articleCompanyRowsOf(db: Kysely<Database>): Promise<Insertable<ArticleCompanyTable>[]> {
  const [stories, directory] = await Promise.all([
    db
      .selectFrom('articles')
      .select(['msid', 'section_id', 'kind', 'title', 'synopsis', 'body_json'])
      .execute(),
    db.selectFrom('market_companies').select(['id', 'short_name', 'sector']).execute(),
  ]);
  return tagArticleCompanies(
    stories.map((story) => ({ ...story, msid: Number(story.msid), section_id: Number(story.section_id) })),
    directory.map((company) => ({ ...company, id: Number(company.id) })),
  );
}
