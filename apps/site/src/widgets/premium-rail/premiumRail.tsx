import { type PremiumRailProps, premiumRailContract } from '@newsroom/contracts/widgets/premium-rail';
import { publication } from '@newsroom/rules/publication';
import type { Article } from '../../content/schemas.ts';
import { navSections } from '../../lib/sections.ts';
import { defineWidget } from '../types.ts';

export interface PremiumRailData {
  section?: { name: string; href?: string };
  /** Minutes, 1–120; absent when the story does not say or says something odd. */
  readMinutes?: number;
}

/** The story's top section (named by the backend, linked only through the site's own navigation). */
export function toPremiumRail(article: Pick<Article, 'subsecnames' | 'readtime'>): PremiumRailData {
  const id = article.subsecnames?.subsec1;
  const name = article.subsecnames?.subsecname1?.trim().slice(0, 60);
  const nav = id ? navSections.find((section) => section.id === id) : undefined;
  const minutes = Number(article.readtime);
  return {
    ...(name || nav ? { section: { name: name || nav!.name, ...(nav ? { href: nav.path } : {}) } } : {}),
    ...(Number.isInteger(minutes) && minutes >= 1 && minutes <= 120 ? { readMinutes: minutes } : {}),
  };
}

/**
 * AB-10: the left column of the premium layout. It keeps the article in the middle of the page and
 * says what the reader is in: a Prime story of a section. No script, no data of its own.
 */
export const premiumRail = defineWidget(premiumRailContract, {
  async load(ctx) {
    return ctx.article ? toPremiumRail(ctx.article) : {};
  },
  View({ data }: { props: PremiumRailProps; data: PremiumRailData }) {
    return (
      <div className="premium-rail">
        <p className="premium-rail__mark">{publication.primeName}</p>
        {data.section && (
          <p className="premium-rail__section">
            {data.section.href ? <a href={data.section.href}>{data.section.name}</a> : data.section.name}
          </p>
        )}
        {data.readMinutes && <p className="premium-rail__time">{data.readMinutes} min read</p>}
      </div>
    );
  },
});
