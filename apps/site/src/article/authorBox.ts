import type { Article, AuthorDetail } from '../content/schemas.ts';

/** AB-15 (spec §9): a single author's summary is cut to this many characters. */
export const AUTHOR_SUMMARY_LIMIT = 100;

const SEONAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const AUTHOR_ID = /^[1-9]\d{0,9}$/;

/** The author page's path, `/etreporter/author-{seoname}-{id}.cms`. */
export function authorPagePath(seoname: string, id: string): string {
  return `/etreporter/author-${seoname}-${id}.cms`;
}

/**
 * AB-15: the author box links to the author page only when the author has a seoname and an id
 * and is not a GUEST. Both parts are checked so that content can never make the link point
 * anywhere but an author page.
 */
export function authorPageHref(author: Pick<AuthorDetail, 'seoname' | 'id' | 'type'>): string | null {
  const seoname = author.seoname?.trim() ?? '';
  const id = author.id?.trim() ?? '';
  if (!seoname || !id) return null;
  if ((author.type ?? '').trim().toUpperCase() === 'GUEST') return null;
  if (seoname.length > 80 || !SEONAME.test(seoname) || !AUTHOR_ID.test(id)) return null;
  return authorPagePath(seoname, id);
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * AB-15: a summary cut to `limit` characters (user-perceived characters, so an emoji or an
 * accented letter is never split), trailing space dropped, plus an ellipsis; `cut` is false when
 * the text fits and nothing was taken away.
 */
export function cutSummary(text: string, limit = AUTHOR_SUMMARY_LIMIT): { shown: string; cut: boolean } {
  const whole = text.replace(/\s+/g, ' ').trim();
  const parts = [...graphemes.segment(whole)];
  if (parts.length <= limit) return { shown: whole, cut: false };
  const head = parts
    .slice(0, limit)
    .map((part) => part.segment)
    .join('')
    .trimEnd();
  return { shown: `${head}…`, cut: true };
}

/** AB-15: a column (BusinessUsageType "Column") gets the columnist's layout of the box. */
export function isColumn(article: Pick<Article, 'metainfo'>): boolean {
  const value = article.metainfo?.BusinessUsageType?.value;
  return typeof value === 'string' && value.trim().toLowerCase() === 'column';
}
