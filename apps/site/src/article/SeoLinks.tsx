import { safeHref } from '@newsroom/rules/safe-url';
import type { Article } from '../content/schemas.ts';

export const SEO_LINKS_DEFAULT_TITLE = 'Also read';

/**
 * AR-13: the in-article SEO links after the body. Prime readers never see them; links that are
 * not safe are left out, and an empty list renders nothing.
 */
export function SeoLinks({ links, isPrime }: { links: Article['seoInArticleLinks']; isPrime: boolean }) {
  if (isPrime || !links) return null;
  const items = links.data.flatMap((link) => {
    const href = safeHref(link.url);
    const title = link.title.trim();
    return href && title ? [{ href, title }] : [];
  });
  if (items.length === 0) return null;
  const title = links.title?.trim() || SEO_LINKS_DEFAULT_TITLE;
  return (
    <nav className="seo-links" aria-label={title}>
      <h2 className="seo-links__title">{title}</h2>
      <ul className="seo-links__list">
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
