import { pictureAt } from '@newsroom/rules/pictures';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import type { Article } from '../content/schemas.ts';

export interface RelatedStory {
  title: string;
  url: string;
  img: string;
}

/**
 * Worked out once per article answer: a cached answer is one object, asked for by the related
 * box, the related list and the layout's facts on every page rendered from it.
 */
const completed = new WeakMap<Article, readonly RelatedStory[]>();

/** AB-16: the related stories complete enough to show — each needs a title, a picture and an address. */
export function completeRelated(article: Article): readonly RelatedStory[] {
  let stories = completed.get(article);
  if (!stories) {
    stories = Object.freeze(fromContent(article));
    completed.set(article, stories);
  }
  return stories;
}

function fromContent(article: Article): RelatedStory[] {
  const items = article.related_news?.data ?? [];
  return items.flatMap((raw) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const item = raw as Record<string, unknown>;
    const title = typeof item.title === 'string' ? item.title.trim() : '';
    const url = safeHref(item.url);
    const img = safeMediaUrl(item.img);
    return title && url && img ? [{ title, url, img: pictureAt(img, 'relatedThumbnail') }] : [];
  });
}
