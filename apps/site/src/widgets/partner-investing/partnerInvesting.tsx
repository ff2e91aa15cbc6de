import {
  type PartnerInvestingProps,
  partnerInvestingContract,
} from '@newsroom/contracts/widgets/partner-investing';
import { safeHref } from '@newsroom/rules/safe-url';
import { defineWidget } from '../types.ts';

/** The container as the backend's config fills it, checked on the server. */
export interface PartnerInvesting {
  label: string;
  title: string;
  text: string;
  cta: { text: string; href: string } | null;
  stories: { msid: string; url: string; title: string }[];
  disclaimer: string;
}

export const PARTNER_INVESTING_CONFIG_KEY = 'partner_investing';

/** The config's texts and link, or null when the container is switched off or has no title. */
export function readPartnerInvesting(
  config: Readonly<Record<string, string>>,
): Omit<PartnerInvesting, 'stories'> | null {
  const value = (name: string) => (config[`partner_investing_${name}`] ?? '').trim();
  if (value('toggle') !== '1' || !value('title')) return null;
  const href = safeHref(value('ctaLink'));
  return {
    label: value('label') || 'Partner content',
    title: value('title'),
    text: value('text'),
    cta: href && value('ctaText') ? { text: value('ctaText'), href } : null,
    disclaimer: value('disclaimer'),
  };
}

/**
 * AB-03 at break 16: the partner investing container (the spec's eToro-style container). House
 * content until a partner is signed (docs/decisions.md); the partner's slot is named by
 * `data-partner-slot`. Static: no script.
 */
export const partnerInvesting = defineWidget(partnerInvestingContract, {
  async load(ctx, props): Promise<PartnerInvesting | null> {
    const config = await ctx.content.editorial.config(PARTNER_INVESTING_CONFIG_KEY);
    const box = readPartnerInvesting(config);
    if (!box) return null;
    const sectionId = (config.partner_investing_sectionId ?? '').trim();
    const list =
      props.count > 0 && /^\d{1,12}$/.test(sectionId)
        ? await ctx.content.stories.list({ msid: sectionId, top: props.count + 1, hierarchy: true })
        : [];
    const stories = list
      .filter((story) => story.msid !== ctx.article?.msid)
      .flatMap((story) => {
        const url = safeHref(story.url);
        return url ? [{ msid: story.msid, url, title: story.title }] : [];
      })
      .slice(0, props.count);
    return { ...box, stories };
  },
  View({ data }: { props: PartnerInvestingProps; data: PartnerInvesting | null }) {
    if (!data) return null;
    return (
      <section className="partner-box" data-partner-slot="investing" aria-label={data.title}>
        <p className="partner-box__label">{data.label}</p>
        <h2 className="partner-box__title">{data.title}</h2>
        {data.text && <p className="partner-box__text">{data.text}</p>}
        {data.stories.length > 0 && (
          <ul className="partner-box__stories">
            {data.stories.map((story) => (
              <li key={story.msid}>
                <a href={story.url}>{story.title}</a>
              </li>
            ))}
          </ul>
        )}
        {data.cta && (
          <a className="partner-box__cta" href={data.cta.href}>
            {data.cta.text} <span aria-hidden="true">→</span>
          </a>
        )}
        {data.disclaimer && <p className="partner-box__disclaimer">{data.disclaimer}</p>}
      </section>
    );
  },
});
