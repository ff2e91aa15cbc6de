import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Grandmasters').describe('Heading before noon (the series)'),
  leadersTitle: z
    .string()
    .min(1)
    .max(60)
    .default('Grandmasters: meet the leaders')
    .describe('Heading from noon (the leaders)'),
  count: z.number().int().min(2).max(12).default(8).describe('At most this many cards'),
});
export type GrandmastersWidgetProps = z.infer<typeof props>;

export const grandmastersContract = {
  id: 'grandmasters',
  description:
    'The Grandmasters carousel (AB-18): the masterclass portal’s series before 12:00 of the reader’s clock and its leaders after, in cards stepping 210 px, previous/next disabled at the ends. A card opens its Grandmasters page; a signed-in reader is signed in to the portal on the way (the provider’s form). A masterclass promo, India only: give it showPromos and reader.geo IN',
  props,
  hydrate: 'visible',
} as const satisfies Contract<GrandmastersWidgetProps>;
