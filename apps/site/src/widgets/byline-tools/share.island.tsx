import { Share } from '@newsroom/ui';
import { useMemo } from 'react';
import { defineIsland } from '../../lib/defineIsland.ts';
import {
  canShareNatively,
  copyToClipboard,
  type SharePage,
  safeShareLinks,
  shareNatively,
  sharePage,
} from './shareEffects.ts';

const LABELS = { email: 'E-mail', whatsapp: 'WhatsApp', x: 'X', linkedin: 'LinkedIn' } as const;

/**
 * AR-10 share in the byline toolbar. The server HTML is the button; on the first press the island
 * wakes and opens the Web Share sheet where the browser has one, else the menu (copy link, e-mail,
 * WhatsApp, X, LinkedIn), all from the article's canonical URL and title.
 */
export interface ShareData {
  /** The story's site path (its canonical URL's path) and title. */
  path: string;
  title: string;
}

/** What the share button asks of the browser: the site's own, or a story's. */
export interface ShareEffects {
  canShareNatively: (page: SharePage) => boolean;
  shareNatively: (page: SharePage) => Promise<void>;
  copyToClipboard: (text: string) => Promise<void>;
}

const siteEffects: ShareEffects = { canShareNatively, shareNatively, copyToClipboard };

function ShareIsland({
  data: { path, title },
  effects = siteEffects,
}: {
  props: unknown;
  data: ShareData;
  effects?: ShareEffects;
}) {
  // Only in the browser (hydration): the server renders the closed button, which reads none of this.
  const page = useMemo(
    () => (typeof document === 'undefined' ? null : sharePage(path, title)),
    [path, title],
  );
  const links = useMemo(() => (page ? safeShareLinks(page) : null), [page]);
  const canShare = useMemo(() => (page ? effects.canShareNatively(page) : false), [page, effects]);
  const nativeShare = useMemo(
    () => () => (page ? effects.shareNatively(page) : Promise.reject(new Error('no page'))),
    [page, effects],
  );
  const copyLink = useMemo(
    () => () => (page ? effects.copyToClipboard(page.url) : Promise.reject(new Error('no page'))),
    [page, effects],
  );
  return (
    <Share.Root className="share" canShare={canShare} nativeShare={nativeShare} copyLink={copyLink}>
      <Share.Trigger className="toolbar__button toolbar__share" aria-label="Share this story" title="Share">
        <ShareIcon />
      </Share.Trigger>
      <Share.Menu className="share__menu" aria-label="Share this story">
        {page && (
          <Share.Copy
            className="share__item share__copy"
            copied="Link copied"
            failed="Could not copy the link"
          >
            Copy link{' '}
          </Share.Copy>
        )}
        {links &&
          (Object.keys(LABELS) as (keyof typeof LABELS)[]).map((target) => (
            <Share.Link key={target} className={`share__item share__${target}`} href={links[target]}>
              {LABELS[target]}
            </Share.Link>
          ))}
      </Share.Menu>
    </Share.Root>
  );
}

function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

export default defineIsland('share', ShareIsland);
