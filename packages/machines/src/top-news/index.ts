export type { TopNewsColumn } from '@newsroom/rules/home';
export {
  type LatestStatus,
  selectTopNewsTabsView,
  TOP_NEWS_BADGE_DELAY_MS,
  type TopNewsTab,
  type TopNewsTabsContext,
  type TopNewsTabsEvent,
  type TopNewsTabsInput,
  type TopNewsTabsMachine,
  type TopNewsTabsView,
  topNewsTabsMachine,
} from './topNewsTabs.machine.ts';
