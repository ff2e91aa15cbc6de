export { MarketStrip, type MarketStripProps } from './MarketStrip.tsx';
