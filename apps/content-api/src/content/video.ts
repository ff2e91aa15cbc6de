import type { StoryNode } from '../contract.ts';
import type { Video, VideoItem } from '../contract-story-kinds.ts';
import { type ClipName, clipFormats, isClipName } from '../media/clips.ts';
import type { ArticleRow } from '../store/articles.ts';
import type { SectionDirectory } from '../store/sections.ts';
import type { VideoItemRow, VideoRow } from '../store/videos.ts';
import { datelineOf } from './ist-time.ts';
import { pictureUrl, topicPath } from './site-paths.ts';
import { storyUrl } from './story-item.ts';

// VD-01..02: a video story as its page and its lists show it.

/** Where a clip's and a video's captions are served (routes/media.ts), on the public origin. */
export function clipUrl(publicUrl: string, clip: ClipName, extension: string): string {
  return `${publicUrl}/media/clips/${clip}.${extension}`;
}

export function captionsUrl(publicUrl: string, msid: number): string {
  return `${publicUrl}/media/captions/${msid}.vtt`;
}

/** The description: the synopsis, then the body's paragraphs (a video's body is its notes). */
export function videoDescription(synopsis: string, body: StoryNode): string {
  const paragraphs = (body.child ?? [])
    .filter((node) => node.node === 'element' && node.tag === 'p')
    .map((node) => textOf(node).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return [synopsis.trim(), ...paragraphs].filter(Boolean).join('\n\n');
}

function textOf(node: StoryNode): string {
  if (node.node === 'text') return node.text ?? '';
  return (node.child ?? []).map(textOf).join('');
}

export function toVideo(parts: {
  row: ArticleRow;
  video: VideoRow;
  imageSize: { width: number; height: number };
  sections: SectionDirectory;
  keywords: readonly { title: string; slug: string }[];
  publicUrl: string;
}): Video {
  const { row, video, sections, publicUrl } = parts;
  const chain = sections.chain(row.section_id);
  const clip: ClipName = isClipName(video.clip) ? video.clip : 'news';
  return {
    msid: String(row.msid),
    slikeid: video.slike_id,
    playertype: video.player_type,
    url: storyUrl(row, sections),
    img: pictureUrl(publicUrl, row.image_id),
    imgsize: parts.imageSize,
    title: row.title,
    agency: row.agency,
    date: row.published_at,
    updated: row.updated_at,
    dtline: datelineOf(row.published_at),
    synopsis: videoDescription(row.synopsis, JSON.parse(row.body_json) as StoryNode),
    hostid: row.host_id,
    hideAds: row.hide_ads === 1 ? 1 : 0,
    subsecnames: {
      subsec1: String(chain[0]?.id ?? row.section_id),
      subsec2: chain[1] ? String(chain[1].id) : null,
      subsecname1: chain[0]?.name ?? '',
      subsecname2: chain[1]?.name ?? null,
    },
    relKeywords: parts.keywords.map((keyword) => ({ title: keyword.title, url: topicPath(keyword.slug) })),
    duration: video.duration_seconds,
    views: video.views,
    media: {
      poster: pictureUrl(publicUrl, row.image_id),
      sources: clipFormats.map((format) => ({
        src: clipUrl(publicUrl, clip, format.extension),
        type: format.type,
      })),
      captions: [{ src: captionsUrl(publicUrl, row.msid), srclang: 'en', label: 'English' }],
    },
  };
}

export function toVideoItem(row: VideoItemRow, sections: SectionDirectory, publicUrl: string): VideoItem {
  return {
    msid: String(row.msid),
    title: row.title,
    url: storyUrl(row, sections),
    img: pictureUrl(publicUrl, row.image_id),
    imgsize: { width: row.image_width, height: row.image_height },
    date: row.published_at,
    sectionId: String(row.section_id),
    duration: row.duration_seconds,
    views: row.views,
  };
}

/** How strongly age discounts views in the trending rank (1: views per hour). */
const TRENDING_GRAVITY = 1.2;

/**
 * VD-02 trending: views discounted by age, `views / (hours since publication + 2) ^ 1.2`, so a
 * new video with a fast start outranks an old one with more views in all; newest first on a tie.
 */
export function rankTrending<T extends Pick<VideoItemRow, 'views' | 'published_at' | 'msid'>>(
  rows: readonly T[],
  nowMs: number,
): T[] {
  const score = (row: T) => {
    const hours = Math.max(0, (nowMs - Date.parse(row.published_at)) / 3_600_000);
    return row.views / (hours + 2) ** TRENDING_GRAVITY;
  };
  return rows
    .map((row) => ({ row, score: score(row) }))
    .sort(
      (a, b) =>
        b.score - a.score || b.row.published_at.localeCompare(a.row.published_at) || b.row.msid - a.row.msid,
    )
    .map(({ row }) => row);
}
