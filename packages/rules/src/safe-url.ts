const BASE = 'https://site.invalid';
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const MEDIA_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * A link target from untrusted content, or null. Only http(s), mailto and site-relative paths
 * pass; `javascript:`, `data:` and the rest are refused, however they are spelt or padded.
 */
export function safeHref(raw: unknown): string | null {
  return checked(raw, LINK_PROTOCOLS);
}

/** A picture or embed address from untrusted content: http(s) or site-relative only. */
export function safeMediaUrl(raw: unknown): string | null {
  return checked(raw, MEDIA_PROTOCOLS);
}

function checked(raw: unknown, protocols: ReadonlySet<string>): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  // Protocol-relative `//host` leaves the scheme to chance: content must say what it means.
  if (value === '' || value.length > 2048 || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (!protocols.has(url.protocol)) return null;
  // A site path stays relative; a bare `relative/path` has no meaning in content and is refused.
  if (url.origin === BASE) return value.startsWith('/') ? url.pathname + url.search + url.hash : null;
  return url.href;
}

/** The host of an absolute URL, or null. */
export function hostOf(href: string): string | null {
  try {
    return new URL(href).hostname;
  } catch {
    return null;
  }
}
