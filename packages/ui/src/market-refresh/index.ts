export { LiveMarketData, type LiveMarketDataProps } from './LiveMarketData.tsx';
