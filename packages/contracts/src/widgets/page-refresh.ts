import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({});
export type PageRefreshProps = z.infer<typeof props>;

export const pageRefreshContract = {
  id: 'page-refresh',
  description:
    'HM-13: the page is made again every 6 minutes, where the reader was (at once in a hidden tab; in a shown one when the reader is not typing or in a dialog). An empty mark in the page; the island runtime starts the refresh (no React) when the page is idle.',
  props,
  // Not an island: React is not needed to count 6 minutes (islands/boot.ts starts it).
  hydrate: 'none',
} as const satisfies Contract<PageRefreshProps>;
