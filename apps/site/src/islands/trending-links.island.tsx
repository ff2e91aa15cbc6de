import type { TrendingLinksProps } from '../widgets/trending-links/contract.ts';
import { type TrendingLink, TrendingLinksView } from '../widgets/trending-links/TrendingLinksView.tsx';

/**
 * AR-17 trending links carousel (widget `trending-links`, hydrate "visible"): the server's markup,
 * woken with Embla and the carousel machine. Autoplay follows the reader's reduced-motion setting.
 */
export default function TrendingLinksIsland({
  props,
  data,
}: {
  props: TrendingLinksProps;
  data: TrendingLink[];
}) {
  return <TrendingLinksView title={props.title} links={data} />;
}
