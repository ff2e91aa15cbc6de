import type { MarketsWidgetProps } from '@newsroom/contracts/widgets/markets-widget';
import { defineIsland } from '../../lib/defineIsland.ts';
import { type MarketsWidgetData, MarketsWidgetView } from './MarketsWidgetView.tsx';

/**
 * HM-02 / HM-03 markets widget (widget `markets-widget`, also inside top news after its 5th
 * story): the server's markup, woken by the reader's first scroll to refresh the figures while the market is open.
 */
function MarketsWidgetIsland({ props, data }: { props: MarketsWidgetProps; data: MarketsWidgetData }) {
  return <MarketsWidgetView title={props.title} href={props.href} data={data} />;
}

export default defineIsland('markets-widget', MarketsWidgetIsland);
