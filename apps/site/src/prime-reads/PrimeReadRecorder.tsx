import { Island, type ReaderTier } from '@newsroom/composer';
import { isPremiumArticle } from '../article/premium.ts';
import type { Article } from '../content/schemas.ts';

/**
 * AB-17: whose opening of a story is recorded. Only a Prime reader's, of a Prime story: they read
 * it whole, while anyone else got the teaser and the blocker — that is not "read", and counting it
 * would later keep the story out of their "missed" list once they join. An editor's preview
 * records nothing (it is no reader's view).
 */
export function recordsPrimeRead(
  article: Pick<Article, 'prime_blocker' | 'hostid'>,
  tier: ReaderTier,
  preview: boolean,
): boolean {
  return !preview && tier === 'prime' && isPremiumArticle(article);
}

/**
 * The server's half: an empty island that, once the browser is idle, records the read
 * (islands/prime-read.island.tsx). Nothing personal in it, so the page stays cacheable per tier.
 */
export function PrimeReadRecorder({ msid }: { msid: string }) {
  return (
    <Island name="prime-read" hydrate="idle" props={{ msid }} className="prime-read">
      {null}
    </Island>
  );
}
