import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Crypto prices').describe('Heading'),
  count: z.number().int().min(1).max(6).default(6).describe('Coins a tab (the spec: at most 6)'),
});
export type CryptoDashboardProps = z.infer<typeof props>;

export const cryptoDashboardContract = {
  id: 'crypto-dashboard',
  description:
    'Crypto prices and dashboard (AB-12): Top Gainers / Top Losers tabs (gainers first), at most 6 coins with price, 24-hour change and a buy link, or the market cap when the coin has none; links to the coin pages and the crypto top gainers and losers pages. Prices refresh every minute while in view (coins trade around the clock).',
  props,
  hydrate: 'visible',
} as const satisfies Contract<CryptoDashboardProps>;
