import type { StoryType } from '../contract.ts';

// Paths on the site (the site owns its host); pictures are absolute on the API's public URL.

const storySegment: Record<StoryType, string> = {
  article: 'articleshow',
  video: 'videoshow',
  slideshow: 'slideshow',
  liveblog: 'liveblog',
};

export function storyPath(type: StoryType, seopath: string, slug: string, msid: number): string {
  // The spec's slideshow path carries no slug: /{seopath}/slideshow/{id}.cms
  if (type === 'slideshow') return `/${seopath}/slideshow/${msid}.cms`;
  return `/${seopath}/${slug}/${storySegment[type]}/${msid}.cms`;
}

export function authorPath(seoname: string, id: number): string | null {
  return seoname ? `/etreporter/author-${seoname}-${id}.cms` : null;
}

export function topicPath(slug: string): string {
  return `/topic/${slug}`;
}

export function picturePath(imageId: number): string {
  return `/photos/${imageId}.png`;
}

export function pictureUrl(publicUrl: string, imageId: number): string {
  return `${publicUrl}${picturePath(imageId)}`;
}
