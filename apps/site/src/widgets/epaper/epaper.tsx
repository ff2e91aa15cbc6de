import { type EpaperProps, epaperContract } from '@newsroom/contracts/widgets/epaper';
import { type EpaperEdition, epaperOrder } from '@newsroom/rules/epaper';
import { safeMediaUrl } from '@newsroom/rules/safe-url';
import { z } from 'zod';
import type { SiteConfig } from '../../content/editorial.ts';
import { defineWidget } from '../types.ts';

export interface EpaperEditionCard {
  edition: EpaperEdition;
  title: string;
  /** A well-formed https address on the epaper's host. */
  href: string;
  cover: string | null;
}

export interface EpaperData {
  title: string;
  /** In the order of the request's hour (HM-10). */
  editions: readonly [EpaperEditionCard, EpaperEditionCard];
}

/** The epaper's host: an https origin and nothing more (no path, no credentials, no port games). */
const httpsOrigin = z
  .string()
  .max(200)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.origin === value && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  });

const epaperConfig = z.object({
  epaper_title: z.string().trim().min(1).max(60),
  epaper_host: httpsOrigin,
  epaper_todayTitle: z.string().trim().min(1).max(80),
  epaper_todayPath: z.string().regex(/^\/[a-z0-9][a-z0-9\-/.,]{0,199}$/),
  epaper_todayImage: z.string().max(500).optional(),
  epaper_wealthTitle: z.string().trim().min(1).max(80),
  epaper_wealthMsid: z.string().regex(/^\d{1,12}$/),
  epaper_wealthSeopath: z.string().regex(/^[a-z0-9-]{1,60}(\/[a-z0-9-]{1,60}){0,4}$/),
  epaper_wealthImage: z.string().max(500).optional(),
});

/**
 * The two editions from the backend's `epaper` config (spec §3 "Epaper data"), or null when it
 * is not usable: every link is built on the configured https host with the spec's path shapes
 * (today's publication page; `{seopath}/wealth_editionshow/{msid}.cms`).
 */
export function readEpaper(config: SiteConfig):
  | (Omit<EpaperData, 'editions'> & {
      editions: Record<EpaperEdition, EpaperEditionCard>;
    })
  | null {
  const read = epaperConfig.safeParse(config);
  if (!read.success) return null;
  const data = read.data;
  const on = (path: string) => new URL(path, data.epaper_host).href;
  return {
    title: data.epaper_title,
    editions: {
      today: {
        edition: 'today',
        title: data.epaper_todayTitle,
        href: on(data.epaper_todayPath),
        cover: safeMediaUrl(data.epaper_todayImage),
      },
      wealth: {
        edition: 'wealth',
        title: `Wealth edition, ${data.epaper_wealthTitle}`,
        href: on(`/${data.epaper_wealthSeopath}/wealth_editionshow/${data.epaper_wealthMsid}.cms`),
        cover: safeMediaUrl(data.epaper_wealthImage),
      },
    },
  };
}

/** The covers' box: a front page's proportions, the same for both. */
const COVER = { width: 120, height: 160 };

/**
 * HM-10: the epaper widget. The order is decided here from the request's India-time hour and
 * weekday (the page context), so the server's HTML carries it; the home page is kept no longer
 * than the order holds (pages.tsx, `nextEpaperOrderChange`).
 */
export const epaper = defineWidget(epaperContract, {
  async load(ctx): Promise<EpaperData | null> {
    const read = readEpaper(await ctx.content.editorial.config('epaper'));
    if (!read) return null;
    const [first, second] = epaperOrder({ hour: ctx.page.page.hour, weekday: ctx.page.page.weekday });
    return { title: read.title, editions: [read.editions[first], read.editions[second]] };
  },
  View({ props, data }: { props: EpaperProps; data: EpaperData | null }) {
    if (!data) return null;
    return (
      <section className="widget widget--epaper epaper" data-first={data.editions[0].edition}>
        <h2 className="widget__title">{props.title ?? data.title}</h2>
        <ul className="epaper__editions">
          {data.editions.map((edition) => (
            <li key={edition.edition} className="epaper__edition" data-edition={edition.edition}>
              <a className="epaper__link" href={edition.href}>
                <span className="epaper__cover">
                  {edition.cover && (
                    <img
                      src={edition.cover}
                      alt=""
                      width={COVER.width}
                      height={COVER.height}
                      loading="lazy"
                    />
                  )}
                </span>
                <span className="epaper__name">{edition.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
