import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Stock Reports Plus').describe('Heading'),
  count: z.number().int().min(1).max(10).default(3).describe('Rows (HM-04: 3)'),
});
export type StockReportsPlusProps = z.infer<typeof props>;

export const stockReportsPlusContract = {
  id: 'stock-reports-plus',
  description:
    'Stock Reports Plus (HM-04): 3 companies with their expected returns and recommendation, each linking to its company page, and the way to every report (/markets/benefits/stockreportsplus).',
  props,
  hydrate: 'none',
} as const satisfies Contract<StockReportsPlusProps>;
