import { z } from 'zod';
import type { Contract } from '../contract.ts';

/** The most of a story's companies the widget offers (the first two as tabs, the rest in More). */
export const STOCK_WIDGET_MOST_COMPANIES = 10;

const props = z.strictObject({
  title: z.string().trim().min(1).max(60).default('Stocks in this story').describe('Heading'),
  count: z
    .number()
    .int()
    .min(1)
    .max(STOCK_WIDGET_MOST_COMPANIES)
    .default(STOCK_WIDGET_MOST_COMPANIES)
    .describe('How many of the story’s companies it offers at most (2 as tabs, the rest in More)'),
});
export type StockWidgetProps = z.infer<typeof props>;

export const stockWidgetContract = {
  id: 'stock-widget',
  description:
    'The stock widget (AB-04): the story’s tagged companies, the first two as tabs and the rest in More; NSE first with a BSE toggle; price, change, status (CLOSED until known), update time, the day’s chart, the stock score (locked for readers who are not Prime, NR without a score) and the reco cards (SUBSCRIBE NOW when locked). Give it the condition article.taggedCompanies > 0; at break 3.',
  props,
  hydrate: 'visible',
} as const satisfies Contract<StockWidgetProps>;
