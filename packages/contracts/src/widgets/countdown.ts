import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z
    .string()
    .min(1)
    .max(80)
    .optional()
    .describe('Heading; left out: the config’s `dptimerwidget_title`'),
});
export type CountdownProps = z.infer<typeof props>;

export const countdownContract = {
  id: 'countdown',
  description:
    'The event countdown (HM-08) from the backend’s `dptimerwidget` config: before the target `Register Now` with hours, minutes and seconds, ticking each second; at zero `LIVE` and `Watch Now`. A target not of the form m/d/y h:mm AM|PM (India time) counts as the epoch: live. Nothing while switched off. The server renders the state of the request’s moment; a small script (no React) takes it over when it comes into view.',
  props,
  hydrate: 'visible',
} as const satisfies Contract<CountdownProps>;
