export {
  PAGE_REFRESH_INTERVAL_MS,
  type PageRefreshContext,
  type PageRefreshEvent,
  type PageRefreshInput,
  type PageRefreshMachine,
  type PageRefreshStatus,
  pageRefreshMachine,
} from './pageRefresh.machine.ts';
