import { type PageRefreshProps, pageRefreshContract } from '@newsroom/contracts/widgets/page-refresh';
import { defineWidget } from '../types.ts';

/** The mark the island runtime looks for (islands/boot.ts) to start the refresh. */
export const PAGE_REFRESH_MARK = 'data-page-refresh';

/**
 * HM-13: nothing to show; an empty mark in the page tells the island runtime to start the refresh
 * (startPageRefresh.ts, no React) once the page is idle.
 */
export const pageRefresh = defineWidget(pageRefreshContract, {
  load: async () => null,
  View(_: { props: PageRefreshProps; data: null }) {
    return <div hidden {...{ [PAGE_REFRESH_MARK]: '' }} />;
  },
});
