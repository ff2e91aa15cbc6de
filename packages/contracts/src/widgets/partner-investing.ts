import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  count: z.number().int().min(0).max(5).default(3).describe('House stories under the text (0: none)'),
});
export type PartnerInvestingProps = z.infer<typeof props>;

export const partnerInvestingContract = {
  id: 'partner-investing',
  description:
    'The partner investing container (AB-03, the spec’s "eToro-style container"): a box a partner’s investing promo fills, carrying house content until one is signed — texts, a link and the newest stories of a section, all from the backend’s `partner_investing` config (off when its toggle is not 1). A sponsored slot: give it showAds. At break 16 of article.json, with related news part 2',
  props,
  hydrate: 'none',
} as const satisfies Contract<PartnerInvestingProps>;
