import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(80).default('Top cryptocurrencies by market cap').describe('Caption'),
  count: z.number().int().min(1).max(5).default(5).describe('Coins (AB-20: the top 5)'),
});
export type CryptoTableProps = z.infer<typeof props>;

export const cryptoTableContract = {
  id: 'crypto-table',
  description:
    'The crypto table (AB-20), an article insert: the top 5 coins by market cap with price and 24-hour change, a buy link, or the market cap when a coin has no buy link. At break 8 of crypto stories (condition cryptoStory). Prices refresh every minute while in view (coins trade around the clock).',
  props,
  hydrate: 'visible',
} as const satisfies Contract<CryptoTableProps>;
