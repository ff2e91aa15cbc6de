import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({});
export type PremiumRailProps = z.infer<typeof props>;

export const premiumRailContract = {
  id: 'premium-rail',
  description:
    "The premium layout's left column (AB-10): the Prime mark, the story's section (linked when it is in the navigation) and its reading time. Decoration: shown only where the page has room for three columns. Article pages only.",
  props,
  hydrate: 'none',
} as const satisfies Contract<PremiumRailProps>;
