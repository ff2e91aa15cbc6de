export {
  type IndustryTabItem,
  IndustryTabs,
  type IndustryTabsLabels,
  type IndustryTabsProps,
} from './IndustryTabs.tsx';
