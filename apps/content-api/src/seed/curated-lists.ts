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
  return {
    curatedLists: [{ id: bondsCornerListId, name: 'Bonds Corner', seopath: 'wealth/bonds-corner' }],
    curatedListItems: picked.map((article, position) => ({
      list_id: bondsCornerListId,
      msid: article.msid,
      position,
    })),
  };
}
