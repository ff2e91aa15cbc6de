import type { Article } from '../content/schemas.ts';
import { topicHref } from '../lib/routes/topics.ts';

/**
 * AB-16: the related keywords ("Read more on"), hidden when empty. For Prime readers the strip is
 * one line (spec §6) that scrolls sideways: nothing is cut off, every link stays reachable by Tab
 * (focus scrolls it into view) and the strip itself is a focusable, labelled scroll region.
 */
export function Keywords({
  article,
  oneLine = false,
}: {
  article: Pick<Article, 'relatedKeywords'>;
  oneLine?: boolean;
}) {
  const seen = new Set<string>();
  const links = article.relatedKeywords.flatMap((keyword) => {
    const href = topicHref(keyword);
    const title = keyword.title.trim();
    if (!href || !title || seen.has(href)) return [];
    seen.add(href);
    return [{ href, title }];
  });
  if (links.length === 0) return null;
  return (
    <nav
      className={oneLine ? 'keywords keywords--one-line' : 'keywords'}
      aria-label="Read more on"
      data-one-line={oneLine ? 'true' : undefined}
    >
      <span className="keywords__label">Read more on</span>
      <ul
        className="keywords__list"
        // A scroll region must be reachable by keyboard (axe: scrollable-region-focusable).
        {...(oneLine ? { tabIndex: 0, 'aria-label': 'Topics, scroll sideways for more' } : {})}
      >
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
