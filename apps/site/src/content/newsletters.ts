import { isNewsletterId } from '@newsroom/rules/newsletter';
import { z } from './zod.ts';

// AB-13 the newsletter definitions (spec §3: sid, section, desc, sampleLink), the same for every
// reader. A malformed definition is dropped, not the list.

const newsletterSchema = z.object({
  sid: z.string().refine(isNewsletterId),
  name: z.string().trim().min(1).max(80),
  section: z.string().trim().max(80).catch(''),
  /** The top section whose stories offer it; null for the general newsletter. */
  sectionId: z
    .string()
    .regex(/^\d{1,12}$/)
    .nullable(),
  desc: z.string().trim().min(1).max(300),
  /** Checked as a link where it is drawn (safeHref). */
  sampleLink: z.string().max(500).catch(''),
});
export type Newsletter = z.infer<typeof newsletterSchema>;

export const newslettersAnswerSchema = z.object({
  newsletters: z
    .array(z.unknown())
    .max(200)
    .transform((items) => items.flatMap((item) => newsletterSchema.safeParse(item).data ?? [])),
});
