import { useEffect } from 'react';
import { startPageRefresh } from '../client/pageRefresh.ts';

/**
 * HM-13 page refresh (widget `page-refresh`, hydrate "load"): no markup; starts the refresh
 * machine once the page has loaded and stops it if the island is ever taken down.
 */
export default function PageRefreshIsland() {
  useEffect(() => startPageRefresh(window), []);
  return null;
}
