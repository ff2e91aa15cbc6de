import type { Insertable } from 'kysely';
import type { ArticleTable, CuratedListItemTable, CuratedListTable } from '../store/schema.ts';
import { ancestorsOf } from './sections.ts';

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

/**
 * HM-02: the home page's top stories (the spec's "top" section, shown whole at /headlines.cms),
 * in the editors' order. Its id is invented as the Bonds Corner's is.
 */
export const topStoriesListId = 2_147_001;
const topStoriesSize = 40;

const newestFirst = (a: Insertable<ArticleTable>, b: Insertable<ArticleTable>) =>
  b.published_at.localeCompare(a.published_at) || b.msid - a.msid;

/** The seeded lists: what an editor would have picked. */
export function seedCuratedLists(articles: readonly Insertable<ArticleTable>[]): CuratedListRows {
  const bonds = articles
    .filter((article) => !article.prime && isNews(article) && BOND_TOPICS.test(article.title))
    .sort(newestFirst)
    .slice(0, bondsCornerSize);
  const top = pickTopStories(articles);
  // One explainer a topic: headlines that differ only in a number ("ITR filing: 7 mistakes…")
  // are one guide entry, the newest.
  const seenTopics = new Set<string>();
  const guide = articles
    .filter((article) => !article.prime && article.kind === 'article' && TAX_TOPICS.test(article.title))
    .sort(newestFirst)
    .filter((article) => {
      const topic = article.title.replace(/\d+/g, '#');
      if (seenTopics.has(topic)) return false;
      seenTopics.add(topic);
      return true;
    })
    .slice(0, incomeTaxGuideSize);
  const items = (listId: number, picked: readonly Insertable<ArticleTable>[]) =>
    picked.map((article, position) => ({ list_id: listId, msid: article.msid, position }));
  return {
    curatedLists: [
      { id: bondsCornerListId, name: 'Bonds Corner', seopath: 'wealth/bonds-corner' },
      { id: topStoriesListId, name: 'Top News', seopath: 'headlines' },
      { id: incomeTaxGuideListId, name: 'Income tax guide', seopath: 'wealth/tax' },
    ],
    curatedListItems: [
      ...items(bondsCornerListId, bonds),
      ...items(topStoriesListId, top),
      ...items(incomeTaxGuideListId, guide),
    ],
  };
}

/**
 * The front page as a desk of editors makes it: each desk (top-level section) in turn puts up its
 * newest story of the day's news (the latest-news stories), desks with the newest news first, so
 * the list mixes the desks instead of following the clock as the latest-news list does.
 */
function pickTopStories(articles: readonly Insertable<ArticleTable>[]): Insertable<ArticleTable>[] {
  const byDesk = new Map<number, Insertable<ArticleTable>[]>();
  for (const article of [...articles].filter((each) => each.latest_news === 1).sort(newestFirst)) {
    const desk = ancestorsOf(article.section_id).at(-1)?.id ?? article.section_id;
    byDesk.set(desk, [...(byDesk.get(desk) ?? []), article]);
  }
  const queues = [...byDesk.values()];
  const picked: Insertable<ArticleTable>[] = [];
  while (picked.length < topStoriesSize && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && picked.length < topStoriesSize) picked.push(next);
    }
  }
  return picked;
}
