import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  sectionId: z
    .string()
    .regex(/^\d+$/, 'a section id is digits only')
    .describe('Section msid, e.g. "13352306"'),
  title: z.string().min(1).max(60).describe('Heading shown above the list'),
  href: z
    .string()
    .regex(/^\/[\w\-/]*$/, 'a site path starting with /')
    .optional()
    .describe('Where the heading links (none: a plain heading, for a section without a page)'),
  count: z.number().int().min(1).max(30).default(5).describe('How many stories'),
  pictures: z
    .enum(['lead', 'all', 'thumbs', 'none'])
    .default('lead')
    .describe(
      'Pictures: the first story only, every story, every story at 56×56 (HM-12 market news), or none',
    ),
});

export type SectionNewsProps = z.infer<typeof props>;

export const sectionNewsContract = {
  id: 'section-news',
  description: "A section's newest stories, including its sub-sections (HM-12, AB-12 lists).",
  props,
  hydrate: 'none',
} as const satisfies Contract<SectionNewsProps>;
