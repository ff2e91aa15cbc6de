import type { TrendingTermsProps } from '@newsroom/contracts/widgets/trending-terms';
import { defineIsland } from '../../lib/defineIsland.ts';
import { type TrendingTermsData, TrendingTermsView } from './TrendingTermsView.tsx';

/**
 * HM-05 trending-terms carousel (widget `trending-terms`, hydrate "visible"): the server's markup,
 * woken with Embla and the carousel machine (no autoplay, 500 ms between moves).
 */
function TrendingTermsIsland({ data }: { props: TrendingTermsProps; data: TrendingTermsData }) {
  return <TrendingTermsView title={data.title} terms={data.terms} />;
}

export default defineIsland('trending-terms', TrendingTermsIsland);
