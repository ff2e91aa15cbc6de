import type { TrendingLinksProps } from '../widgets/trending-links/contract.ts';
import { type TrendingLink, TrendingLinksView } from '../widgets/trending-links/TrendingLinksView.tsx';
import { defineIsland } from './define.ts';

/**
 * AR-17 trending links carousel (widget `trending-links`, hydrate "visible"): the server's markup,
 * woken with Embla and the carousel machine. Autoplay follows the reader's reduced-motion setting.
 */
function TrendingLinksIsland({ props, data }: { props: TrendingLinksProps; data: TrendingLink[] }) {
  return <TrendingLinksView title={props.title} links={data} />;
}

export default defineIsland('trending-links', TrendingLinksIsland);
