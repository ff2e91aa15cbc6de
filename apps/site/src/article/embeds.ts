/**
 * AB-24: embedded frames that may set their own height. The one allow-list of origins whose
 * height messages are obeyed; a message from any other origin, from a frame it did not come
 * from, or with a height out of bounds is ignored.
 */
export const EMBED_RESIZE_ORIGINS: readonly string[] = ['https://platform.twitter.com'];

/** Heights an embed may ask for, in CSS pixels. */
export const EMBED_HEIGHT_MIN = 80;
export const EMBED_HEIGHT_MAX = 4000;

/** A message of more than this is not read (a string is parsed as JSON only up to it). */
const MAX_MESSAGE_CHARS = 10_000;

export function canResize(origin: string): boolean {
  return EMBED_RESIZE_ORIGINS.includes(origin);
}

function heightIn(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  if ('height' in record) return record.height;
  // X's own embed: {"twttr.embed": {"method": "twttr.private.resize", "params": [{"height": N}]}}
  const rpc = record['twttr.embed'];
  if (typeof rpc === 'object' && rpc !== null) {
    const { method, params } = rpc as { method?: unknown; params?: unknown };
    if (method === 'twttr.private.resize' && Array.isArray(params) && typeof params[0] === 'object') {
      return (params[0] as Record<string, unknown> | null)?.height;
    }
  }
  return undefined;
}

/**
 * The height a message asks for, or null when it must be ignored: `origin` must be on the
 * allow-list and be the frame's own origin (`frameOrigin`), and the height a finite number
 * (or numeric string) within bounds, rounded to whole pixels.
 */
export function embedHeightFrom(
  message: { origin: string; data: unknown },
  frameOrigin: string | null,
): number | null {
  if (!frameOrigin || message.origin !== frameOrigin || !canResize(message.origin)) return null;
  let data = message.data;
  if (typeof data === 'string') {
    if (data.length > MAX_MESSAGE_CHARS) return null;
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const raw = heightIn(data);
  const height = typeof raw === 'string' && /^\d{1,5}(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  if (typeof height !== 'number' || !Number.isFinite(height)) return null;
  if (height < EMBED_HEIGHT_MIN || height > EMBED_HEIGHT_MAX) return null;
  return Math.round(height);
}

/** The origin of an embed's address, or null. */
export function originOf(src: string): string | null {
  try {
    return new URL(src).origin;
  } catch {
    return null;
  }
}
