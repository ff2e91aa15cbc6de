import { pictureAt } from '@newsroom/rules/pictures';
import { safeMediaUrl } from '@newsroom/rules/safe-url';
import type { Article, AuthorDetail } from '../content/schemas.ts';
import { authorPageHref, cutSummary, isColumn } from './authorBox.ts';
import { MoreText } from './MoreText.tsx';

/**
 * AB-15: who wrote the story, at its end. Only when the backend sent author details; a column
 * (BusinessUsageType "Column") gets the columnist's layout (a larger portrait, "About the
 * columnist"); each name links to the author page only with a seoname and an id and when the
 * author is not a GUEST; a single author's summary is cut at 100 characters with an ellipsis and
 * a "Show more" disclosure that works without JavaScript.
 */
export function AuthorBox({ article }: { article: Pick<Article, 'authordetails' | 'metainfo'> }) {
  const authors = article.authordetails.slice(0, 6);
  if (authors.length === 0) return null;
  const column = isColumn(article);
  const single = authors.length === 1;
  const heading = column
    ? single
      ? 'About the columnist'
      : 'About the columnists'
    : single
      ? 'About the author'
      : 'About the authors';
  return (
    <section
      className={column ? 'author-box author-box--column' : 'author-box'}
      aria-label={heading}
      data-layout={column ? 'column' : 'news'}
    >
      <h2 className="author-box__heading">{heading}</h2>
      <ul className="author-box__list">
        {authors.map((author, index) => (
          <li key={author.id ?? `${author.name}-${index}`} className="author-box__author">
            <AuthorEntry author={author} withSummary={single} column={column} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AuthorEntry({
  author,
  withSummary,
  column,
}: {
  author: AuthorDetail;
  withSummary: boolean;
  column: boolean;
}) {
  const href = authorPageHref(author);
  const img = safeMediaUrl(author.img);
  const summary = withSummary && author.bio ? cutSummary(author.bio) : null;
  const size = column ? 96 : 64;
  // "Senior Analyst, ET Prime" and the publication "ET Prime": the name once.
  const role = [author.designation, author.pubname]
    .filter((part): part is string => Boolean(part?.trim()))
    .filter((part, index, all) => index === 0 || !all[0]!.toLowerCase().includes(part.trim().toLowerCase()))
    .join(', ');
  return (
    <>
      {img && (
        <img
          className="author-box__photo"
          src={pictureAt(img, 'authorCard')}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="author-box__about">
        <p className="author-box__name">
          {href ? (
            <a href={href} rel="author">
              {author.name}
            </a>
          ) : (
            author.name
          )}
        </p>
        {role && <p className="author-box__role">{role}</p>}
        {summary &&
          (summary.cut ? (
            <MoreText className="author-box__bio" short={summary.shown} full={author.bio} />
          ) : (
            <p className="author-box__bio">{summary.shown}</p>
          ))}
      </div>
    </>
  );
}
