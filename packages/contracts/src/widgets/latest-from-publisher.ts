import { publication } from '@newsroom/rules/publication';
import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  count: z.number().int().min(1).max(10).default(3).describe('How many stories (AB-12: 3)'),
  title: z.string().min(1).max(60).default(`Latest from ${publication.shortName}`).describe('Heading'),
});

export type LatestFromPublisherProps = z.infer<typeof props>;

export const latestFromPublisherContract = {
  id: 'latest-from-publisher',
  description: 'The newest stories across the publication (AB-12), as a short list with pictures.',
  props,
  hydrate: 'none',
} as const satisfies Contract<LatestFromPublisherProps>;
