import { defineWidget } from '../types.ts';
import { type PageRefreshProps, pageRefreshContract } from './contract.ts';

/** HM-13: nothing to show; its island (islands/page-refresh.island.tsx) starts the refresh. */
export const pageRefresh = defineWidget(pageRefreshContract, {
  load: async () => null,
  View(_: { props: PageRefreshProps; data: null }) {
    return null;
  },
});
