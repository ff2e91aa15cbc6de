import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Top mutual funds').describe('Heading'),
  href: z
    .string()
    .regex(/^\/(?!\/)[\w\-/.]{0,200}$/, 'a site path')
    .default('/mf/best-mutual-funds-to-buy/top-mutual-fund-schemes-to-invest')
    .describe('Where the heading leads (a site path)'),
  count: z.number().int().min(2).max(10).default(5).describe('How many funds it rotates through'),
});
export type TopFundsStripProps = z.infer<typeof props>;

export const topFundsStripContract = {
  id: 'top-funds-strip',
  description:
    'The top funds strip (HM-04): the best one-year returns, one fund at a time, moving on every 6 s while in view; "loading..." until its data arrives when the page came without it.',
  props,
  hydrate: 'visible',
} as const satisfies Contract<TopFundsStripProps>;
