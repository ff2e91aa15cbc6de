// VD-01: the media clips the demo's videos play. They are shipped with the backend
// (apps/content-api/media/clips, made by media/make-clips.sh, about 40 KB each), so no video host
// is needed; a video's row names its clip, and the player's `slikeid` and `playertype` are there
// for a real video platform's player to take over.

/** Each clip in both formats; `seconds` is its true length (the VideoObject's duration). */
export const clips = {
  markets: { seconds: 8, desk: 'Markets' },
  news: { seconds: 10, desk: 'News' },
  tech: { seconds: 12, desk: 'Technology' },
} as const;

export type ClipName = keyof typeof clips;

/** The formats every clip ships in, best first (a browser plays the first it can). */
export const clipFormats = [
  { extension: 'webm', type: 'video/webm; codecs="vp9"', contentType: 'video/webm' },
  { extension: 'mp4', type: 'video/mp4; codecs="avc1.42E01E"', contentType: 'video/mp4' },
] as const;

export type ClipExtension = (typeof clipFormats)[number]['extension'];

export function isClipName(name: string): name is ClipName {
  return Object.hasOwn(clips, name);
}

/** The clip a desk's videos play: the markets, technology or general news title card. */
export function clipForFamily(family: string): ClipName {
  if (['markets', 'prime', 'funds', 'wealth'].includes(family)) return 'markets';
  if (['tech', 'smallbiz', 'jobs'].includes(family)) return 'tech';
  return 'news';
}
