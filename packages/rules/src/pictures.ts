// The picture sizes the site asks the backend for (Hardening item 3), one catalogue that both
// import: the site builds every picture URL from a name here, and the backend paints only these
// sizes (or a picture's stored size), so a client cannot make it paint whatever it likes and the
// two cannot drift apart. Each entry is named after what shows it; the size is the picture's own
// pixels (twice the box where the box is small and a sharp picture matters).

export interface PictureSize {
  readonly width: number;
  readonly height: number;
}

export const pictureSizes = {
  /** AR-20: the article's lead picture, templates 0 to 5 (the spec's sizes, shown at 1×). */
  articleTemplate0: { width: 210, height: 158 },
  articleTemplate1: { width: 640, height: 480 },
  articleTemplate2: { width: 300, height: 225 },
  articleTemplate3: { width: 650, height: 488 },
  articleTemplate4: { width: 420, height: 315 },
  articleTemplate5: { width: 525, height: 393 },
  /** AB-22: the NewsArticle image search engines ask for (also the stored size of lead pictures). */
  structuredData: { width: 1200, height: 900 },
  /** AB-16: related stories, in the body's box (120×90) and the sidebar list (96×72). */
  relatedThumbnail: { width: 240, height: 180 },
  /** AR-12: the featured video's poster, twice its 160×90 box. */
  featuredVideoPoster: { width: 320, height: 180 },
  /** AR-01: the print view's lead picture. */
  print: { width: 650, height: 488 },
  /** AR-17: the trending links carousel. */
  trending: { width: 80, height: 60 },
  /** Story links in lists: the top-news lead, a section's lead, a category page, small lists. */
  topNewsLead: { width: 640, height: 360 },
  sectionNewsLead: { width: 300, height: 169 },
  categoryStory: { width: 240, height: 135 },
  storyListThumbnail: { width: 96, height: 72 },
  /** AB-10: a masterclass slider item, its 320 px width at 16:9 (the featured video poster's size). */
  masterclass: { width: 320, height: 180 },
  /** AR-09: the author card's portrait, twice its 72×72 box; also AB-10's author block and AB-18's leaders. */
  authorCard: { width: 144, height: 144 },
  /** HM-12: the home page's market news pictures, twice their 56×56 box. */
  marketNewsThumb: { width: 112, height: 112 },
  /** HM-12: a web story's portrait cover, twice its 135×240 box. */
  webStory: { width: 270, height: 480 },
  /** AB-05: a college's logo on a course card, twice its 80×40 box. */
  courseLogo: { width: 160, height: 80 },
  /** AB-18: a Grandmasters series card's picture, twice its 200×113 box. */
  grandmasterSeries: { width: 400, height: 225 },
  /** AB-18: a slideshow carousel slide (the lead template 1's size, 4:3). */
  slideshowSlide: { width: 640, height: 480 },
  /** AB-18: a web story's page, 9:16, twice its 180×320 box. */
  webStoryPage: { width: 360, height: 640 },
} as const satisfies Record<string, PictureSize>;

export type PictureSizeName = keyof typeof pictureSizes;

/** AR-20's templates 0..5 by number. */
export const articleTemplatePictures = [
  'articleTemplate0',
  'articleTemplate1',
  'articleTemplate2',
  'articleTemplate3',
  'articleTemplate4',
  'articleTemplate5',
] as const satisfies readonly PictureSizeName[];

/**
 * A picture URL of the backend (`/photos/{id}.png`, absolute or a path) at a catalogue size.
 * Pictures without `?w=&h=` come at their stored size: article bodies and comment avatars use
 * them so, as the backend sends them.
 */
export function pictureAt(src: string, name: PictureSizeName): string {
  const { width, height } = pictureSizes[name];
  const url = new URL(src, 'https://site.invalid');
  url.searchParams.set('w', String(width));
  url.searchParams.set('h', String(height));
  return url.origin === 'https://site.invalid' ? url.pathname + url.search : url.href;
}

/** Every distinct size of the catalogue (two names may share one). */
export const catalogueSizes: readonly PictureSize[] = Object.values(pictureSizes).filter(
  (size, index, all) =>
    all.findIndex((other) => other.width === size.width && other.height === size.height) === index,
);

export function isCatalogueSize(width: number, height: number): boolean {
  return catalogueSizes.some((size) => size.width === width && size.height === height);
}

/**
 * Of `candidates`, the size closest to `width`×`height` in proportion: the sum of how far each side
 * is off as a ratio (log scale), so 100→200 is as far as 200→400, and a wrong shape costs as much
 * as a wrong scale. Ties go to the earlier candidate.
 */
export function nearestSize(
  width: number,
  height: number,
  candidates: readonly PictureSize[] = catalogueSizes,
): PictureSize {
  let best = candidates[0];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const size of candidates) {
    const distance = Math.abs(Math.log(size.width / width)) + Math.abs(Math.log(size.height / height));
    if (distance < bestDistance) {
      best = size;
      bestDistance = distance;
    }
  }
  if (!best) throw new Error('nearestSize needs at least one candidate');
  return best;
}
