import { Island, type ReaderTier } from '@newsroom/composer';
import type { ArticleModel } from '../../article/articleModel.ts';
import PrimeReadIsland from './prime-read.island.tsx';

/**
 * AB-17: whose opening of a story is recorded. Only a Prime reader's, of a Prime story: they read
 * it whole, while anyone else got the teaser and the blocker — that is not "read", and counting it
 * would later keep the story out of their "missed" list once they join. An editor's preview
 * records nothing (it is no reader's view).
 */
export function recordsPrimeRead(
  model: Pick<ArticleModel, 'premium'>,
  tier: ReaderTier,
  preview: boolean,
): boolean {
  return !preview && tier === 'prime' && model.premium;
}

/**
 * The server's half: an empty island that, once the browser is idle, records the read
 * (widgets/prime-missed-stories/prime-read.island.tsx). Nothing personal in it, so the page stays cacheable per tier.
 */
export function PrimeReadRecorder({ msid }: { msid: string }) {
  return (
    <Island hydrate="idle" className="prime-read">
      <PrimeReadIsland msid={msid} />
    </Island>
  );
}
