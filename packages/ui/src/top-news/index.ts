export { TopNewsTabs, type TopNewsTabsLabels, type TopNewsTabsProps } from './TopNewsTabs.tsx';
