import type { StoryItem, StoryType } from '../contract.ts';
import type { StoryRow } from '../store/articles.ts';
import type { SectionDirectory } from '../store/sections.ts';
import { pictureUrl, storyPath } from './site-paths.ts';

export function storyUrl(
  row: Pick<StoryRow, 'kind' | 'slug' | 'msid' | 'section_id'>,
  sections: SectionDirectory,
) {
  const seopath = sections.get(row.section_id)?.seopath ?? 'news';
  return storyPath(row.kind as StoryType, seopath, row.slug, row.msid);
}

export function toStoryItem(row: StoryRow, sections: SectionDirectory, publicUrl: string): StoryItem {
  return {
    msid: String(row.msid),
    title: row.title,
    url: storyUrl(row, sections),
    img: pictureUrl(publicUrl, row.image_id),
    imgsize: { width: row.image_width, height: row.image_height },
    synopsis: row.synopsis,
    date: row.published_at,
    updated: row.updated_at,
    type: row.kind as StoryType,
    sectionId: String(row.section_id),
    prime: row.prime === 1 ? 1 : 0,
  };
}
