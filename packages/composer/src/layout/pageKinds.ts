/**
 * The page kinds a layout file may lay out, one file each. `article-premium` is the AB-10 layout
 * of an article page for a Prime reader on a premium story: the same route as `article`, a layout
 * of its own because its columns (left, article, right) are not the regular page's.
 */
export const pageKinds = ['article', 'article-premium', 'home', 'category', 'video'] as const;
export type PageKind = (typeof pageKinds)[number];

export const regionNames = [
  'top',
  'main',
  'aside',
  'inserts',
  'toolbar',
  'left',
  'right',
  'premium',
] as const;
export type RegionName = (typeof regionNames)[number];

/** The page kinds whose context carries an article: article fields have a value only there. */
export const articlePageKinds = ['article', 'article-premium'] as const satisfies readonly PageKind[];

/** The page kinds whose context may carry a section (section pages, HM-12). */
export const sectionPageKinds = ['category'] as const satisfies readonly PageKind[];
