import { z } from 'zod';
import type { Contract } from '../contract.ts';

/** AB-20: the backend's "did you know" document for crypto stories (`type=getdetails`). */
export const CRYPTO_DID_YOU_KNOW_MSID = '2147040';

const props = z.strictObject({
  detailsId: z
    .string()
    .regex(/^\d{1,12}$/, 'a document id is digits only')
    .default(CRYPTO_DID_YOU_KNOW_MSID)
    .describe('The getdetails document whose DidYouKnow facts it shows ("2147040")'),
  title: z.string().min(1).max(60).default('Did you know?').describe('Heading'),
});
export type CryptoTeaserProps = z.infer<typeof props>;

export const cryptoTeaserContract = {
  id: 'crypto-teaser',
  description:
    'The crypto teaser (AB-20), an article insert: one "did you know" fact from the backend’s document (getdetails), the same one for a story every time. At break 8 of crypto stories, after the crypto table.',
  props,
  hydrate: 'none',
} as const satisfies Contract<CryptoTeaserProps>;
