import { pictureAt, pictureSizes } from '@newsroom/rules/pictures';
import { publication } from '@newsroom/rules/publication';
import { safeMediaUrl } from '@newsroom/rules/safe-url';
import { toIstIso } from '../lib/istTime.ts';
import type { ArticleModel } from './articleModel.ts';

/** AB-22 limits for structured data. */
export const HEADLINE_MAX = 110;
export const LD_IMAGE = pictureSizes.structuredData;

/** Cuts at a word boundary so the headline, ellipsis included, fits in `max` characters. */
export function shortenHeadline(title: string, max = HEADLINE_MAX): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The NewsArticle object for an article page (schema.org, as search engines read it). */
export function newsArticleLd({ article, premium }: ArticleModel, origin: string): Record<string, unknown> {
  const url = `${origin}${article.url}`;
  const image = safeMediaUrl(article.img);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: shortenHeadline(article.title),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    datePublished: toIstIso(article.date),
    dateModified: toIstIso(article.updated || article.date),
    author: article.authors.map((author) => ({
      '@type': 'Person',
      name: author.title,
      ...(author.url ? { url: `${origin}${author.url}` } : {}),
    })),
    publisher: {
      '@type': 'NewsMediaOrganization',
      name: publication.name,
      logo: {
        '@type': 'ImageObject',
        url: `${origin}${publication.logo.path}`,
        width: publication.logo.width,
        height: publication.logo.height,
      },
    },
  };
  if (image) {
    ld.image = {
      '@type': 'ImageObject',
      url: pictureAt(image, 'structuredData'),
      width: LD_IMAGE.width,
      height: LD_IMAGE.height,
    };
  }
  const description = article.seo?.description || article.artSummary;
  if (description) ld.description = description;
  if (article.subsecnames?.subsecname1) ld.articleSection = article.subsecnames.subsecname1;
  if (article.seo?.keywords) ld.keywords = article.seo.keywords;
  // AB-07: a premium story marks its gated part, unless its editors asked for no marking.
  if (premium && !article.remove_paywall_schema) {
    ld.isAccessibleForFree = false;
    ld.hasPart = { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.story__body' };
  }
  return ld;
}

/** JSON for a `<script type="application/ld+json">`: nothing in content can close the tag. */
export function serializeLd(ld: unknown): string {
  return JSON.stringify(ld)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
