import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z
    .string()
    .min(1)
    .max(60)
    .optional()
    .describe('Heading (the backend’s `epaper_title` when left out)'),
});
export type EpaperProps = z.infer<typeof props>;

export const epaperContract = {
  id: 'epaper',
  description:
    'The epaper widget (HM-10): today’s paper and the Wealth edition with their covers, linking to the epaper’s own host (backend config `epaper`); the Wealth edition first during the India-time windows (10–11, 15–16, 20–21; Mondays also 8–9), today’s paper first otherwise. Rendered by the server from the request’s time; no script.',
  props,
  hydrate: 'none',
} as const satisfies Contract<EpaperProps>;
