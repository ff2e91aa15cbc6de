import { isNewsletterId } from '@newsroom/rules/newsletter';
import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Newsletter').describe('Heading'),
  sid: z
    .string()
    .refine(isNewsletterId, 'a newsletter id is lower-case words joined by hyphens, like morning-brief')
    .optional()
    .describe('A newsletter to offer whatever the story (e.g. "markets"); without it, the story’s section’s'),
});
export type NewsletterSignupProps = z.infer<typeof props>;

export const newsletterSignupContract = {
  id: 'newsletter-signup',
  description:
    'Newsletter sign-up (AB-13): the newsletter of the story’s top section (else the general Morning Brief), its description and a sample link, and an e-mail field (a signed-in reader’s e-mail filled in); the reader confirms by a mailed link.',
  props,
  // Awake by the time the reader reaches it, so a signed-in reader's address is already there.
  hydrate: 'visible',
} as const satisfies Contract<NewsletterSignupProps>;
