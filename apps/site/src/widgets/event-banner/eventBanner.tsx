import { type EventBannerProps, eventBannerContract } from '@newsroom/contracts/widgets/event-banner';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import { z } from 'zod';
import type { SiteConfig } from '../../content/editorial.ts';
import { defineWidget } from '../types.ts';

export interface EventBanner {
  title: string;
  text: string;
  href: string;
  picture: string | null;
}

/** The config keys of each banner (the publisher's names). */
export const BANNER_KEYS = { summit: 'etsummit_banner', awards: 'etexcellence_awardbanner' } as const;

/** The banner from the `common` config, or null when switched off or without title and link. */
export function readEventBanner(config: SiteConfig, banner: EventBannerProps['banner']): EventBanner | null {
  const key = BANNER_KEYS[banner];
  const read = z
    .object({
      onoff: z.literal('1'),
      title: z.string().trim().min(1).max(90),
      text: z.string().trim().max(200).catch(''),
      link: z.string().max(500),
      image: z.string().max(500).optional().catch(undefined),
    })
    .safeParse({
      onoff: config[`${key}_onoff`],
      title: config[`${key}_title`],
      text: config[`${key}_text`],
      link: config[`${key}_link`],
      image: config[`${key}_image`],
    });
  const href = read.success ? safeHref(read.data.link) : null;
  if (!read.success || !href) return null;
  return { title: read.data.title, text: read.data.text, href, picture: safeMediaUrl(read.data.image) };
}

/** AB-11 the summit and awards banners: one link, its picture in a fixed 300 × 125 box. */
export const eventBanner = defineWidget(eventBannerContract, {
  load: async (ctx, { banner }) => readEventBanner(await ctx.content.editorial.config('common'), banner),
  View({ props: { banner }, data }: { props: EventBannerProps; data: EventBanner | null }) {
    if (!data) return null;
    return (
      <a className={`event-banner event-banner--${banner}`} href={data.href}>
        {data.picture && (
          <img
            className="event-banner__picture"
            src={data.picture}
            alt=""
            width={300}
            height={125}
            loading="lazy"
          />
        )}
        <span className="event-banner__title">{data.title}</span>
        {data.text && <span className="event-banner__text">{data.text}</span>}
      </a>
    );
  },
});
