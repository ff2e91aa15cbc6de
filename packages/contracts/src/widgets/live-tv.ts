import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  tall: z
    .boolean()
    .default(false)
    .describe('HM-09 home_status 2: above the layout and taller (the full width, up to 540 px high)'),
});
export type LiveTvProps = z.infer<typeof props>;

export const liveTvContract = {
  id: 'live-tv',
  description:
    'Live TV (HM-09): the broadcaster’s stream in the browser’s own player (controls, no autoplay, nothing fetched before play), from the backend’s livetv config; 16:9 in its column, its box reserved. Placed by the config’s home_status (site.liveTvStatus) and rhs_slot (site.liveTvSlot), which editors switch without a deploy. No script.',
  props,
  hydrate: 'none',
} as const satisfies Contract<LiveTvProps>;
