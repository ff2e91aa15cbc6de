import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  count: z.number().int().min(1).max(10).default(4).describe('At most this many event cards'),
});
export type LiveEventsPromoProps = z.infer<typeof props>;

export const liveEventsPromoContract = {
  id: 'live-events-promo',
  description:
    "The live-events promo from the backend's inarticle_events config (AR-15): shown when its toggle is 1 and it has cards. Layouts hide it for match ids and sections 91745395, 112513489, 32897557.",
  props,
  hydrate: 'none',
} as const satisfies Contract<LiveEventsPromoProps>;
