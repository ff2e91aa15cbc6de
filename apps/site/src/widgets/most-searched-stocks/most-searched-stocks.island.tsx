import type { MostSearchedStocksProps } from '@newsroom/contracts/widgets/most-searched-stocks';
import { defineIsland } from '../../lib/defineIsland.ts';
import { MostSearchedView } from './MostSearchedView.tsx';
import type { MostSearchedData } from './rows.ts';

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
