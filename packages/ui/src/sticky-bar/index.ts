export { StickyBar, StickyBarRoot, type StickyBarRootProps } from './StickyBar.tsx';
