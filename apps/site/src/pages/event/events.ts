import { safeMediaUrl } from '@newsroom/rules/safe-url';
import type { SiteConfig } from '../../content/editorial.ts';
import { EVENT_PATH } from '../../lib/routes/match.ts';

/**
 * The publication's events, as the editors' configuration names them: the live-events promo's
 * cards (AR-15, `inarticle_events`) and the tech sidebar's summit and awards banners (AB-11,
 * `common`). An event's page is `/events/{slug}`; the configuration is its only source, so an
 * event the editors link has a page the moment they link it, and one they drop is a 404.
 */
export interface SiteEvent {
  path: string;
  title: string;
  text: string;
  /** A `/photos/…` picture or an https address, already checked. */
  image: string | null;
}

export function eventsFromConfig(inarticle: SiteConfig, common: SiteConfig): SiteEvent[] {
  const events = new Map<string, SiteEvent>();
  const add = (path: string | undefined, title: string | undefined, text = '', image?: string) => {
    if (!path || !EVENT_PATH.test(path) || !title?.trim()) return;
    const known = events.get(path);
    events.set(path, {
      path,
      // A banner's own title is the event's name; a promo card's line says it in passing.
      title: known && !text ? known.title : title.trim(),
      text: text.trim() || known?.text || '',
      image: (image && safeMediaUrl(image)) || known?.image || null,
    });
  };
  for (let card = 1; card <= 20; card += 1) {
    add(inarticle[`inarticle_events_link${card}`], inarticle[`inarticle_events_card${card}`]);
  }
  for (const banner of ['etsummit_banner', 'etexcellence_awardbanner']) {
    if (common[`${banner}_onoff`] !== '1') continue;
    add(
      common[`${banner}_link`],
      common[`${banner}_title`],
      common[`${banner}_text`],
      common[`${banner}_image`],
    );
  }
  return [...events.values()];
}
