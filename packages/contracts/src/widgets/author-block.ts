import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('About the author').describe('Heading'),
});
export type AuthorBlockProps = z.infer<typeof props>;

export const authorBlockContract = {
  id: 'author-block',
  description:
    "The article's writers (AB-10): picture, name, designation and summary from the story's author details, the summary cut at 100 characters with a Show more link to the author's page. Nothing when the story names no writer. Article pages only.",
  props,
  hydrate: 'none',
} as const satisfies Contract<AuthorBlockProps>;
