import { type CryptoTeaserProps, cryptoTeaserContract } from '@newsroom/contracts/widgets/crypto-teaser';
import type { Details } from '../../content/schemas.ts';
import { defineWidget } from '../types.ts';

/** Longest fact shown: a runaway line must not become a wall of text in a story. */
const MAX_FACT = 280;

/** The document's facts, one a line, blank and over-long lines left out. */
export function didYouKnowFacts(details: Pick<Details, 'metainfo'>): string[] {
  const value = details.metainfo.DidYouKnow?.value;
  if (typeof value !== 'string') return [];
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && line.length <= MAX_FACT);
}

/**
 * The fact for a story: chosen by the story's id, so a story always shows the same one (pages
 * are cached and shared) while neighbouring stories show different ones.
 */
export function factFor(facts: readonly string[], msid: string | undefined): string | null {
  if (facts.length === 0) return null;
  const n = Number(msid);
  return facts[Number.isSafeInteger(n) && n >= 0 ? n % facts.length : 0] ?? null;
}

/** AB-20 crypto teaser: a "did you know" line from the backend's document. Static. */
export const cryptoTeaser = defineWidget(cryptoTeaserContract, {
  async load(ctx, { detailsId }) {
    return factFor(didYouKnowFacts(await ctx.content.stories.details(detailsId)), ctx.article?.msid);
  },
  View({ props: { title }, data }: { props: CryptoTeaserProps; data: string | null }) {
    if (!data) return null;
    return (
      <div className="market-insert crypto-teaser" role="note">
        <p className="crypto-teaser__title">{title}</p>
        <p className="crypto-teaser__fact">{data}</p>
      </div>
    );
  },
});
