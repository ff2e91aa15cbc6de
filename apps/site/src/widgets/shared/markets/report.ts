import type { ReportItem } from '../../../content/markets/schemas.ts';

/** The spec's stock report keys the site reads (HM-04). */
export type ReportKey = 'sr_targetVsCurrent' | 'sr_recText' | 'sr_targetPrice' | 'sr_avgScore';

/** A stock report item's value by key, trimmed; "" when the item lacks it. */
export function reportValue(item: Pick<ReportItem, 'data'>, key: ReportKey): string {
  return item.data.find((pair) => pair.keyId === key)?.value.trim() ?? '';
}

/** A report value that is a number (expected returns), or null ("", "NA", junk). */
export function reportNumber(item: Pick<ReportItem, 'data'>, key: ReportKey): number | null {
  const text = reportValue(item, key);
  if (!/^-?\d{1,7}(\.\d{1,4})?$/.test(text)) return null;
  return Number(text);
}
