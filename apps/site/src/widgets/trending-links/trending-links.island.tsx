import type { TrendingLinksProps } from '@newsroom/contracts/widgets/trending-links';
import { defineIsland } from '../../lib/defineIsland.ts';
import { type TrendingLink, TrendingLinksView } from './TrendingLinksView.tsx';

/**
 * AR-17 trending links carousel (widget `trending-links`, hydrate "visible"): the server's markup,
 * woken with Embla and the carousel machine. Autoplay follows the reader's reduced-motion setting.
 */
function TrendingLinksIsland({ props, data }: { props: TrendingLinksProps; data: TrendingLink[] }) {
  return <TrendingLinksView title={props.title} links={data} />;
}

export default defineIsland('trending-links', TrendingLinksIsland);
