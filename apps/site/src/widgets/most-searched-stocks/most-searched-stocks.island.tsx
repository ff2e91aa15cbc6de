import type { MostSearchedStocksProps } from '../widgets/most-searched-stocks/contract.ts';
import { MostSearchedView } from '../widgets/most-searched-stocks/MostSearchedView.tsx';
import type { MostSearchedData } from '../widgets/most-searched-stocks/rows.ts';
import { defineIsland } from './define.ts';

/** AB-12 most-searched stocks (hydrate "visible"): Load more / Load less and the minute's prices. */
function MostSearchedStocksIsland({
  props,
  data,
}: {
  props: MostSearchedStocksProps;
  data: MostSearchedData;
}) {
  return <MostSearchedView title={props.title} data={data} />;
}

export default defineIsland('most-searched-stocks', MostSearchedStocksIsland);
