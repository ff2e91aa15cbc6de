import type { StockWidgetProps } from '@newsroom/contracts/widgets/stock-widget';
import { defineIsland } from '../../lib/defineIsland.ts';
import { type StockWidgetData, StockWidgetView } from './StockWidgetView.tsx';

/**
 * AB-04 stock widget (widget `stock-widget`, hydrate "visible"): the server's markup, woken with
 * the machine when it comes near the screen: tabs, More, NSE/BSE, another company's feed from
 * /api/markets/company-feed, prices again every minute while in view and the market is open.
 */
function StockWidgetIsland({ props, data }: { props: StockWidgetProps; data: StockWidgetData | null }) {
  return data ? <StockWidgetView title={props.title} data={data} /> : null;
}

export default defineIsland('stock-widget', StockWidgetIsland);
