import { Island } from '@newsroom/composer';
import { type BondsCornerProps, bondsCornerContract } from '@newsroom/contracts/widgets/bonds-corner';
import { safeHref } from '@newsroom/rules/safe-url';
import type { ReactNode } from 'react';
import { z } from 'zod';
import type { StoryItem } from '../../content/schemas.ts';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';
import BondFinderIsland from './bond-finder.island.tsx';
import { type BondsPartner, readBondsPartner } from './partner.ts';

/** AR-14: 3 news on the left, 4 in the centre list. */
export const BONDS_LEFT = 3;
export const BONDS_CENTRE = 4;

export interface BondsCornerData {
  title: string;
  sponsor: string;
  left: StoryItem[];
  centre: StoryItem[];
  /** Null on article pages (the spec hides the finder there) and when the partner page is unsafe. */
  partner: BondsPartner | null;
}

const text = (fallback: string) => z.string().trim().max(100).catch(fallback);
const headSchema = z.object({
  bonds_corner_title: text('Bonds Corner'),
  bonds_corner_sponsor: text(''),
});

/** The corner's news: linkable stories only, not the article being read, 3 + 4 of them. */
export function splitBondsNews(stories: readonly StoryItem[], currentMsid?: string) {
  const usable = stories.filter((story) => story.msid !== currentMsid && safeHref(story.url));
  return {
    left: usable.slice(0, BONDS_LEFT),
    centre: usable.slice(BONDS_LEFT, BONDS_LEFT + BONDS_CENTRE),
  };
}

/** The finder as the page ships it: an island woken by the reader's first touch. */
const finderIsland = (partner: BondsPartner) => (
  <Island hydrate="interaction" className="bonds-corner__finder">
    <BondFinderIsland partner={partner} />
  </Island>
);

/**
 * AR-14 the corner as the server renders it. `renderFinder` is the finder's place (the island on
 * the page; stories put the live form there).
 */
export function BondsCornerSection({
  data,
  renderFinder = finderIsland,
}: {
  data: BondsCornerData;
  renderFinder?: (partner: BondsPartner) => ReactNode;
}) {
  const { title, sponsor, left, centre, partner } = data;
  if (left.length === 0 && !partner) return null;
  return (
    <section className="widget bonds-corner" aria-label={title} data-finder={partner ? 'shown' : 'hidden'}>
      <header className="bonds-corner__head">
        <h2 className="widget__title bonds-corner__title">{title}</h2>
        {sponsor && <p className="bonds-corner__sponsor">{sponsor}</p>}
      </header>
      <div className="bonds-corner__body">
        {left.length > 0 && (
          <ul className="bonds-corner__left">
            {left.map((story) => (
              <li key={story.msid}>
                <StoryLink story={story} showSynopsis />
              </li>
            ))}
          </ul>
        )}
        {centre.length > 0 && (
          <ul className="bonds-corner__centre widget__list widget__list--ruled">
            {centre.map((story) => (
              <li key={story.msid}>
                <StoryLink story={story} />
              </li>
            ))}
          </ul>
        )}
        {partner && renderFinder(partner)}
      </div>
    </section>
  );
}

/** AR-14 Bonds Corner: sponsored news and, except on article pages, the bond finder island. */
export const bondsCorner = defineWidget(bondsCornerContract, {
  async load(ctx, { listId }): Promise<BondsCornerData> {
    const [config, stories] = await Promise.all([
      ctx.content.editorial.config('bonds_corner'),
      ctx.content.stories.list({ msid: listId, top: BONDS_LEFT + BONDS_CENTRE + 1, hierarchy: true }),
    ]);
    const head = headSchema.parse(config);
    const onArticle = ctx.page.page.kind === 'article';
    return {
      title: head.bonds_corner_title || 'Bonds Corner',
      sponsor: head.bonds_corner_sponsor,
      ...splitBondsNews(stories, ctx.article?.msid),
      partner: onArticle ? null : readBondsPartner(config, ctx.page.page.type),
    };
  },
  View({ data }: { props: BondsCornerProps; data: BondsCornerData }) {
    return <BondsCornerSection data={data} />;
  },
});
