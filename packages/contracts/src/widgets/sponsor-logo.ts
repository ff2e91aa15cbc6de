import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  label: z.string().min(1).max(40).default('Tech coverage powered by').describe('The words before the logo'),
});
export type SponsorLogoProps = z.infer<typeof props>;

export const sponsorLogoContract = {
  id: 'sponsor-logo',
  description:
    "The tech section's sponsor logo (AB-11): from the `common` config (sponsors_tech_onoff, sponsors_tech_link, sponsors_tech_logo); nothing while the switch is off. Tech sidebar.",
  props,
  hydrate: 'none',
} as const satisfies Contract<SponsorLogoProps>;
