import { z } from 'zod';
import type { Contract } from '../contract.ts';

/** The section whose feed carries the highlight (Special Content, with its switch in metainfo). */
export const HIGHLIGHT_SECTION_ID = '46930002';

const props = z.strictObject({
  sectionId: z
    .string()
    .regex(/^\d{1,12}$/, 'a section id is digits only')
    .default(HIGHLIGHT_SECTION_ID)
    .describe('The section whose list (with metainfo) is the highlight (46930002, Special Content)'),
  count: z.number().int().min(1).max(10).default(4).describe('Stories shown'),
});
export type HighlightProps = z.infer<typeof props>;

export const highlightContract = {
  id: 'highlight',
  description:
    'The highlight widget (HM-11): a section’s stories under the heading and link its feed names (`plistFolderTitle`, `overridelink`), shown only when the feed’s first block has stories and its metainfo `SupplementaryContentId` is `Enable Widget`. No script.',
  props,
  hydrate: 'none',
} as const satisfies Contract<HighlightProps>;
