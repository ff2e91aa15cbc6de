import { z } from 'zod';
import type { Contract } from '../contract.ts';

/** The masterclass list (spec §7 "masterclass list plist msid 120899779 mode hierarchy"). */
export const MASTERCLASS_SECTION_ID = '120899779';

const props = z.strictObject({
  sectionId: z
    .string()
    .regex(/^\d{1,12}$/, 'a section id is digits only')
    .default(MASTERCLASS_SECTION_ID)
    .describe('The masterclass section, sub-sections included ("120899779")'),
  title: z.string().min(1).max(60).default('Masterclass').describe('Heading'),
  count: z.number().int().min(2).max(12).default(6).describe('How many classes the slider holds'),
  autoSlide: z.boolean().default(true).describe('Move on by itself every 6 s while in view'),
});
export type MasterclassSliderProps = z.infer<typeof props>;

export const masterclassSliderContract = {
  id: 'masterclass-slider',
  description:
    'The masterclass slider (AB-10, AB-25): the masterclass section’s newest classes, one 320 px item at a time, previous/next wrapping around, moving every 6 s only while in view and never under reduced motion. India only: give it the condition reader.geo = IN.',
  props,
  hydrate: 'visible',
} as const satisfies Contract<MasterclassSliderProps>;
