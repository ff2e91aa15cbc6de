export {
  StockReco,
  type StockRecoProps,
  type StockReportLine,
  StockScore,
  type StockScoreProps,
  type StockScoreState,
  stockScoreState,
} from './StockReport.tsx';
export {
  StockWidget,
  type StockWidgetChoice,
  type StockWidgetCompany,
  type StockWidgetProps,
} from './StockWidget.tsx';
