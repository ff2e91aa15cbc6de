import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  label: z
    .string()
    .min(1)
    .max(40)
    .default('Ask the Ledger')
    .describe('The float’s words and the panel’s title'),
});
export type ChatAssistantProps = z.infer<typeof props>;

export const chatAssistantContract = {
  id: 'chat-assistant',
  description:
    'The chat-assistant float (AB-25): a button fixed at the bottom right that opens "Ask the Ledger", answers from the publication’s own stories with links to them. Its script loads only when the reader reaches for it. India only: give it the condition reader.geo = IN.',
  props,
  // "Loaded externally" (spec §7): nothing of it runs until the reader reaches for the float.
  hydrate: 'interaction',
} as const satisfies Contract<ChatAssistantProps>;
