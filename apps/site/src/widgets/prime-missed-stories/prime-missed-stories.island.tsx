import type { PrimeMissedStoriesProps } from '@newsroom/contracts/widgets/prime-missed-stories';
import { useCallback } from 'react';
import { defineIsland } from '../../lib/defineIsland.ts';
import { MissedStoriesView } from './MissedStoriesView.tsx';
import { loadMissedStories, logMissedStoriesFailure } from './missedStories.ts';
import type { PrimeMissedStoriesData } from './primeMissedStories.tsx';

/**
 * AB-17 "Prime stories you missed" (widget `prime-missed-stories`, hydrate "idle"): the server's
 * hidden, loading markup, woken to ask for the reader's own list and show it, or stay hidden.
 */
function PrimeMissedStoriesIsland({
  props: { count, title },
  data: { prime, currentMsid },
}: {
  props: PrimeMissedStoriesProps;
  data: PrimeMissedStoriesData;
}) {
  const load = useCallback(() => loadMissedStories({ count, currentMsid }), [count, currentMsid]);
  if (!prime) return null;
  return <MissedStoriesView title={title} load={load} onLog={logMissedStoriesFailure} />;
}

export default defineIsland('prime-missed-stories', PrimeMissedStoriesIsland);
