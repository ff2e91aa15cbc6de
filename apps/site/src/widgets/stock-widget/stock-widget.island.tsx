import type { StockWidgetProps } from '../widgets/stock-widget/contract.ts';
import { type StockWidgetData, StockWidgetView } from '../widgets/stock-widget/StockWidgetView.tsx';
import { defineIsland } from './define.ts';

/**
 * AB-04 stock widget (widget `stock-widget`, hydrate "visible"): the server's markup, woken with
 * the machine when it comes near the screen: tabs, More, NSE/BSE, another company's feed from
 * /api/markets/company-feed, prices again every minute while in view and the market is open.
 */
function StockWidgetIsland({ props, data }: { props: StockWidgetProps; data: StockWidgetData | null }) {
  return data ? <StockWidgetView title={props.title} data={data} /> : null;
}

export default defineIsland('stock-widget', StockWidgetIsland);
