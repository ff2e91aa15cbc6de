import { z } from 'zod';
import type { Contract } from '../contract.ts';

/** The backend's video lists a layout may name (VD-02). */
export const videoListNames = ['related', 'mostviewed', 'trending'] as const;
export type VideoListName = (typeof videoListNames)[number];

const props = z.strictObject({
  list: z
    .enum(videoListNames)
    .describe('Which list: related (videos like the one shown), mostviewed or trending (VD-02)'),
  title: z.string().min(1).max(60).describe('Heading'),
  count: z.number().int().min(1).max(30).default(8).describe('How many videos'),
  display: z
    .enum(['grid', 'list'])
    .default('list')
    .describe('A grid of posters (the page’s main column) or a list with small pictures (the sidebar)'),
});
export type VideoListProps = z.infer<typeof props>;

export const videoListContract = {
  id: 'video-list',
  description:
    'A video page’s list (VD-02) from the backend: related videos (on a video page only; about the video shown), most viewed or trending videos, each with its picture, length and views, without the video being watched.',
  props,
  hydrate: 'none',
} as const satisfies Contract<VideoListProps>;
