import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Market Moguls').describe('Heading'),
  count: z.number().int().min(1).max(12).default(3).describe('Stories shown'),
});
export type MarketMogulsProps = z.infer<typeof props>;

export const marketMogulsContract = {
  id: 'market-moguls',
  description:
    'Market moguls (HM-04): the market experts’ stories, each with the expert’s picture, name, designation and firm; the heading leads to /markets/market-moguls.',
  props,
  hydrate: 'none',
} as const satisfies Contract<MarketMogulsProps>;
