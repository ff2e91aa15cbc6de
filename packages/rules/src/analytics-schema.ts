import { z } from 'zod';
import { ANALYTICS_BATCH_MAX, OPTIONAL_ID, PLACE_NAME } from './analytics.ts';

// the backend's check of a batch of analytics events, from the shared patterns.

const name = z.string().regex(PLACE_NAME, 'must be 1–80 letters, digits, _ . : or -');
const optionalId = z.string().regex(OPTIONAL_ID, 'must be digits or empty');

const slotPlace = {
  layout: name,
  region: name,
  variant: z.union([name, z.literal('')]),
  slot: name,
  section: optionalId,
};

export const analyticsEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('impression'), ...slotPlace }),
  z.strictObject({ type: z.literal('click'), ...slotPlace }),
  z.strictObject({ type: z.literal('pageview'), layout: name, section: optionalId, msid: optionalId }),
]);

export const analyticsBatchSchema = z.strictObject({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});
