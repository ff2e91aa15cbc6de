import { z } from 'zod';
import type { Contract } from '../contract.ts';

/** The Industry section: its sub-sections are the tabs, its own list (with them) is Featured. */
export const INDUSTRY_SECTION_ID = '5575607';
/** A tab row that stays one scrollable line: more industries than this are left to the section page. */
export const INDUSTRY_MOST_TABS = 16;

const sitePath = z.string().regex(/^\/(?!\/)[\w\-/.]{0,200}$/, 'a site path such as /industry');

const props = z.strictObject({
  sectionId: z
    .string()
    .regex(/^\d{1,12}$/, 'a section id is digits only')
    .default(INDUSTRY_SECTION_ID)
    .describe('The industry section (5575607): Featured is its newest stories, each sub-section a tab'),
  title: z.string().min(1).max(60).default('News by Industry').describe('Heading'),
  href: sitePath.default('/industry').describe('The heading’s link and Featured’s “more”'),
  featuredTitle: z.string().min(1).max(30).default('Featured').describe('The first tab'),
});
export type IndustryNewsProps = z.infer<typeof props>;

export const industryNewsContract = {
  id: 'industry-news',
  description:
    'News by industry (HM-06): tabs, Featured first (the industry section’s newest stories, in the page), then a tab for each of its sub-sections, whose stories the browser loads once when the tab is first chosen (at most 8, ads skipped), with a loading indicator.',
  props,
  // The slot is static; the tabs are an island of their own inside it (IndustryNewsView), so the
  // Featured stories are not copied into island props.
  hydrate: 'none',
} as const satisfies Contract<IndustryNewsProps>;
