import { type ShareTarget, shareLinks } from '@newsroom/machines';
import { safeHref } from '@newsroom/rules/safe-url';

// AR-10 the browser's side of share: the article's canonical URL, the Web Share API where it takes
// the page, else links built by `shareLinks`; every URL goes through safeHref.

export interface SharePage {
  url: string;
  title: string;
}

/**
 * The page to share: the article's path made absolute against the document's canonical link (the
 * site's configured origin) or, failing that, the page's origin. Null when the path is not safe.
 */
export function sharePage(path: string, title: string): SharePage | null {
  const safePath = safeHref(path);
  if (!safePath) return null;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  let base = window.location.origin;
  if (canonical) {
    try {
      base = new URL(canonical).origin;
    } catch {
      // keep the page's origin
    }
  }
  const url = safeHref(new URL(safePath, base).href);
  if (!url || !/^https?:/.test(url)) return null;
  return { url, title };
}

/** The menu's links, each checked again (mailto and https only). */
export function safeShareLinks(page: SharePage): Record<ShareTarget, string> | null {
  const links = shareLinks(page);
  for (const href of Object.values(links)) if (safeHref(href) !== href) return null;
  return links;
}

export function canShareNatively(page: SharePage): boolean {
  return typeof navigator.share === 'function' && (navigator.canShare?.({ url: page.url }) ?? true);
}

export async function shareNatively(page: SharePage): Promise<void> {
  await navigator.share({ url: page.url, title: page.title });
}

export async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
}
