import { safeHref } from '@newsroom/rules/safe-url';
import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  href: z
    .string()
    .min(1)
    .max(300)
    .refine((value) => safeHref(value) !== null, 'a link is a site path (/…) or an http(s) address')
    .default('/nri/visa-and-immigration')
    .describe('The assessment page the call to action opens (a site path or https address)'),
  label: z.string().min(1).max(40).default('Immigration').describe('The small label above the headline'),
});
export type ImmigrationPromoProps = z.infer<typeof props>;

export const immigrationPromoContract = {
  id: 'immigration-promo',
  description:
    "A promo for the immigration assessment (AR-19): one of 10 wordings by the article id's last digit. Layouts show it for section 7771250 stories with visa or immigration keywords.",
  props,
  hydrate: 'none',
} as const satisfies Contract<ImmigrationPromoProps>;
