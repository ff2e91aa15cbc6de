import { articleTemplatePictures, type PictureSize, pictureSizes } from '@newsroom/rules/pictures';
import type { Article } from '../content/schemas.ts';
import { metaText } from './articleFacts.ts';

/** AR-20: the spec's lead picture sizes for templates 0 to 5, in that order (the picture catalogue's). */
export const IMAGE_TEMPLATES: readonly PictureSize[] = articleTemplatePictures.map(
  (name) => pictureSizes[name],
);

export type ImageTemplate = 0 | 1 | 2 | 3 | 4 | 5;

/** The template when the article names none: the full 650px column. */
export const DEFAULT_TEMPLATE: ImageTemplate = 3;
/** Opinion pieces: a small picture floated beside the text. */
export const COLUMN_TEMPLATE: ImageTemplate = 0;
/** The Opinion section (subsec1); its pieces read like columns. */
export const OPINION_SECTION = '2146846';

/**
 * AR-20: `metainfo.TemplateLayout` when it is 0..5; otherwise the rules: a column
 * (BusinessUsageType `Column`), a story of the Opinion section or a blog (BlogAuthorName)
 * gets template 0, everything else template 3.
 */
export function imageTemplateOf(article: Article): ImageTemplate {
  const named = metaText(article, 'TemplateLayout');
  if (/^[0-5]$/.test(named)) return Number(named) as ImageTemplate;
  if (metaText(article, 'BusinessUsageType').toLowerCase() === 'column') return COLUMN_TEMPLATE;
  if (article.subsecnames?.subsec1 === OPINION_SECTION) return COLUMN_TEMPLATE;
  if (metaText(article, 'BlogAuthorName')) return COLUMN_TEMPLATE;
  return DEFAULT_TEMPLATE;
}

export function imageSizeOf(template: ImageTemplate): PictureSize {
  return pictureSizes[articleTemplatePictures[template]];
}
