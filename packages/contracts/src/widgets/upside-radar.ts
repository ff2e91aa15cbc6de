import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Upside radar').describe('Heading'),
});
export type UpsideRadarProps = z.infer<typeof props>;

export const upsideRadarContract = {
  id: 'upside-radar',
  description:
    'Upside radar (AB-12): the screener collections (2 screeners a collection) in a strip that scrolls sideways, dots following the scroll; each screener links to its page, the heading to the upside-radar page.',
  props,
  hydrate: 'visible',
} as const satisfies Contract<UpsideRadarProps>;
