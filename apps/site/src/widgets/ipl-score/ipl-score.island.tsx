import type { IplScoreProps } from '@newsroom/contracts/widgets/ipl-score';
import { defineIsland } from '../../lib/defineIsland.ts';
import { type IplScoreData, IplScoreView } from './IplScoreView.tsx';
import { fetchIplScore, logIplFailure } from './iplScore.ts';

/**
 * HM-07 IPL score (widget `ipl-score`, hydrate "scroll"): the server's board, woken by the
 * reader's first scroll to refresh every 30 s while the IPL list names a match (failures logged).
 */
function IplScoreIsland({ props, data }: { props: IplScoreProps; data: IplScoreData | null }) {
  // No match with innings when the page was made: nothing to show or refresh.
  if (!data) return null;
  return (
    <IplScoreView
      title={props.title}
      data={data}
      fetchScore={() => fetchIplScore()}
      onFailure={logIplFailure}
    />
  );
}

export default defineIsland('ipl-score', IplScoreIsland);
