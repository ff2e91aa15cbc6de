import { type AuthorBlockProps, authorBlockContract } from '@newsroom/contracts/widgets/author-block';
import { pictureAt, pictureSizes } from '@newsroom/rules/pictures';
import { safeMediaUrl } from '@newsroom/rules/safe-url';
import type { Article, AuthorDetail } from '../../content/schemas.ts';
import { defineWidget } from '../types.ts';

/** Spec §5 / §9: a single author's summary is cut to 100 characters plus an ellipsis. */
export const AUTHOR_SUMMARY_CHARS = 100;
/** Several writers each get a line at most this long: the column is narrow. */
const MAX_WRITERS = 4;
const MAX_TEXT = 600;

export interface AuthorBlockWriter {
  name: string;
  designation?: string;
  img?: string;
  /** The author page, only for a staff writer with an id and a seoname (spec §5). */
  href?: string;
  summary?: string;
  /** The summary was cut: "Show more" leads to the author page. */
  cut: boolean;
}

export interface AuthorBlockData {
  /** A column (BusinessUsageType "Column") presents its writer as the columnist (spec §5). */
  column: boolean;
  writers: AuthorBlockWriter[];
}

const SEONAME = /^[a-z0-9][a-z0-9-]{0,80}$/;
const DIGITS = /^\d{1,20}$/;

/** Spec §2.4: /etreporter/author-{seoname}-{id}.cms, only when both are sound and not a guest. */
export function authorPageOf(writer: AuthorDetail): string | undefined {
  const seoname = writer.seoname?.trim().toLowerCase() ?? '';
  const id = writer.id ?? '';
  if (writer.type?.toUpperCase() === 'GUEST' || !SEONAME.test(seoname) || !DIGITS.test(id)) return undefined;
  return `/etreporter/author-${seoname}-${id}.cms`;
}

/** How far back from the limit a cut may go to end on a whole word. */
const WORD_SLACK = 20;

/**
 * At most `max` characters as readers count them (code points, so a cut never splits an emoji),
 * ending on a whole word when one ends near the limit, then an ellipsis.
 */
export function cutSummary(text: string, max: number): { text: string; cut: boolean } {
  const chars = [...text];
  if (chars.length <= max) return { text, cut: false };
  const head = chars.slice(0, max).join('');
  const space = head.lastIndexOf(' ');
  const words = space >= head.length - WORD_SLACK && space > 0 ? head.slice(0, space) : head;
  return { text: `${words.trimEnd().replace(/[,;:.\-–—]+$/, '')}…`, cut: true };
}

/** The writers as the block shows them; whitespace collapsed, lengths bounded. */
export function toAuthorBlock(article: Pick<Article, 'authordetails' | 'metainfo'>): AuthorBlockData {
  const details = article.authordetails.slice(0, MAX_WRITERS);
  const single = details.length === 1;
  const usage = article.metainfo?.BusinessUsageType?.value;
  const writers = details.map((writer): AuthorBlockWriter => {
    const href = authorPageOf(writer);
    const summaryText = (writer.bio || writer.audetailsxml || '').replace(/\s+/g, ' ').trim();
    // Only a single writer's summary is cut with "Show more", and only where it can lead somewhere;
    // otherwise the (bounded) whole is shown.
    const summary =
      single && href ? cutSummary(summaryText, AUTHOR_SUMMARY_CHARS) : cutSummary(summaryText, MAX_TEXT);
    const src = safeMediaUrl(writer.img);
    const designation = writer.designation?.trim();
    return {
      name: writer.name.slice(0, 120),
      ...(designation ? { designation: designation.slice(0, 120) } : {}),
      ...(src ? { img: pictureAt(src, 'authorCard') } : {}),
      ...(href ? { href } : {}),
      ...(summary.text ? { summary: summary.text } : {}),
      cut: summary.cut && Boolean(href),
    };
  });
  return { column: typeof usage === 'string' && usage.trim().toLowerCase() === 'column', writers };
}

const PORTRAIT = pictureSizes.authorCard;

/** AB-10: the author block of the premium layout's right column. */
export const authorBlock = defineWidget(authorBlockContract, {
  async load(ctx) {
    return ctx.article ? toAuthorBlock(ctx.article) : { column: false, writers: [] };
  },
  View({ props, data }: { props: AuthorBlockProps; data: AuthorBlockData }) {
    if (data.writers.length === 0) return null;
    return (
      <section
        className={data.column ? 'widget author-block author-block--column' : 'widget author-block'}
        aria-label={props.title}
      >
        <h2 className="widget__title">{data.column ? 'The columnist' : props.title}</h2>
        <ul className="author-block__list">
          {data.writers.map((writer) => (
            <li key={writer.href ?? writer.name} className="author-block__writer">
              <span className="author-block__portrait">
                {writer.img && (
                  <img
                    className="author-block__img"
                    src={writer.img}
                    alt=""
                    // Shown at half size (72 px): a sharp portrait on dense screens.
                    width={PORTRAIT.width / 2}
                    height={PORTRAIT.height / 2}
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </span>
              <span className="author-block__who">
                {writer.href ? (
                  <a className="author-block__name" href={writer.href} rel="author">
                    {writer.name}
                  </a>
                ) : (
                  <span className="author-block__name">{writer.name}</span>
                )}
                {writer.designation && (
                  <span className="author-block__designation">{writer.designation}</span>
                )}
              </span>
              {writer.summary && (
                <p className="author-block__summary">
                  {writer.summary}
                  {writer.cut && writer.href && (
                    <>
                      {' '}
                      <a className="author-block__more" href={writer.href}>
                        Show more<span className="visually-hidden"> about {writer.name}</span>
                      </a>
                    </>
                  )}
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
