export {
  type IndustryTab,
  type IndustryTabStatus,
  type IndustryTabsContext,
  type IndustryTabsEvent,
  type IndustryTabsInput,
  type IndustryTabsMachine,
  type IndustryTabsView,
  industryTabsMachine,
  selectIndustryTabsView,
} from './industryTabs.machine.ts';
