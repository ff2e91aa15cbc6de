import { type SponsorLogoProps, sponsorLogoContract } from '@newsroom/contracts/widgets/sponsor-logo';
import { z } from 'zod';
import type { SiteConfig } from '../../content/editorial.ts';
import { defineWidget } from '../types.ts';

export interface Sponsor {
  name: string;
  /** The sponsor's https page. */
  href: string;
  /** A picture of the site's own (`/static/…` or `/photos/…`): the page loads nothing from elsewhere. */
  logo: string;
}

const SITE_PICTURE = /^\/(static|photos)\/[\w\-/.]{1,200}\.(svg|png)$/;

/** The sponsor from the `common` config, or null when switched off or anything is amiss. */
export function readSponsor(config: SiteConfig): Sponsor | null {
  const read = z
    .object({
      sponsors_tech_onoff: z.literal('1'),
      sponsors_tech_name: z.string().trim().min(1).max(60),
      sponsors_tech_link: z.url({ protocol: /^https$/ }).max(500),
      sponsors_tech_logo: z.string().regex(SITE_PICTURE),
    })
    .safeParse(config);
  if (!read.success) return null;
  return {
    name: read.data.sponsors_tech_name,
    href: read.data.sponsors_tech_link,
    logo: read.data.sponsors_tech_logo,
  };
}

/**
 * AB-11 the tech sponsor's logo: a sponsored link (marked so, opening in a new tab) around the
 * logo, named by the sponsor's name. Its box is fixed (160 × 40), so nothing moves as it loads.
 */
export const sponsorLogo = defineWidget(sponsorLogoContract, {
  load: async (ctx) => readSponsor(await ctx.content.editorial.config('common')),
  View({ props: { label }, data }: { props: SponsorLogoProps; data: Sponsor | null }) {
    if (!data) return null;
    return (
      <p className="sponsor-logo">
        <span className="sponsor-logo__label">{label}</span>
        <a href={data.href} rel="sponsored noopener" target="_blank">
          <img src={data.logo} alt={`${data.name} (opens in a new tab)`} width={160} height={40} />
        </a>
      </p>
    );
  },
});
