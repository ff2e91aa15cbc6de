import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  banner: z
    .enum(['summit', 'awards'])
    .describe('Which banner of the `common` config: the summit or the awards'),
});
export type EventBannerProps = z.infer<typeof props>;

export const eventBannerContract = {
  id: 'event-banner',
  description:
    'The summit or the awards banner (AB-11): picture, title and line from the `common` config (etsummit_banner_*, etexcellence_awardbanner_*), linking to the event; nothing while its switch is off. Tech sidebar.',
  props,
  hydrate: 'none',
} as const satisfies Contract<EventBannerProps>;
