import type { Insertable } from 'kysely';
import type { ArticleTable, CuratedListItemTable, CuratedListTable } from '../store/schema.ts';

/**
 * AR-14: the Bonds Corner's news, a hand-made list in the publisher's feeds. Its id is invented
 * (no section has it); the site's `bonds-corner` widget asks `type=plist&msid=` with it.
 */
export const bondsCornerListId = 2_147_010;
/** More than the corner shows (3 + 4), so it stays full when the article being read is one of them. */
const bondsCornerSize = 12;

/** What a fixed-income reader follows: rates, inflation, government borrowing, deposits and bonds. */
const BOND_TOPICS =
  /\b(RBI|repo|inflation|fiscal deficit|borrow\w*|bonds?|yields?|fixed deposits?|FD rates?|debt|interest rates?|G-?secs?)\b/i;

/**
 * AB-03: the income-tax guide at break 2 of income-tax stories (spec §7's "income tax guide"
 * list): the desk's explainers on filing and saving tax, in the editors' order.
 */
export const incomeTaxGuideListId = 2_147_020;
const incomeTaxGuideSize = 6;
const TAX_TOPICS = /\b(income[ -]tax|ITR|TDS|HRA|80C|tax (notice|regime|code|saving\w*|slabs?))\b/i;

/** Reports and live blogs: the corner lists news, not videos or picture galleries. */
const isNews = (article: Insertable<ArticleTable>) =>
  article.kind === 'article' || article.kind === 'liveblog';

export interface CuratedListRows {
  curatedLists: Insertable<CuratedListTable>[];
  curatedListItems: Insertable<CuratedListItemTable>[];
}

/** The seeded lists: what an editor would have picked, the newest free stories on the list's topic. */
export function seedCuratedLists(articles: readonly Insertable<ArticleTable>[]): CuratedListRows {
  const picked = articles
    .filter((article) => !article.prime && isNews(article) && BOND_TOPICS.test(article.title))
    .sort((a, b) => b.published_at.localeCompare(a.published_at) || b.msid - a.msid)
    .slice(0, bondsCornerSize);
  // One explainer a topic: headlines that differ only in a number ("ITR filing: 7 mistakes…")
  // are one guide entry, the newest.
  const seenTopics = new Set<string>();
  const guide = articles
    .filter((article) => !article.prime && article.kind === 'article' && TAX_TOPICS.test(article.title))
    .sort((a, b) => b.published_at.localeCompare(a.published_at) || b.msid - a.msid)
    .filter((article) => {
      const topic = article.title.replace(/\d+/g, '#');
      if (seenTopics.has(topic)) return false;
      seenTopics.add(topic);
      return true;
    })
    .slice(0, incomeTaxGuideSize);
  return {
    curatedLists: [
      { id: bondsCornerListId, name: 'Bonds Corner', seopath: 'wealth/bonds-corner' },
      { id: incomeTaxGuideListId, name: 'Income tax guide', seopath: 'wealth/tax' },
    ],
    curatedListItems: [
      ...picked.map((article, position) => ({ list_id: bondsCornerListId, msid: article.msid, position })),
      ...guide.map((article, position) => ({ list_id: incomeTaxGuideListId, msid: article.msid, position })),
    ],
  };
}
